import * as fc from 'fast-check'
import { bad, type ConformanceCase, ok } from '../case'

export const literalString: ConformanceCase = {
  title: 'the string literal "on"',
  valid: [ok('on')],
  invalid: [bad('off', []), bad('ON', []), bad(true, [])],
  arbitrary: fc.constantFrom('on', 'off', 'ON', '', true, 1),
  reference: { const: 'on' },
}

export const literalNumber: ConformanceCase = {
  title: 'the number literal 42',
  valid: [ok(42)],
  invalid: [bad(41, []), bad('42', []), bad(42.5, [])],
  arbitrary: fc.oneof(fc.constantFrom(42, '42', 42.5, 41), fc.integer({ min: 40, max: 44 })),
  reference: { const: 42 },
}

export const enumString: ConformanceCase = {
  title: 'one of the strings "red", "green", "blue"',
  valid: [ok('red'), ok('green'), ok('blue')],
  invalid: [bad('yellow', []), bad('Red', []), bad(0, [])],
  arbitrary: fc.constantFrom('red', 'green', 'blue', 'yellow', 'Red', '', 0),
  reference: { enum: ['red', 'green', 'blue'] },
}

export const enumNumber: ConformanceCase = {
  title: 'one of the numbers 1, 2, 3',
  valid: [ok(1), ok(2), ok(3)],
  invalid: [bad(4, []), bad('1', []), bad(1.5, [])],
  arbitrary: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constantFrom('1', 1.5, null)),
  reference: { enum: [1, 2, 3] },
}

export const enumNullable: ConformanceCase = {
  title: 'one of the strings "red", "green", or null',
  valid: [ok('red'), ok('green'), ok(null)],
  invalid: [bad('blue', []), bad('null', []), bad(0, [])],
  arbitrary: fc.constantFrom('red', 'green', 'blue', 'null', 'Red', '', null, 0, false),
  reference: { enum: ['red', 'green', null] },
}
