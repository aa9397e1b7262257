import type { StandardSchemaV1 } from '@standard-schema/spec'
import { ignore, pathOf, promisesIn, settleAsyncOutput } from './async-output'
import type { JsonSchemaAdapter } from './json-schema/adapter'

/** What a promise where the schema promises a value becomes, at its path. */
export const PROMISED_VALUE_MESSAGE =
  'Expected a value, received a promise: an async function of the schema (a default, a fallback, an overwrite) gave it'

/** Issues reported for promises at most. */
const MAX_REPORTED = 100

type Result = StandardSchemaV1.Result<unknown>

/**
 * The last step of every validation: a passed one whose output holds a promise or thenable.
 * Where the schema's adapter says its output may hold promises by its type (an async transform
 * the library keeps as the value), they are awaited (`settleAsyncOutput`). Anywhere else a
 * promise stands where the schema promises a value (an async default, fallback or overwrite,
 * a function that returns a promise): the validation fails with an issue at each one's path,
 * and each gets a rejection handler, so `execute` never receives it nor is a rejection left
 * unhandled. Linear in the output's size; an output without promises is returned as is.
 *
 * @param adapter - the adapter bound to the schema, if any
 * @param schema - the schema that validated
 * @param result - what it returned
 * @returns the result, the issues, or a promise of the settled result
 */
export function refusePromisedValues(
  adapter: JsonSchemaAdapter | undefined,
  schema: StandardSchemaV1,
  result: Result,
): Result | Promise<Result> {
  if (result.issues !== undefined) return result
  const found = promisesIn(result.value)
  if (found.length === 0) return result
  if (adapter?.outputMayHoldPromises?.(schema) === true) return settleAsyncOutput(result)
  // Through `Promise.resolve`: a thenable's own `then` runs later, and what it throws is handled.
  for (const step of found) Promise.resolve(step.node).then(undefined, ignore)
  return {
    issues: found
      .slice(0, MAX_REPORTED)
      .map((step) => ({ message: PROMISED_VALUE_MESSAGE, path: pathOf(step) })),
  }
}
