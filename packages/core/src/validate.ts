import type { StandardSchemaV1 } from '@standard-schema/spec'
import { refuseInheritedKeysOf } from './inherited-keys'
import { normalizeIssues, type ToolIssue } from './issues'
import type { SchemaValidator, ValueOrigin } from './json-schema/adapter'
import { findEntry, type SchemaEntry } from './json-schema/schema-state'
import { isPromiseLike, type MaybePromise } from './maybe-promise'
import { mayRunChecks, refusePromisedCheck } from './promised-checks'
import { mayMakeValues, refusePromisedValues } from './promised-values'
import { handlingPromisesMadeBy } from './promises-made'
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
 * @param value - the value to check: untrusted unless `origin` is `'tool'`
 * @param limits - how many issues and how long their messages may be
 * @param origin - where the value comes from: `'tool'` for a tool's output
 * @returns the validated value or the issues; a promise only for an async validator
 */
export function validateThrough<S extends StandardSchemaV1>(
  entry: SchemaEntry | undefined,
  schema: S,
  value: unknown,
  limits?: ValidationLimits,
  origin: ValueOrigin = 'caller',
): MaybePromise<ValidationResult<StandardSchemaV1.InferOutput<S>>> {
  let pending: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>
  try {
    if (entry === undefined) pending = schema['~standard'].validate(value)
    else if (mayRunChecks(entry, schema)) {
      pending = handlingPromisesMade(validatorIn(entry, schema, origin), value, refusePromisedCheck)
    } else if (!mayMakeValues(entry, schema)) pending = validatorIn(entry, schema, origin)(value)
    else pending = handlingPromisesMade(validatorIn(entry, schema, origin), value)
  } catch (error) {
    return crashed(error)
  }
  // The library's answer: a thenable counts, read here rather than in a shared helper so this
  // read sees only the shapes of the library's results.
  if (typeof (pending as { then?: unknown } | null)?.then !== 'function') {
    return finish(entry, schema, pending as StandardSchemaV1.Result<unknown>, value, limits)
  }
  return finishLater(
    entry,
    schema,
    pending as PromiseLike<StandardSchemaV1.Result<unknown>>,
    value,
    limits,
  )
}

/**
 * The rest of `validateThrough` once the validator answered a thenable: awaited, then finished
 * as a synchronous answer is.
 *
 * @param entry - the schema's entry, if it has one
 * @param schema - the Standard Schema
 * @param pending - what the validator answered
 * @param value - the value it was given
 * @param limits - how many issues and how long their messages may be
 * @returns the validated value or the issues, once the answer settles
 */
export function finishLater<T>(
  entry: SchemaEntry | undefined,
  schema: StandardSchemaV1,
  pending: PromiseLike<StandardSchemaV1.Result<unknown>>,
  value: unknown,
  limits: ValidationLimits | undefined,
): Promise<ValidationResult<T>> {
  return Promise.resolve(pending).then(
    (result) => finish<T>(entry, schema, result, value, limits),
    crashed,
  )
}

/**
 * The validator of a schema after which nothing is left to do on a value it passes: its adapter
 * said, and its entry keeps, that it runs no check of the user's, makes no value and reads no
 * inherited key. `undefined` for any other schema, or before its first validation.
 *
 * @param entry - the schema's entry, if it has one
 * @param origin - where the values come from: `'tool'` for a tool's output
 * @returns the adapter's validator, or `undefined`
 */
export function bareValidatorOf(
  entry: SchemaEntry | undefined,
  origin: ValueOrigin = 'caller',
): SchemaValidator | undefined {
  if (entry === undefined || entry.runsChecks !== false || entry.makesValues !== false) {
    return undefined
  }
  if (entry.readsInherited !== false) return undefined
  return origin === 'tool' ? entry.toolOutputValidator : entry.validator
}

// A schema whose user functions make values (a default, a fallback, a catch) may have one
// return a promise that the library drops with a failed output, or with an exception it throws:
// every promise made while it validated gets a rejection handler, so none can end the process
// as an unhandled rejection.
// A handler changes nothing for a promise someone else awaits. A schema with checks also has
// its answer judged against the promises made (`refusePromisedCheck`).
function handlingPromisesMade(
  validator: SchemaValidator,
  value: unknown,
  judge?: typeof refusePromisedCheck,
): ReturnType<SchemaValidator> {
  const { result, made } = handlingPromisesMadeBy(() => validator(value))
  return judge === undefined ? result : judge(result, made)
}

// The adapter's way to validate the schema, decided once per origin and kept on its entry.
function validatorIn(
  entry: SchemaEntry,
  schema: StandardSchemaV1,
  origin: ValueOrigin,
): SchemaValidator {
  if (origin === 'tool') {
    entry.toolOutputValidator ??= validatorOf(entry, schema, origin)
    return entry.toolOutputValidator
  }
  entry.validator ??= validatorOf(entry, schema, origin)
  return entry.validator
}

function validatorOf(
  entry: SchemaEntry,
  schema: StandardSchemaV1,
  origin: ValueOrigin,
): SchemaValidator {
  const { adapter } = entry
  if (adapter?.validator !== undefined) return adapter.validator(schema, origin)
  if (adapter?.validate !== undefined) return (value) => adapter.validate!(schema, value)
  return (value) => schema['~standard'].validate(value)
}

// A key the library read from Object.prototype never reaches `execute` (`refuseInheritedKeys`),
// nor does a promise in a passed output (`refusePromisedValues`), which a schema whose adapter
// says it makes no values cannot hold.
/**
 * The rest of `validateThrough` once the validator answered synchronously: inherited keys and
 * promised values refused, issues cut to the limits.
 *
 * @param entry - the schema's entry, if it has one
 * @param schema - the Standard Schema
 * @param result - what the validator answered
 * @param value - the value it was given
 * @param limits - how many issues and how long their messages may be
 * @returns the validated value or the issues; a promise only where a promised value is settled
 */
export function finish<T>(
  entry: SchemaEntry | undefined,
  schema: StandardSchemaV1,
  result: StandardSchemaV1.Result<unknown>,
  value: unknown,
  limits: ValidationLimits | undefined,
): MaybePromise<ValidationResult<T>> {
  let checked: MaybePromise<StandardSchemaV1.Result<unknown>>
  try {
    const owned = refuseInheritedKeysOf(entry, schema, result, value)
    if (entry?.makesValues === false) return toValidationResult(owned, limits)
    checked = refusePromisedValues(entry, schema, owned)
    if (!isPromiseLike(checked)) return toValidationResult(checked, limits)
  } catch (error) {
    // Also an issue that throws where it is read (a message whose `toString` throws).
    return crashed(error)
  }
  return checked.then((settled) => readResult<T>(settled, limits), crashed)
}

function readResult<T>(
  result: StandardSchemaV1.Result<unknown>,
  limits: ValidationLimits | undefined,
): ValidationResult<T> {
  try {
    return toValidationResult<T>(result, limits)
  } catch (error) {
    return crashed(error)
  }
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
/**
 * What a validator that threw fails with: an issue that says so, never the exception's text.
 *
 * @param error - what it threw
 * @returns the failure
 */
export function crashed(error: unknown): ValidationResult<never> {
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
