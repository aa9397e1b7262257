import { markInexact, markUnrepresentable } from '@polytool/core'

/** The part of an ArkType morph node the adapter reads. */
interface MorphNode {
  readonly kind: string
  readonly morphs?: readonly unknown[]
}

// `string.integer`'s pattern, as ArkType writes it: the input of `string.integer.parse`.
const INTEGER_PATTERN = '^(?:(?!^-0$)-?(?:(?:0|[1-9]\\d*)))$'

const REFUSES_UNSAFE_INTEGERS =
  'string.integer.parse refuses an integer past Number.MAX_SAFE_INTEGER ("9007199254740993"), which the pattern allows'

const REFUSES_NON_JSON =
  'string.json.parse refuses a string that is not JSON: JSON Schema cannot say which strings parse'

/**
 * Whether a type parses JSON with ArkType's `string.json.parse` keyword, whose morph refuses a
 * string that is not JSON while its input schema is a bare `{ type: 'string' }`.
 *
 * @param references - Every node of the type (`type.internal.references`).
 */
export function parsesJson(references: readonly MorphNode[]): boolean {
  return references.some(
    (node) =>
      node.kind === 'morph' &&
      (node.morphs ?? []).some(
        (morph) => typeof morph === 'function' && morph.name === 'parseJson',
      ),
  )
}

/**
 * Tags the input schema of a morph that refuses values its input schema accepts, when ArkType's
 * keywords say which: a morph from `string.integer` (`string.integer.parse` refuses unsafe
 * integers: inexact `stricter` on `pattern`), and, in a type that parses JSON, a morph from a
 * bare string (`string.json.parse`: lossy, `refinement`, as `string.json` is).
 *
 * @param base - The morph's input schema, as ArkType wrote it; not changed.
 * @param jsonParsed - Whether the type uses `string.json.parse` (`parsesJson`).
 * @returns The schema to emit for the morph's input.
 */
export function tagRefusingMorph(
  base: Record<string, unknown>,
  jsonParsed: boolean,
): Record<string, unknown> {
  if (base.type !== 'string') return base
  if (base.pattern === INTEGER_PATTERN) {
    return markInexact({ ...base }, 'pattern', 'stricter', REFUSES_UNSAFE_INTEGERS)
  }
  const bare = Object.keys(base).every((key) => key === 'type' || key === 'description')
  if (jsonParsed && bare) return markUnrepresentable({ ...base }, 'refinement', REFUSES_NON_JSON)
  return base
}
