import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { SchemaEntry } from './json-schema/schema-state'
import { isPromiseLike } from './maybe-promise'

/**
 * The issue of a value whose check returned a promise where its library waits for none: the
 * library took the promise, truthy, as a pass, so the value was never checked.
 */
export const PROMISED_CHECK_MESSAGE =
  'This value could not be checked: a check of the schema returned a promise, which its library cannot wait for'

const PROMISED_CHECK_RESULT: StandardSchemaV1.FailureResult = Object.freeze({
  issues: Object.freeze([Object.freeze({ message: PROMISED_CHECK_MESSAGE })]),
})

/**
 * Whether validating with the schema calls a check the user wrote that its library would take
 * as passing if it returned a promise: the adapter's `runsChecks`, kept on the schema's entry.
 *
 * @param entry - the schema's entry
 * @param schema - the schema
 * @returns `true` only when the adapter said so
 */
export function mayRunChecks(entry: SchemaEntry, schema: StandardSchemaV1): boolean {
  entry.runsChecks ??= entry.adapter?.runsChecks?.(schema) ?? false
  return entry.runsChecks
}

/**
 * The library's answer, unless it passed synchronously while its checks made a promise: then
 * the failure that says the value could not be checked.
 *
 * @param result - What the library answered.
 * @param made - The promises made while it validated.
 * @returns The answer to keep.
 */
export function refusePromisedCheck(
  result: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>,
  made: readonly Promise<unknown>[] | undefined,
): StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> {
  if (made === undefined || made.length === 0) return result
  if (isPromiseLike(result)) return result
  return (result as StandardSchemaV1.Result<unknown>).issues === undefined
    ? PROMISED_CHECK_RESULT
    : result
}
