import type { StandardSchemaV1 } from '@standard-schema/spec'
import { normalizeIssues, type ToolIssue } from './issues'
import { isPromiseLike, type MaybePromise } from './maybe-promise'

/** The outcome of running one schema on one value. */
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: ToolIssue[] }

/**
 * Runs a Standard Schema validator; sync validators answer synchronously, async ones are
 * awaited. A validator that throws (a throwing getter, a stack overflow on very deep data)
 * becomes an issue, never an exception.
 *
 * @example
 * const result = await validateWith(z.string(), 42) // { ok: false, issues: [...] }
 */
export function validateWith<S extends StandardSchemaV1>(
  schema: S,
  value: unknown,
): MaybePromise<ValidationResult<StandardSchemaV1.InferOutput<S>>> {
  let pending: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>
  try {
    pending = schema['~standard'].validate(value)
  } catch (error) {
    return crashed(error)
  }
  if (!isPromiseLike(pending)) return toValidationResult(pending)
  return Promise.resolve(pending).then(toValidationResult, crashed)
}

function toValidationResult<T>(result: StandardSchemaV1.Result<unknown>): ValidationResult<T> {
  if (result.issues !== undefined) return { ok: false, issues: normalizeIssues(result.issues) }
  return { ok: true, value: result.value as T }
}

function crashed(error: unknown): ValidationResult<never> {
  const message =
    error instanceof RangeError
      ? `The value is too deeply nested to validate (${error.message})`
      : `The value could not be validated: reading it threw (${error instanceof Error ? error.message : String(error)})`
  return { ok: false, issues: [{ path: [], message }] }
}
