import type { StandardSchemaV1 } from '@standard-schema/spec'
import { refuseInheritedKeys } from './inherited-keys'
import { normalizeIssues, type ToolIssue } from './issues'
import { findEntry, type SchemaEntry } from './json-schema/schema-state'
import { isPromiseLike, type MaybePromise } from './maybe-promise'
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
 * fails at the promise's path (`refusePromisedValues`); so does a key named after an
 * `Object.prototype` member (`constructor`, `toString`) that the library read from the
 * prototype of a value that lacked it (`refuseInheritedKeys`).
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
  return validateThrough(findEntry(schema), schema, value, limits)
}

/**
 * `validateWith` for a caller that has already looked up the schema's entry: a schema bound to
 * an adapter that validates is validated by it (see `JsonSchemaAdapter`).
 *
 * @param entry - the schema's entry, if it has one
 * @param schema - the Standard Schema
 * @param value - the value to check: untrusted
 * @param limits - how many issues and how long their messages may be
 * @returns the validated value or the issues; a promise only for an async validator
 */
export function validateThrough<S extends StandardSchemaV1>(
  entry: SchemaEntry | undefined,
  schema: S,
  value: unknown,
  limits?: ValidationLimits,
): MaybePromise<ValidationResult<StandardSchemaV1.InferOutput<S>>> {
  const adapter = entry?.adapter
  let pending: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>
  try {
    pending =
      adapter?.validate === undefined
        ? schema['~standard'].validate(value)
        : adapter.validate(schema, value)
  } catch (error) {
    return crashed(error)
  }
  if (!isPromiseLike(pending)) return finish(entry, schema, pending, value, limits)
  return Promise.resolve(pending).then(
    (result) => finish(entry, schema, result, value, limits),
    crashed,
  )
}

// A promise in a passed output never reaches `execute` as a value (`refusePromisedValues`), nor
// does a key the library read from Object.prototype (`refuseInheritedKeys`).
function finish<T>(
  entry: SchemaEntry | undefined,
  schema: StandardSchemaV1,
  result: StandardSchemaV1.Result<unknown>,
  value: unknown,
  limits: ValidationLimits | undefined,
): MaybePromise<ValidationResult<T>> {
  let checked: MaybePromise<StandardSchemaV1.Result<unknown>>
  try {
    checked = refusePromisedValues(entry, schema, refuseInheritedKeys(result, value))
  } catch (error) {
    return crashed(error)
  }
  if (!isPromiseLike(checked)) return toValidationResult(checked, limits)
  return checked.then((settled) => toValidationResult<T>(settled, limits))
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
