import type { StandardSchemaV1 } from '@polytool/core'

/**
 * Validates a value with an Effect Standard Schema, turning a defect into a thrown error, which
 * core reports without quoting it. Effect reports a defect (a check or transformation that
 * throws, an `Effect.promise` that rejects) as one issue whose message is the pretty-printed
 * cause: the exception's text and stack, host code the model must not read. Effect gives every
 * issue of a failed parse a `path`; the defect's issue alone has none.
 *
 * @param schema - An Effect Standard Schema (`Schema.toStandardSchemaV1`).
 * @param value - The value to check: untrusted.
 * @returns The Standard Schema result, or a promise of it for an asynchronous schema.
 */
export function validateEffect(
  schema: StandardSchemaV1,
  value: unknown,
): StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> {
  const result = schema['~standard'].validate(value)
  return result instanceof Promise ? result.then(refuseDefect) : refuseDefect(result)
}

function refuseDefect(result: StandardSchemaV1.Result<unknown>): StandardSchemaV1.Result<unknown> {
  if (result.issues?.some((issue) => issue.path === undefined)) {
    throw new Error('The Effect validator died (a defect, not a parse failure)')
  }
  return result
}
