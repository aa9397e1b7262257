import * as fc from 'fast-check'
import { bad, type ConformanceCase, ok } from '../case'

// Numbers as a model writes them: decimals with up to three places. Subnormal doubles are left
// out: there Ajv's `multipleOf` (a division) and the libraries' (a remainder) round differently.
const finite = (min: number, max: number) =>
  fc.integer({ min: min * 1000, max: max * 1000 }).map((thousandths) => thousandths / 1000)

export const integerRange: ConformanceCase = {
  title: 'an integer from 1 to 10, bounds included',
  valid: [ok(1), ok(10), ok(5)],
  invalid: [bad(0, []), bad(11, []), bad(1.5, []), bad('5', [])],
  arbitrary: fc.oneof(
    fc.integer({ min: -5, max: 15 }),
    finite(-5, 15),
    fc.string({ maxLength: 2 }),
  ),
  reference: { type: 'integer', minimum: 1, maximum: 10 },
}

export const numberExclusive: ConformanceCase = {
  title: 'a number strictly between 0 and 1',
  valid: [ok(0.5), ok(0.001)],
  invalid: [bad(0, []), bad(1, []), bad(-0.5, [])],
  arbitrary: fc.oneof(finite(-1, 2), fc.constantFrom(0, 1, -0)),
  reference: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
}

export const multipleOf: ConformanceCase = {
  title: 'a number that is a multiple of 5',
  valid: [ok(0), ok(15), ok(-10)],
  invalid: [bad(7, []), bad(2.5, []), bad('10', [])],
  arbitrary: fc.oneof(fc.integer({ min: -60, max: 60 }), finite(-60, 60)),
  reference: { type: 'number', multipleOf: 5 },
}

export const boolean: ConformanceCase = {
  title: 'a boolean',
  valid: [ok(true), ok(false)],
  invalid: [bad('true', []), bad(0, []), bad(null, [])],
  arbitrary: fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 0, 1, null)),
  reference: { type: 'boolean' },
}

// A divisor whose multiples a double holds exactly, so the remainder the libraries compute is
// exact: only what the adapter writes is judged.
export const multipleOfFraction: ConformanceCase = {
  title: 'a number that is a multiple of 0.25',
  valid: [ok(0), ok(0.75), ok(-2.5), ok(10)],
  invalid: [bad(0.1, []), bad(0.3, []), bad(1.2, []), bad('0.25', [])],
  arbitrary: fc.oneof(
    finite(-5, 5),
    fc.integer({ min: -40, max: 40 }).map((quarters) => quarters / 4),
    fc.integer({ min: -40, max: 40 }).map((tenths) => tenths / 10),
  ),
  reference: { type: 'number', multipleOf: 0.25 },
}
