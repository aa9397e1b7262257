import { type StandardSchemaV1, walkSchema } from '@polytool/core'
import { pushValibotParts } from './walk-fields'

const UNIONS: ReadonlySet<unknown> = new Set(['union', 'variant', 'intersect'])
const answers = new WeakMap<object, boolean>()

// Values looked at, at most, per output: a larger output is not judged past it.
const MAX_VALUES = 100_000

/** What a validation fails with when Valibot took an array for an object. */
export const ARRAY_AS_OBJECT_MESSAGE = 'Invalid type: Expected an object but received an array'

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
  if (result.issues !== undefined) return result
  const issues: StandardSchemaV1.Issue[] = []
  const seen = new Set<object>()
  const pending: Step[] = [{ output: result.value, input, parent: undefined, key: undefined }]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { output, input: source } = next
    if (typeof output !== 'object' || output === null || seen.has(output)) continue
    if (seen.add(output).size > MAX_VALUES) break
    if (Array.isArray(source) && !Array.isArray(output)) {
      issues.push({ message: ARRAY_AS_OBJECT_MESSAGE, path: pathOf(next) })
      continue
    }
    if (typeof source !== 'object' || source === null) continue
    const list = Array.isArray(output)
    for (const key of Object.keys(output)) {
      pending.push({
        output: (output as Record<string, unknown>)[key],
        input: (source as Record<string, unknown>)[key],
        parent: next,
        key: list ? Number(key) : key,
      })
    }
  }
  return issues.length === 0 ? result : { issues }
}

// One value of the walk; its path is built from the parents only for an issue.
interface Step {
  readonly output: unknown
  readonly input: unknown
  readonly parent: Step | undefined
  readonly key: PropertyKey | undefined
}

function pathOf(step: Step): PropertyKey[] {
  const path: PropertyKey[] = []
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key)
  return path.reverse()
}
