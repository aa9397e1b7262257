import { bumpTagCount } from './unrepresentable'

/**
 * Which way a validator departs from a keyword: `looser` accepts values the keyword forbids
 * (harmless to a model, told less than the tool accepts); `stricter` refuses values the keyword
 * allows (a model that follows the schema gets an error and retries); `both`.
 */
export type InexactDirection = 'looser' | 'stricter' | 'both'

/**
 * One place where the validator does not check exactly what a keyword of the emitted JSON
 * Schema says, by a margin too small or too common to refuse the schema for (a float tolerance,
 * a URL parser for `format: uri`, string lengths in UTF-16 units). Core warns about it at run
 * time, naming the keyword and the JSON pointer.
 */
export interface InexactPart {
  /** The keyword the validator checks differently, e.g. `multipleOf` or `format`. */
  readonly keyword: string
  /** JSON pointer into the emitted JSON Schema (`''` is the root) of the node holding it. */
  readonly path: string
  /** Whether the validator accepts more (`looser`), less (`stricter`) or both than the keyword says. */
  readonly direction: InexactDirection
  /** What the validator accepts or refuses beyond the keyword, in words (the tolerance, an example). */
  readonly message: string
}

/**
 * The reserved keyword a converter's output carries where the validator departs from a keyword.
 * Plain JSON, like `x-polytool-unrepresentable`; core removes it when finalising.
 */
export const INEXACT_KEYWORD = 'x-polytool-inexact'

type InexactMark = Omit<InexactPart, 'path'>
type Marked = { [INEXACT_KEYWORD]?: InexactMark[] }

/**
 * Tags a sub-schema whose validator does not check `keyword` exactly. The schema is kept as it
 * is; core reports the part with its JSON pointer in `extractJsonSchema(...).inexact` and warns
 * once about it on the console. A part whose meaning JSON Schema cannot carry at all is
 * `markUnrepresentable`'s instead: `toJsonSchema` refuses those by default.
 *
 * @param subSchema - The node of the converter's output holding `keyword`.
 * @param keyword - The keyword the validator checks differently.
 * @param direction - Whether the validator accepts more, refuses more, or both.
 * @param message - What the validator accepts or refuses beyond it: the tolerance, or an example.
 * @returns The same node, tagged.
 * @example
 * import { markInexact } from '@polytool/core'
 *
 * // Zod's multipleOf tolerates float error, JSON Schema's does not:
 * const node = markInexact({ type: 'number', multipleOf: 5 }, 'multipleOf', 'looser', 'accepts 1e-300')
 */
export function markInexact<T extends object>(
  subSchema: T,
  keyword: string,
  direction: InexactDirection,
  message: string,
): T {
  const marked = subSchema as T & Marked
  const marks = marked[INEXACT_KEYWORD] ?? []
  if (!marks.some((mark) => mark.keyword === keyword && mark.message === message)) {
    marks.push({ keyword, direction, message })
    bumpTagCount()
  }
  marked[INEXACT_KEYWORD] = marks
  return subSchema
}

/** The inexact tags on one sub-schema, if any. */
export function inexactMarksOf(node: object): readonly InexactMark[] | undefined {
  const marks = (node as Marked)[INEXACT_KEYWORD]
  return Array.isArray(marks) ? marks : undefined
}
