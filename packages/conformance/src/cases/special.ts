import * as fc from 'fast-check'
import { bad, type ConformanceCase, ok } from '../case'
import { objectOf, STRING } from '../reference'

const word = fc.string({ maxLength: 6, unit: 'grapheme-ascii' })

export const date: ConformanceCase = {
  title: 'a Date',
  valid: [ok(new Date(0))],
  invalid: [bad('2024-01-01', []), bad(0, [])],
  arbitrary: fc.oneof(fc.date({ noInvalidDate: true }), word),
}

export const bigint: ConformanceCase = {
  title: 'a bigint',
  valid: [ok(1n)],
  invalid: [bad(1, []), bad('1', [])],
  arbitrary: fc.oneof(fc.bigInt(), fc.integer()),
}

export const transform: ConformanceCase = {
  title: 'a string transformed into its length (input string, output number)',
  outputIsInput: false,
  valid: [ok('abc', 3), ok('', 0)],
  invalid: [bad(3, []), bad(null, [])],
  arbitrary: fc.oneof(word, fc.integer()),
  reference: { type: 'string' },
}

export const refinement: ConformanceCase = {
  title:
    'an object { password: string, confirm: string } where confirm must equal password (issue on confirm)',
  valid: [ok({ password: 'secret', confirm: 'secret' })],
  invalid: [bad({ password: 'secret', confirm: 'other' }, ['confirm'])],
  arbitrary: fc.record(
    { password: fc.constantFrom('a', 'b'), confirm: fc.constantFrom('a', 'b') },
    { noNullPrototype: true },
  ),
  reference: objectOf({ password: STRING, confirm: STRING }, ['password', 'confirm']),
  referenceLeavesOut: 'that confirm equals password',
}

export const optionalRefinement: ConformanceCase = {
  title: 'an object { code?: string } where code, when present, has an even length (issue on code)',
  valid: [ok({}), ok({ code: 'ab' }), ok({ code: '' })],
  invalid: [bad({ code: 'abc' }, ['code']), bad({ code: 1 }, ['code'])],
  arbitrary: fc.record(
    { code: fc.oneof(word, fc.integer()) },
    { noNullPrototype: true, requiredKeys: [] },
  ),
  reference: objectOf({ code: STRING }),
  referenceLeavesOut: 'that code has an even length',
}
