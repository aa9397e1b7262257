import { settleBoundSpelling } from './bound-spelling'
import { declaredDialect } from './declared-dialect'
import { type DroppedRefSiblings, dropRefSiblings } from './ref-siblings'
import { unwalkedTargets } from './unwalked-targets'

/** How the emitters must read a document, by the dialect its root `$schema` names. */
export interface DeclaredDraftReading {
  /** The `$ref` siblings dropped from a draft-04 to draft-07 document, one entry per `$ref`. */
  readonly refSiblingsDropped: readonly DroppedRefSiblings[]
  /** Whether a boolean exclusive bound is refused (a 2019-09 or 2020-12 document). */
  readonly booleanBoundsRefused: boolean
}

const NOTHING_DROPPED: readonly DroppedRefSiblings[] = Object.freeze([])

/**
 * Makes a document handed to the emitters directly read as `fromJsonSchema` reads it, by the
 * dialect its root `$schema` names, so that both tell the model the same. In a draft-04 to
 * draft-07 document, the keywords beside a `$ref` are dropped, and the exclusive bounds are
 * settled (a draft-04 number or a draft-07 boolean refused with `fromJsonSchema`'s
 * `JsonSchemaError` and pointer). A 2019-09 or 2020-12 document has its boolean bounds refused
 * by the draft upgrade, which meets them anyway. A document that names no dialect is left to
 * the upgrade, which reads a boolean bound as draft-04 meant it, as `fromJsonSchema` does.
 *
 * @param document - The private copy, rewritten in place.
 * @param declared - The input root's `$schema` value (the copy leaves it out).
 * @throws {JsonSchemaError} For a bound spelled against the document's dialect.
 */
export function readDeclaredDraft(document: unknown, declared: unknown): DeclaredDraftReading {
  const { draft, named } = declaredDialect(declared)
  if (draft !== '4' && draft !== '7') {
    return { refSiblingsDropped: NOTHING_DROPPED, booleanBoundsRefused: named }
  }
  const starts = [{ node: document, pointer: '' }, ...unwalkedTargets(document)]
  const dialect = draft === '4' ? 'draft-04' : 'draft-06+'
  for (const { node, pointer } of starts) settleBoundSpelling(node, pointer, dialect)
  const dropped: DroppedRefSiblings[] = []
  for (const { node, pointer } of starts) dropRefSiblings(node, pointer, draft, dropped)
  return { refSiblingsDropped: dropped, booleanBoundsRefused: false }
}
