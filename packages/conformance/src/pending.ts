import type { StandardSchemaV1 } from '@polytool/core'

/** A fixture that a new adapter has not written yet: the kit lists it as pending. */
export interface Pending extends StandardSchemaV1<unknown, unknown> {
  /** The case (or attack fixture) still to write. */
  readonly pending: string
}

/**
 * A placeholder fixture, written by `pnpm new-adapter`. The kit runs no check on it and fails
 * nothing for it: it lists the case as pending, with what to build, in the test output and as
 * `pending` in the matrix. Every case that is not pending is judged in full, so a placeholder
 * can hide no failure; it only marks a case nobody has written yet.
 *
 * @param what - The case (or attack fixture) to write.
 * @param vendor - The library's Standard Schema vendor name.
 * @returns A placeholder schema, which refuses every value if it is ever used as a schema.
 *
 * @example
 * import { pending } from '@polytool/conformance'
 *
 * export const stringLength = pending('stringLength', 'mylib')
 */
export function pending(what: string, vendor: string): Pending {
  const message = `pending: the ${what} fixture is not written yet`
  return {
    pending: what,
    '~standard': {
      version: 1,
      vendor,
      validate: () => ({ issues: [{ message }] }),
    },
  }
}

/**
 * Whether a fixture is a `pending(...)` placeholder.
 *
 * @param value - A fixture.
 * @returns Whether it is a `pending(...)` placeholder.
 */
export function isPending(value: unknown): value is Pending {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { pending?: unknown }).pending === 'string'
  )
}
