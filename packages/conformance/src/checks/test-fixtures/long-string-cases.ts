import * as fc from 'fast-check'
import { bad, type ConformanceCase, ok } from '../../case'
import { validator } from './handmade-adapters'

// Cases whose bound no value reaches: the kit builds no string longer than 1,000,000
// characters, so only the reference check sees a `maxLength: 2,000,000` lost. The tests of that
// check share them, and the start of its failures.

/** The start of every failure of the reference check that names a difference. */
export const UNLIKE = "unlike the case's reference"

/** What a keyword lost means, as the reference check's failure says it. */
export const STRICTER =
  'the schema admits values the case refuses: if the validator refuses them, a model following the schema gets an error (validator stricter than schema)'

/** The problems that are not the reference check's. */
export const besidesReference = (problems: readonly string[]): string[] =>
  problems.filter((problem) => !problem.startsWith(UNLIKE))

/** A bound past every value the kit builds. */
export const LONG = 2_000_000

/** A string of at most {@link LONG} code points, or a number from 0. */
export const longStringOrNatural: ConformanceCase = {
  title: 'a string of at most 2,000,000 characters, or a number from 0',
  valid: [ok('a'), ok(0), ok(2.5)],
  invalid: [bad(-1, []), bad(null, []), bad(true, [])],
  arbitrary: fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -3, max: 3 })),
  reference: {
    anyOf: [
      { type: 'string', maxLength: LONG },
      { type: 'number', minimum: 0 },
    ],
  },
}

/** The validator of {@link longStringOrNatural}. */
export const stringOrNatural = validator(
  (value) =>
    (typeof value === 'string' && Array.from(value).length <= LONG) ||
    (typeof value === 'number' && value >= 0),
  'expected a string or a number from 0',
)
