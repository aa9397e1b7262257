import { type StandardSchemaV1, settleAsyncOutput } from '@polytool/core'
import { mayTransform } from './may-transform'

/** What Valibot's `~standard.validate` returns: its dataset, whose `value` is kept on failure. */
type Dataset = StandardSchemaV1.Result<unknown> & { readonly value?: unknown }

/**
 * Validates a value with a Valibot schema so that an async `transform` in a synchronous pipe is
 * never an unhandled rejection nor a rejected promise handed to `execute`. Valibot puts what
 * such a transform returns, a promise, in the output as is, and on a failed validation drops
 * the output with the promise in it. For a schema with a transform of the user's
 * (`mayTransform`), the promises in the output are awaited, one that rejects failing the
 * validation, or handled when the validation failed (`settleAsyncOutput`). Any other schema is
 * validated by Valibot alone.
 *
 * @param schema - A Valibot schema.
 * @param value - The value to check: untrusted.
 * @returns The Standard Schema result; a promise for an async schema or one whose output holds promises.
 */
export function validateValibot(
  schema: StandardSchemaV1,
  value: unknown,
): StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> {
  const result = schema['~standard'].validate(value)
  if (!mayTransform(schema)) return result
  return result instanceof Promise ? result.then(settle) : settle(result)
}

// Valibot keeps the output built so far in the dataset of a failed validation.
function settle(
  result: Dataset,
): StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> {
  return settleAsyncOutput(result, result.value)
}
