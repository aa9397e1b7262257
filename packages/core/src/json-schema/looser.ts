import { bumpTagCount } from './unrepresentable'

/**
 * One place where the validator accepts more than the emitted JSON Schema says: harmless to a
 * model, which is told less than the tool accepts, but a gap all the same. Core warns about it
 * at run time, naming the keyword and the JSON pointer.
 */
export interface LooserPart {
  /** The keyword the validator checks more loosely, e.g. `multipleOf` or `format`. */
  readonly keyword: string
  /** JSON pointer into the emitted JSON Schema (`''` is the root) of the node holding it. */
  readonly path: string
  /** What the validator accepts beyond the keyword, in words (the tolerance, an example). */
  readonly message: string
}

/**
 * The reserved keyword a converter's output carries where the validator is looser than a
 * keyword. Plain JSON, like `x-polytool-unrepresentable`; core removes it when finalising.
 */
export const LOOSER_KEYWORD = 'x-polytool-looser'

type LooserMark = Omit<LooserPart, 'path'>
type Marked = { [LOOSER_KEYWORD]?: LooserMark[] }

/**
 * Tags a sub-schema whose validator accepts more than `keyword` says. The schema is kept as it
 * is (it still tells the model the stricter rule); core reports the part with its JSON pointer
 * in `extractJsonSchema(...).looser` and warns once about it on the console.
 *
 * @param subSchema - The node of the converter's output holding `keyword`.
 * @param keyword - The keyword the validator checks more loosely.
 * @param message - What the validator accepts beyond it: the tolerance, or an example.
 * @returns The same node, tagged.
 * @example
 * // Zod's multipleOf tolerates float error, JSON Schema's does not:
 * const node = markLooser({ type: 'number', multipleOf: 5 }, 'multipleOf', 'accepts 1e-300')
 */
export function markLooser<T extends object>(subSchema: T, keyword: string, message: string): T {
  const marked = subSchema as T & Marked
  const marks = marked[LOOSER_KEYWORD] ?? []
  if (!marks.some((mark) => mark.keyword === keyword && mark.message === message)) {
    marks.push({ keyword, message })
    bumpTagCount()
  }
  marked[LOOSER_KEYWORD] = marks
  return subSchema
}

/** The looser tags on one sub-schema, if any. */
export function looserMarksOf(node: object): readonly LooserMark[] | undefined {
  const marks = (node as Marked)[LOOSER_KEYWORD]
  return Array.isArray(marks) ? marks : undefined
}
