import type { StandardSchemaV1 } from '@polytool/core'

/** What a validation fails with when Valibot took an array for an object. */
export const ARRAY_AS_OBJECT_MESSAGE = 'Invalid type: Expected an object but received an array'

/** A place of the output the walk judges: what it costs, and what stands below it. */
export interface JudgedPlace<S> {
  /** Steps the place costs, counted against the walk's bound. */
  readonly cost: number
  /** What the walk carries to the value under `key`, or `undefined` to leave it unjudged. */
  under(key: string): S | undefined
}

/**
 * Finds, in a passed output, each plain object that stands where the input held an array (an
 * object option of a union took it), and fails the result at each such path. Walks the output
 * beside the input, each output object once, without recursion, and stops judging past
 * `maxSteps` steps. What the walk carries from place to place (the schemas that may stand
 * there, or nothing) is the caller's: `judge` tells whether a place is judged, at what cost.
 *
 * @param result - Valibot's result for `input`.
 * @param input - The value Valibot was given.
 * @param start - What the walk carries at the root.
 * @param judge - The root's or a child's place, or `undefined` when it is not judged (it costs
 *   one step, and nothing below it is judged).
 * @param maxSteps - The most steps the walk takes; past them the rest is not judged.
 * @returns The result, or a failure at each such path.
 */
export function refuseArraysTakenAsObjectsWith<S>(
  result: StandardSchemaV1.Result<unknown>,
  input: unknown,
  start: S,
  judge: (carried: S) => JudgedPlace<S> | undefined,
  maxSteps: number,
): StandardSchemaV1.Result<unknown> {
  if (result.issues !== undefined) return result
  const issues: StandardSchemaV1.Issue[] = []
  const seen = new Set<object>()
  const pending: Step<S>[] = [
    { output: result.value, input, carried: start, parent: undefined, key: undefined },
  ]
  let steps = 0
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { output, input: source } = next
    if (typeof output !== 'object' || output === null || seen.has(output)) continue
    seen.add(output)
    const place = judge(next.carried)
    steps += place === undefined ? 1 : place.cost
    if (steps > maxSteps) break
    if (place === undefined) continue
    if (Array.isArray(source) && !Array.isArray(output)) {
      issues.push({ message: ARRAY_AS_OBJECT_MESSAGE, path: pathOf(next) })
      continue
    }
    if (typeof source !== 'object' || source === null) continue
    const list = Array.isArray(output)
    for (const key of Object.keys(output)) {
      const carried = place.under(key)
      if (carried === undefined) continue
      pending.push({
        output: (output as Record<string, unknown>)[key],
        input: (source as Record<string, unknown>)[key],
        carried,
        parent: next,
        key: list ? Number(key) : key,
      })
    }
  }
  return issues.length === 0 ? result : { issues }
}

// One place of the output beside the input; its path is built from the parents only for an issue.
interface Step<S> {
  readonly output: unknown
  readonly input: unknown
  readonly carried: S
  readonly parent: Step<S> | undefined
  readonly key: PropertyKey | undefined
}

function pathOf(step: Step<unknown>): PropertyKey[] {
  const path: PropertyKey[] = []
  for (let at: Step<unknown> | undefined = step; at?.key !== undefined; at = at.parent) {
    path.push(at.key)
  }
  return path.reverse()
}
