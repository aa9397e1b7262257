import {
  ignoreRejection,
  promisesIn,
  promisesMadeBy,
  type StandardSchemaV1,
  settleAsyncOutput,
} from '@polytool/core'
import { encodedGuard } from './encoded-guard'

type Result = StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>

/** What a validation fails with when a function of the schema made a promise Effect dropped. */
export const DROPPED_PROMISE_MESSAGE =
  'A function of the schema that Effect calls synchronously returned a promise, which Effect does not await (an async refine, declare, filter or transform), so this value cannot be checked'

/**
 * Validates a value with an Effect Standard Schema, turning a defect into a thrown error, which
 * core reports without quoting it. Effect reports a defect (a check or transformation that
 * throws, an `Effect.promise` that rejects) as one issue whose message is the pretty-printed
 * cause: the exception's text and stack, host code the model must not read. Effect gives every
 * issue of a failed parse a `path`; the defect's issue alone has none.
 *
 * A schema that transforms is first checked on its encoded side (`encodedGuard`), so that its
 * getters run only on a value whose encoded form passes; the promises a getter left in the
 * output are then awaited, one that rejects failing the validation (`settleAsyncOutput`).
 *
 * Promises that a schema's functions made while Effect validated synchronously, none of which
 * is in the output, were dropped by Effect: an async `Schema.refine`, `Schema.declare` or
 * `makeFilter` guard (its promise, truthy, would pass), or an async getter whose promise failed
 * the type after it. The validation fails with `DROPPED_PROMISE_MESSAGE`, which quotes nothing,
 * and every such promise gets a rejection handler. Seen on runtimes with Node's promise hooks;
 * not judged when the output keeps one of them (an async getter's promise, which is awaited) or
 * when Effect validates asynchronously.
 *
 * @param schema - An Effect Standard Schema (`Schema.toStandardSchemaV1`).
 * @param value - The value to check: untrusted.
 * @returns The Standard Schema result, or a promise of it for an asynchronous schema.
 */
export function validateEffect(schema: StandardSchemaV1, value: unknown): Result {
  const guard = encodedGuard(schema)
  if (guard === undefined) return then(watched(schema, value), refuseDefect)
  return then(watched(guard, value), (checked) =>
    checked.issues === undefined
      ? then(watched(schema, value), (result) => settleAsyncOutput(refuseDefect(result)))
      : refuseDefect(checked),
  )
}

// Effect's own validation, failed when a function of the schema made a promise Effect dropped.
// An asynchronous validation (an `Effect.promise`) makes promises of Effect's: it is not judged.
function watched(schema: StandardSchemaV1, value: unknown): Result {
  const { result, made } = promisesMadeBy(() => schema['~standard'].validate(value))
  if (made === undefined || made.length === 0 || result instanceof Promise) return result
  const kept = new Set(
    result.issues === undefined ? promisesIn(result.value).map((step) => step.node) : [],
  )
  // An async getter the output keeps (awaited by `settleAsyncOutput`) makes promises of its own.
  if (made.some((promise) => kept.has(promise))) return result
  // The output is dropped with the failure: none of the promises may reject unhandled.
  for (const promise of made) ignoreRejection(promise)
  return { issues: [{ message: DROPPED_PROMISE_MESSAGE, path: [] }] }
}

function then(result: Result, next: (result: StandardSchemaV1.Result<unknown>) => Result): Result {
  return result instanceof Promise ? result.then(next) : next(result)
}

function refuseDefect(result: StandardSchemaV1.Result<unknown>): StandardSchemaV1.Result<unknown> {
  if (result.issues?.some((issue) => issue.path === undefined)) {
    throw new Error('The Effect validator died (a defect, not a parse failure)')
  }
  return result
}
