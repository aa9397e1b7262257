import { bareCopy, type StandardSchemaV1, settleAsyncOutput } from '@polytool/core'
import type { Schema, ValidationError } from 'yup'
import { defaultsByFunction } from './defaults'
import { mayTransform } from './may-transform'

/**
 * Validates a value with a Yup schema so that an async `transform` is never an unhandled
 * rejection nor a rejected promise handed to `execute`. Yup keeps what a transform returns, a
 * promise, as the value, and drops it with the rest when a check fails; so does a default given
 * as a function. For a schema with a transform of the user's (`mayTransform`) or such a default
 * (`defaultsByFunction`), the promises in the output are awaited, one that rejects failing the
 * validation, or handled when the validation failed (`settleAsyncOutput`).
 * Any other schema is validated by Yup's own `~standard.validate`. A strict schema checks a
 * copy of the value whose plain objects have no prototype (`bareCopy`), made plain again once
 * Yup answered.
 *
 * @param schema - A Yup schema.
 * @param value - The value to check: untrusted.
 * @returns A promise of the Standard Schema result.
 */
export async function validateYup(
  schema: StandardSchemaV1,
  value: unknown,
): Promise<StandardSchemaV1.Result<unknown>> {
  // A strict Yup schema takes `{}`'s inherited `constructor` for a required key of that name:
  // the copy it checks has no prototype, so the key is missing there, as in what the model sent.
  // A casting one reads its own cast objects, where an inherited key shows as an own one.
  if (!isStrict(schema)) return validateCopy(schema, value)
  const bare = bareCopy(value)
  try {
    return await validateCopy(schema, bare.value)
  } finally {
    bare.restore()
  }
}

async function validateCopy(
  schema: StandardSchemaV1,
  value: unknown,
): Promise<StandardSchemaV1.Result<unknown>> {
  if (!mayTransform(schema) && !defaultsByFunction(schema))
    return schema['~standard'].validate(value)
  try {
    const output = await (schema as unknown as Schema).validate(value, { abortEarly: false })
    // A default's promise is not the value its type says: core refuses it, at its path.
    if (!mayTransform(schema)) return { value: output }
    return await settleAsyncOutput({ value: output })
  } catch (error) {
    if (!isValidationError(error)) throw error
    // The error's value is what Yup cast before the checks failed, promises included.
    return settleAsyncOutput(await issuesOf(schema, error), error.value)
  }
}

function isStrict(schema: StandardSchemaV1): boolean {
  return (schema as { spec?: { strict?: unknown } }).spec?.strict === true
}

function isValidationError(error: unknown): error is ValidationError {
  return (error as { name?: unknown } | null)?.name === 'ValidationError'
}

// Yup's own conversion of its error to Standard Schema issues, which it does not export: its
// `~standard` getter, read with a receiver whose `validate` fails with that error.
async function issuesOf(
  schema: StandardSchemaV1,
  error: ValidationError,
): Promise<StandardSchemaV1.FailureResult> {
  const receiver = { validate: () => Promise.reject(error) }
  const standard = Reflect.get(schema, '~standard', receiver) as StandardSchemaV1['~standard']
  const result = await standard.validate(undefined)
  if (result.issues === undefined) throw new Error('Yup did not convert its ValidationError')
  return result as StandardSchemaV1.FailureResult
}
