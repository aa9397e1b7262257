import type { StandardSchemaV1 } from '@standard-schema/spec'
import { holdsNoPromise, pathOf, promisesIn, settleAsyncOutput } from './async-output'
import type { SchemaEntry } from './json-schema/schema-state'
import { ignore, isPromiseLike } from './maybe-promise'

/** What a promise where the schema promises a value becomes, at its path. */
export const PROMISED_VALUE_MESSAGE =
  'Expected a value, received a promise: an async function of the schema (a default, a fallback, an overwrite) gave it'

/** Issues reported for promises at most. */
const MAX_REPORTED = 100

/** Objects and arrays the quick look visits at most, and how deep; past either, the full walk. */
const QUICK_NODES = 256
const QUICK_DEPTH = 32

type Result = StandardSchemaV1.Result<unknown>

/**
 * The last step of every validation: a passed one whose output holds a promise or thenable.
 * Where the schema's adapter says its output may hold promises by its type (an async transform
 * the library keeps as the value), they are awaited (`settleAsyncOutput`). Anywhere else a
 * promise stands where the schema promises a value (an async default, fallback or overwrite,
 * a function that returns a promise): the validation fails with an issue at each one's path,
 * and each gets a rejection handler, so `execute` never receives it nor is a rejection left
 * unhandled. Linear in the output's size; an output without promises is returned as is. A
 * schema whose adapter says it makes no values (`makesValues`) is not looked at: its output
 * holds no promise its input did not.
 *
 * @param entry - the schema's entry, with the adapter bound to it, if any
 * @param schema - the schema that validated
 * @param result - what it returned
 * @returns the result, the issues, or a promise of the settled result
 */
export function refusePromisedValues(
  entry: SchemaEntry | undefined,
  schema: StandardSchemaV1,
  result: Result,
): Result | Promise<Result> {
  if (result.issues !== undefined || !mayMakeValues(entry, schema)) return result
  if (quickLook(result.value, 0, QUICK_NODES) >= 0) return result
  const found = promisesIn(result.value)
  if (found.length === 0) return result
  if (entry?.adapter?.outputMayHoldPromises?.(schema) === true) return settleAsyncOutput(result)
  // Through `Promise.resolve`: a thenable's own `then` runs later, and what it throws is handled.
  for (const step of found) Promise.resolve(step.node).then(undefined, ignore)
  return {
    issues: found
      .slice(0, MAX_REPORTED)
      .map((step) => ({ message: PROMISED_VALUE_MESSAGE, path: pathOf(step) })),
  }
}

/**
 * Whether validating with the schema may put a value the user's code made into the output: the
 * adapter's `makesValues`, kept on the schema's entry, so a call pays no look-up. Without an
 * adapter that answers, any schema may.
 *
 * @param entry - the schema's entry, if it has one
 * @param schema - the schema
 * @returns `false` only when the adapter said the schema makes no values
 */
export function mayMakeValues(entry: SchemaEntry | undefined, schema: StandardSchemaV1): boolean {
  if (entry === undefined) return true
  entry.makesValues ??= entry.adapter?.makesValues?.(schema) ?? true
  return entry.makesValues
}

// Every validation that may hold a promise pays for this look, so it allocates nothing: it answers the budget left when
// the value surely holds no promise, or -1 when it holds one or is too large or deep to tell here
// (a cycle, a shared node reached again and again), for `promisesIn` to walk it once.
function quickLook(node: unknown, depth: number, budget: number): number {
  if (typeof node !== 'object' || node === null) return budget
  if (budget <= 0 || depth >= QUICK_DEPTH || isPromiseLike(node)) return -1
  let left = budget - 1
  if (Array.isArray(node)) {
    for (let index = 0; index < node.length && left >= 0; index++) {
      left = quickLook(node[index], depth + 1, left)
    }
    return left
  }
  // A Map or a Set may hold promises: `promisesIn` walks it.
  if (node instanceof Map || node instanceof Set) return -1
  if (holdsNoPromise(node)) return left
  // Like `promisesIn`: an object's own enumerable keys, a class instance's too (`for…in` also
  // lists the enumerable keys it inherits, which `promisesIn` does not read: they are skipped).
  const prototype = Object.getPrototypeOf(node)
  const inherits = prototype !== Object.prototype && prototype !== null
  for (const key in node) {
    if (inherits && !Object.hasOwn(node, key)) continue
    left = quickLook((node as Record<string, unknown>)[key], depth + 1, left)
    if (left < 0) return -1
  }
  return left
}
