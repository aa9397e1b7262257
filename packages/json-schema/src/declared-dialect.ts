import type { SchemaDraft } from '@cfworker/json-schema'

/** The dialect a document's root `$schema` names, as `fromJsonSchema` and the emitters read it. */
export interface DeclaredDialect {
  /** The draft the validator reads the document with: 2020-12 when `$schema` names none it knows. */
  readonly draft: SchemaDraft
  /** Whether `$schema` names a dialect at all: a document without one is read as 2020-12, but
   * a draft-04 boolean `exclusiveMinimum` there still means what draft-04 meant. */
  readonly named: boolean
}

const UNNAMED: DeclaredDialect = { draft: '2020-12', named: false }

/**
 * The dialect a root `$schema` value names. draft-06 is read as draft-07, which differs from it
 * in nothing the validator checks.
 *
 * @param declared - The root's `$schema` value, of any type.
 */
export function declaredDialect(declared: unknown): DeclaredDialect {
  if (typeof declared !== 'string') return UNNAMED
  if (declared.includes('draft-04')) return { draft: '4', named: true }
  if (declared.includes('draft-06') || declared.includes('draft-07'))
    return { draft: '7', named: true }
  if (declared.includes('2019-09')) return { draft: '2019-09', named: true }
  if (declared.includes('2020-12')) return { draft: '2020-12', named: true }
  return UNNAMED
}
