import { readOnce, type StandardSchemaV1, settleAsyncOutput } from '@polytool/core'
import type { ValidationError } from 'yup'
import { missingInheritedKeys, namesPrototypeMember } from './inherited-required'
import { dropInheritedUnknownKeys } from './inherited-unknown-keys'
import { mayTransform } from './may-transform'
import { thenableInputIssue } from './thenable-input'
import { validateUnadopted } from './validate-unadopted'

/**
 * Validates a value with a Yup schema so that an async `transform` is never an unhandled
 * rejection nor a rejected promise handed to `execute`. Yup keeps what a transform returns, a
 * promise, as the value, and drops it with the rest when a check fails; so does a default given
 * as a function. What Yup cast before a check failed has its promises handled; for a schema
 * with a transform of the user's (`mayTransform`), the promises in the output are awaited, one
 * that rejects failing the validation (`settleAsyncOutput`). Yup's own promise is never given the
 * valid value, which it would take for a promise if it had a `then` (`validateUnadopted`). An
 * input with a `then` method anywhere is refused first, at its path (`thenableInputIssue`),
 * and an unknown key named after an `Object.prototype` member, on which Yup's cast throws, is
 * removed from the copy (`dropInheritedUnknownKeys`).
 * A required key named after
 * an `Object.prototype` member, which Yup takes as present in `{}`, must be an own key of the
 * output (`missingInheritedKeys`).
 *
 * @param schema - A Yup schema.
 * @param value - The value to check: untrusted.
 * @returns A promise of the Standard Schema result.
 */
export async function validateYup(
  schema: StandardSchemaV1,
  value: unknown,
): Promise<StandardSchemaV1.Result<unknown>> {
  // Yup in strict mode hands on the caller's own object, whose getters could answer `execute`
  // otherwise: it checks a copy read once.
  const copy = readOnce(value)
  // A `then` method anywhere would be called for the value it sits on: refused at its path.
  const thenable = thenableInputIssue(copy)
  if (thenable !== undefined) return { issues: [thenable] }
  // Yup's cast throws on an unknown `constructor`: it is removed, as Yup strips unknown keys.
  dropInheritedUnknownKeys(schema, copy)
  const result = await validateAsYup(schema, copy)
  if (result.issues !== undefined || !namesPrototypeMember(schema)) return result
  // Yup takes `{}`'s inherited `constructor` for a required key of that name.
  const missing = missingInheritedKeys(schema, result.value)
  return missing.length === 0 ? result : { issues: missing }
}

// Yup's own promise is never given the valid value (`validateUnadopted`): it would call a
// `then` of it.
async function validateAsYup(
  schema: StandardSchemaV1,
  value: unknown,
): Promise<StandardSchemaV1.Result<unknown>> {
  try {
    const { value: output } = await validateUnadopted(schema, value, { abortEarly: false })
    // A default's promise is not the value its type says: core refuses it, at its path.
    if (!mayTransform(schema)) return { value: output }
    return await settleAsyncOutput({ value: output })
  } catch (error) {
    if (!isValidationError(error)) throw error
    // The error's value is what Yup cast before the checks failed, promises included.
    return settleAsyncOutput(await issuesOf(schema, error), error.value)
  }
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
