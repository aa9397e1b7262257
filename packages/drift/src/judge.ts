import type { AjvError, AjvJudge } from '@polytool/conformance'
import type { InexactPart, StandardSchemaV1, Unrepresentable } from '@polytool/core'
import { validateToolInput } from '@polytool/core'

/** What core says at run time about one emitted schema: losses, and inexact keywords. */
export interface RuntimeGaps {
  /** Reported as unrepresentable: refused by `toJsonSchema` by default. */
  readonly lossy: readonly Unrepresentable[]
  /** Reported as inexact: warned about on the console by `toJsonSchema`. */
  readonly inexact: readonly InexactPart[]
}

/** A value on which the tool's validator and Ajv on the emitted schema disagree. */
export interface Disagreement {
  readonly value: unknown
  /** `looser`: the validator accepts what Ajv rejects; `stricter`: the reverse. */
  readonly direction: 'looser' | 'stricter'
  readonly ajvErrors: readonly AjvError[]
  readonly libraryIssues: readonly {
    readonly path: readonly (string | number)[]
    readonly message: string
  }[]
  /** Whether Ajv counting string lengths in UTF-16 units, as JavaScript does, agrees with the validator. */
  readonly utf16: boolean
}

/** The tool's verdict (as `tool.execute` validates) against Ajv's, when they differ. */
export async function disagreementOn(
  schema: StandardSchemaV1,
  judge: AjvJudge,
  utf16Judge: AjvJudge,
  value: unknown,
): Promise<Disagreement | undefined> {
  const library = await validateToolInput(schema, structuredClone(value))
  const ajv = judge(structuredClone(value))
  if (library.ok === ajv.ok) return undefined
  return {
    value,
    direction: library.ok ? 'looser' : 'stricter',
    ajvErrors: ajv.errors,
    libraryIssues: library.ok ? [] : library.issues,
    utf16: utf16Judge(structuredClone(value)).ok === library.ok,
  }
}

// Errors that only sum up their branches' errors.
const SUMMARY_KEYWORDS = new Set(['anyOf', 'oneOf', 'if', 'not'])

/**
 * Whether core tells the user about a disagreement at run time: a loss reported at or above the
 * node at fault (refused by default), or an inexact part in the disagreement's direction warned
 * about on the console: for a looser validator, one naming the very keyword and node of each of
 * Ajv's errors; for a stricter one, one at the node of each of the library's issues.
 */
export function isWarned(found: Disagreement, gaps: RuntimeGaps, schema: object): boolean {
  const lossAbove = (pointer: string) => gaps.lossy.some((loss) => within(pointer, loss.path))
  const inexact = (pointer: string, keyword?: string) =>
    gaps.inexact.some(
      (part) =>
        part.path === pointer &&
        (keyword === undefined || part.keyword === keyword) &&
        (part.direction === 'both' || part.direction === found.direction),
    )
  if (found.direction === 'stricter') {
    return (
      found.libraryIssues.length > 0 &&
      found.libraryIssues.every((issue) => {
        const pointer = pointerOfPath(schema, issue.path)
        return lossAbove(pointer) || inexact(pointer)
      })
    )
  }
  const errors = found.ajvErrors.filter((error) => !SUMMARY_KEYWORDS.has(error.keyword))
  // Only summaries failed (a `not`, an `anyOf`): a loss reported at or above each of them still
  // tells the user, whatever keyword failed below it.
  if (errors.length === 0) {
    return (
      found.ajvErrors.length > 0 && found.ajvErrors.every((error) => lossAbove(error.schemaPointer))
    )
  }
  return errors.every(
    (error) => lossAbove(error.schemaPointer) || inexact(error.schemaPointer, error.keyword),
  )
}

// Whether `pointer` is `ancestor` or below it.
function within(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`)
}

type Node = Record<string, unknown>

// The schema node a value path leads to, through properties, tuple items, items and
// additionalProperties, as far as the schema says.
function pointerOfPath(schema: object, path: readonly (string | number)[]): string {
  let node: unknown = schema
  let pointer = ''
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) break
    const current = node as Node
    const properties = current.properties as Node | undefined
    const prefix = current.prefixItems as unknown[] | undefined
    if (
      typeof segment === 'string' &&
      properties !== undefined &&
      Object.hasOwn(properties, segment)
    ) {
      pointer += `/properties/${segment.replaceAll('~', '~0').replaceAll('/', '~1')}`
      node = properties[segment]
      continue
    }
    const index = arrayIndexOf(segment, properties)
    if (index !== undefined && prefix !== undefined && index < prefix.length) {
      pointer += `/prefixItems/${index}`
      node = prefix[index]
    } else if (index !== undefined && typeof current.items === 'object') {
      pointer += '/items'
      node = current.items
    } else if (typeof current.additionalProperties === 'object') {
      pointer += '/additionalProperties'
      node = current.additionalProperties
    } else break
  }
  return pointer
}

// Some libraries (Yup) report array indexes as strings: "0" is an index where no property has
// that name.
function arrayIndexOf(segment: string | number, properties: Node | undefined): number | undefined {
  if (typeof segment === 'number') return segment
  if (properties !== undefined && Object.hasOwn(properties, segment)) return undefined
  return /^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : undefined
}
