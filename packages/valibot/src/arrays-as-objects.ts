import { type StandardSchemaV1, walkSchema } from '@polytool/core'
import { type JudgedPlace, refuseArraysTakenAsObjectsWith } from './arrays-taken-as-objects'
import { pushValibotParts } from './walk-fields'

const UNIONS: ReadonlySet<unknown> = new Set(['union', 'variant', 'intersect'])
const answers = new WeakMap<object, boolean>()

// Values looked at, at most, per output: a larger output is not judged past it.
const MAX_VALUES = 100_000

/**
 * Whether a Valibot schema holds a union (or a variant, an intersection): Valibot's object
 * schemas accept an array, and read its missing keys as absent, so in a union whose other
 * option takes arrays (where core cannot refuse arrays before validating) an all-optional
 * object option takes the array and hands `execute` an object the model never sent. Computed
 * once per schema by walking it; a lazy schema (its getter may return a union), a schema that
 * cannot be read, or a larger one than the walk's cap, counts as one that does.
 *
 * @param schema - A Valibot schema.
 * @returns `false` only when the schema holds no union.
 */
export function holdsUnion(schema: object): boolean {
  let answer = answers.get(schema)
  if (answer === undefined) {
    answer =
      walkSchema(schema, {
        // A lazy schema's getter may return a union for some input.
        visit: (node: { type?: unknown }) =>
          UNIONS.has(node.type) || node.type === 'lazy' || undefined,
        children: pushValibotParts,
      }).kind !== 'none'
    answers.set(schema, answer)
  }
  return answer
}

/**
 * Refuses a passed output that holds a plain object where the input held an array: an object
 * option of a union took it. Walks the output beside the input, each output object once,
 * linear in the output whatever its depth.
 *
 * @param result - Valibot's result for `input`.
 * @param input - The value Valibot was given.
 * @returns The result, or a failure at each such path.
 */
export function refuseArraysTakenAsObjects(
  result: StandardSchemaV1.Result<unknown>,
  input: unknown,
): StandardSchemaV1.Result<unknown> {
  return refuseArraysTakenAsObjectsWith(result, input, true, () => EVERY_PLACE, MAX_VALUES)
}

// Without the schema beside it, every place of the output is judged, each for one step.
const EVERY_PLACE: JudgedPlace<true> = { cost: 1, under: () => true }
