/** What kind of meaning a JSON Schema could not carry. */
export type UnrepresentableCode =
  /** A `Date`: JSON has no date type. */
  | 'date'
  /** A `bigint`: JSON numbers cannot hold it exactly. */
  | 'bigint'
  /** What a transform produces: a function's result has no schema. */
  | 'transform'
  /** A custom check (refine, check, narrow): JSON Schema accepts values the validator rejects. */
  | 'refinement'
  /** A default that JSON cannot hold, or that the library dropped. */
  | 'default'
  /** Any other type JSON has no word for: symbol, undefined, Map, Set, function, class instance. */
  | 'type'
  /** A constraint the converter could not keep (regex flags, combined patterns, symbol keys). */
  | 'constraint'
  /** A keyword the requested target (draft-07, OpenAPI 3.0) cannot express. */
  | 'target'
  /** A value in the emitted schema that is not JSON (a function, a bigint, `NaN`). */
  | 'non-json-value'
  /** The library's own converter threw. */
  | 'conversion-failed'

/** One part of a schema that its JSON Schema does not express exactly. */
export interface Unrepresentable {
  /** The kind of loss. */
  readonly code: UnrepresentableCode
  /** JSON pointer into the emitted JSON Schema (`''` is the root), e.g. `/properties/createdAt`. */
  readonly path: string
  /** What was lost, in words. */
  readonly message: string
}

/** What a lossy part becomes: a replacement sub-schema, or `undefined` to keep the permissive one. */
export type UnrepresentableHandler = (part: Unrepresentable) => object | boolean | undefined

/**
 * The reserved keyword a converter's output carries where a part is lossy. It is plain JSON, so
 * it survives converters that copy or serialise their output; core removes it when finalising.
 */
export const UNREPRESENTABLE_KEYWORD = 'x-polytool-unrepresentable'

type Mark = Omit<Unrepresentable, 'path'>

// Counts every tag ever placed: a conversion that did not move it placed none, and its output
// needs no search for tags. Conversions are synchronous, so nothing else can move it meanwhile.
let tagsPlaced = 0

/** How many tags `markUnrepresentable` and `markInexact` have placed so far. */
export function tagCount(): number {
  return tagsPlaced
}

/** Counts one more tag placed (by `markInexact`). */
export function bumpTagCount(): void {
  tagsPlaced++
}
type Marked = { [UNREPRESENTABLE_KEYWORD]?: Mark[] }

/**
 * Tags a sub-schema that a converter could not make exact; core finds the tag once the whole
 * schema is built, removes it, and reports the part with its JSON pointer.
 *
 * @param subSchema - the JSON Schema the converter wrote for the part
 * @param code - what kind of meaning was lost
 * @param message - what was lost, for the error or warning
 * @returns the same sub-schema, tagged
 *
 * @example
 * import { markUnrepresentable } from '@polytool/core'
 *
 * // An adapter's fallback for the part its library's converter cannot express (ArkType's `fallback`):
 * const fallback = {
 *   date: (ctx: { base: object }) => markUnrepresentable({ ...ctx.base }, 'date', 'Date has no JSON type'),
 * }
 */
export function markUnrepresentable<T extends object>(
  subSchema: T,
  code: UnrepresentableCode,
  message: string,
): T {
  const marked = subSchema as T & Marked
  const marks = marked[UNREPRESENTABLE_KEYWORD] ?? []
  if (!marks.some((mark) => mark.code === code && mark.message === message)) {
    marks.push({ code, message })
    tagsPlaced++
  }
  marked[UNREPRESENTABLE_KEYWORD] = marks
  return subSchema
}

/** The tags on one sub-schema, if any. */
export function marksOf(node: object): readonly Mark[] | undefined {
  const marks = (node as Marked)[UNREPRESENTABLE_KEYWORD]
  return Array.isArray(marks) ? marks : undefined
}
