import * as fc from 'fast-check'
import { bad, type ConformanceCase, ok } from '../case'

const word = fc.string({ maxLength: 4, unit: 'grapheme-ascii' })
const scalar = fc.oneof(word, fc.integer({ min: -3, max: 3 }), fc.constant(null))

export const arrayLength: ConformanceCase = {
  title: 'an array of 1 to 3 strings',
  valid: [ok(['a']), ok(['a', 'b', 'c'])],
  invalid: [bad([], []), bad(['a', 'b', 'c', 'd'], []), bad(['a', 1], [1]), bad('a', [])],
  arbitrary: fc.oneof(fc.array(word, { maxLength: 5 }), fc.array(scalar, { maxLength: 4 })),
  reference: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
}

export const tuple: ConformanceCase = {
  title: 'a tuple [string, number] and nothing more',
  valid: [ok(['a', 1])],
  invalid: [bad(['a', 'b'], [1]), bad([1, 1], [0]), bad('a', [])],
  arbitrary: fc.oneof(fc.tuple(scalar, scalar), fc.tuple(word, fc.integer())),
  reference: {
    type: 'array',
    prefixItems: [{ type: 'string' }, { type: 'number' }],
    items: false,
    minItems: 2,
  }, // OpenAPI 3.0 has no tuples: at most, each position takes either item and the length is 2.
  referenceIn: {
    'openapi-3.0': {
      type: 'array',
      items: { anyOf: [{ type: 'string' }, { type: 'number' }] },
      minItems: 2,
      maxItems: 2,
    },
  },
}

export const record: ConformanceCase = {
  title: 'a record of string keys to numbers',
  valid: [ok({}), ok({ a: 1, b: 2.5 })],
  invalid: [bad({ a: 'x' }, ['a']), bad({ a: 1, b: null }, ['b']), bad('a', [])],
  arbitrary: fc.oneof(
    fc.dictionary(
      fc.string({ maxLength: 3, unit: 'grapheme-ascii' }),
      fc.oneof(fc.integer(), word, fc.constant(null)),
      { maxKeys: 4, noNullPrototype: true },
    ),
    fc.array(fc.integer(), { maxLength: 2 }),
  ),
  reference: { type: 'object', additionalProperties: { type: 'number' } },
}

export const recordKeyPattern: ConformanceCase = {
  title: 'a record of keys matching /^[a-z]+$/ to numbers',
  valid: [ok({}), ok({ ab: 1, c: 2.5 })],
  invalid: [bad({ A: 1 }, ['A']), bad({ a1: 1 }, ['a1']), bad({ a: 'x' }, ['a']), bad('a', [])],
  arbitrary: fc.dictionary(
    fc.constantFrom('a', 'ab', 'A', 'a1', '1', '', 'é'),
    fc.oneof(fc.integer(), word),
    { maxKeys: 3, noNullPrototype: true },
  ),
  reference: {
    type: 'object',
    propertyNames: { pattern: '^[a-z]+$' },
    additionalProperties: { type: 'number' },
  }, // OpenAPI 3.0 has neither `propertyNames` nor `patternProperties`: no key pattern at all.
  referenceIn: { 'openapi-3.0': { type: 'object', additionalProperties: { type: 'number' } } },
}
