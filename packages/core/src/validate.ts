import type { StandardSchemaV1 } from '@standard-schema/spec'
import { normalizeIssues, type ToolIssue } from './issues'
import type { JsonSchemaAdapter } from './json-schema/adapter'
import { findEntry } from './json-schema/schema-state'
import { isPromiseLike, type MaybePromise, whenReady } from './maybe-promise'
import { refusePromisedValues } from './promised-values'
import type { ValidationLimits } from './validation-limits'

/** The outcome of running one schema on one value. */
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false
      /** The first issues (`maxIssues`, default 100), sorted by path. */
      readonly issues: ToolIssue[]
      /** How many issues the schema reported in all. */
      readonly issueCount: number
    }

/**
 * Runs a Standard Schema validator; sync validators answer synchronously, async ones are
 * awaited. A validator that throws (a throwing getter, a stack overflow on very deep data)
 * becomes an issue, never an exception; the exception's text is not quoted in it. A passed
 * value that holds a promise where the schema promises a value (an async default or fallback)
 * fails at the promise's path (`refusePromisedValues`).
 *
 * @param schema - the Standard Schema
 * @param value - the value to check: untrusted
 * @param limits - how many issues and how long their messages may be
 * @returns the validated value or the issues; a promise only for an async validator
 *
 * @example
 * import { validateWith } from '@polytool/core'
 * import { z } from 'zod'
 *
 * const result = await validateWith(z.string(), 42) // { ok: false, issues: [...], issueCount: 1 }
 */
export function validateWith<S extends StandardSchemaV1>(
  schema: S,
  value: unknown,
  limits?: ValidationLimits,
): MaybePromise<ValidationResult<StandardSchemaV1.InferOutput<S>>> {
  return validateThrough(findEntry(schema)?.adapter, schema, value, limits)
}

/**
 * `validateWith` for a caller that has already looked up the schema's adapter: a schema bound to
 * an adapter that validates is validated by it (see `JsonSchemaAdapter`).
 *
 * @param adapter - the adapter bound to the schema, if any
 * @param schema - the Standard Schema
 * @param value - the value to check: untrusted
 * @param limits - how many issues and how long their messages may be
 * @returns the validated value or the issues; a promise only for an async validator
 */
export function validateThrough<S extends StandardSchemaV1>(
  adapter: JsonSchemaAdapter | undefined,
  schema: S,
  value: unknown,
  limits?: ValidationLimits,
): MaybePromise<ValidationResult<StandardSchemaV1.InferOutput<S>>> {
  let pending: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>
  try {
    pending =
      adapter?.validate === undefined
        ? schema['~standard'].validate(value)
        : adapter.validate(schema, value)
  } catch (error) {
    return crashed(error)
  }
  // A promise in a passed output never reaches `execute` as a value (`refusePromisedValues`).
  const finish = (
    result: StandardSchemaV1.Result<unknown>,
  ): MaybePromise<ValidationResult<StandardSchemaV1.InferOutput<S>>> => {
    let checked: MaybePromise<StandardSchemaV1.Result<unknown>>
    try {
      checked = refusePromisedValues(adapter, schema, result)
    } catch (error) {
      return crashed(error)
    }
    return whenReady(checked, (settled) => toValidationResult(settled, limits))
  }
  if (!isPromiseLike(pending)) return finish(pending)
  return Promise.resolve(pending).then(finish, crashed)
}

function toValidationResult<T>(
  result: StandardSchemaV1.Result<unknown>,
  limits: ValidationLimits | undefined,
): ValidationResult<T> {
  if (result.issues === undefined) return { ok: true, value: result.value as T }
  return {
    ok: false,
    issues: normalizeIssues(result.issues, limits),
    issueCount: result.issues.length,
  }
}

// The thrown text is the validator's, often host code (a transform, a refine reaching a
// database): it never reaches the model, which gets only what happened.
function crashed(error: unknown): ValidationResult<never> {
  const message = isRangeError(error)
    ? 'The value is too deeply nested to validate'
    : 'The value could not be validated: the validator threw while reading it'
  return { ok: false, issues: [{ path: [], message }], issueCount: 1 }
}

function isRangeError(error: unknown): boolean {
  try {
    return error instanceof RangeError
  } catch {
    // A proxy whose prototype trap throws.
    return false
  }
}
