import type { StandardSchemaV1 } from '@polytool/core'
import type { CaseName } from './cases'

/** Marks a case the library cannot build at all, with the reason. */
export interface Unsupported {
  /** Why the library cannot express this case. */
  readonly unsupported: string
}

/**
 * Declares that a library cannot build a case; the matrix shows it as unsupported.
 *
 * @param reason - why the library cannot build the case, shown in the matrix
 * @returns the marker to put in the fixture set
 *
 * @example
 * import { unsupported } from '@polytool/conformance'
 *
 * export const bigint = unsupported('the library has no bigint type')
 */
export function unsupported(reason: string): Unsupported {
  return { unsupported: reason }
}

/** One schema per logical case, under the case's name: a missing case does not compile. */
export type FixtureSet = { readonly [K in CaseName]: StandardSchemaV1 | Unsupported }

/**
 * Whether a fixture is a schema rather than an `unsupported(...)` marker.
 *
 * @param fixture - a fixture of a `FixtureSet`
 * @returns `true` for a schema, `false` for an `unsupported(...)` marker
 */
export function isSupported(fixture: StandardSchemaV1 | Unsupported): fixture is StandardSchemaV1 {
  return !('unsupported' in fixture && typeof fixture.unsupported === 'string')
}
