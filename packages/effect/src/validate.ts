import { type StandardSchemaV1, settleAsyncOutput } from '@polytool/core'
import { encodedGuard } from './encoded-guard'

type Result = StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>

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
 * @param schema - An Effect Standard Schema (`Schema.toStandardSchemaV1`).
 * @param value - The value to check: untrusted.
 * @returns The Standard Schema result, or a promise of it for an asynchronous schema.
 */
export function validateEffect(schema: StandardSchemaV1, value: unknown): Result {
  const guard = encodedGuard(schema)
  if (guard === undefined) return then(schema['~standard'].validate(value), refuseDefect)
  return then(guard['~standard'].validate(value), (checked) =>
    checked.issues === undefined
      ? then(schema['~standard'].validate(value), (result) =>
          settleAsyncOutput(refuseDefect(result)),
        )
      : refuseDefect(checked),
  )
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
