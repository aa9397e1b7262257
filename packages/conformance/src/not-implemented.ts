import type { StandardSchemaV1 } from '@polytool/core'

/** A fixture or adapter part that a new adapter has not written yet. */
export interface NotImplemented extends StandardSchemaV1<unknown, unknown> {
  /** What is not implemented yet, and why. */
  readonly notImplemented: string
}

/**
 * A placeholder fixture, written by `pnpm new-adapter`: the kit fails its case with "not
 * implemented" and names what to write, instead of running checks on it.
 *
 * @param what - the case to write
 * @param vendor - the library's Standard Schema vendor name
 * @returns a placeholder schema the kit reports as not implemented
 *
 * @example
 * export const stringLength = notImplemented('stringLength', 'mylib')
 */
export function notImplemented(what: string, vendor: string): NotImplemented {
  const message = `not implemented: ${what}`
  return {
    notImplemented: what,
    '~standard': {
      version: 1,
      vendor,
      validate: () => ({ issues: [{ message }] }),
    },
  }
}

/**
 * Whether a fixture is a `notImplemented(...)` placeholder.
 *
 * @param value - a fixture
 * @returns whether it is a `notImplemented(...)` placeholder
 */
export function isNotImplemented(value: unknown): value is NotImplemented {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { notImplemented?: unknown }).notImplemented === 'string'
  )
}
