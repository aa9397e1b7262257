// What a model may send under an emitted provider schema, once decoded, must pass the tool's
// own validator, unless the emission warned that it may not. Each case pairs a tool schema with
// arguments a model could send; an argument the emitted schema refuses proves nothing and is
// skipped, so the cases list what each target's rewriting (strict nulls, closed objects, dropped
// keywords, entries for maps, unrolled recursion) lets through.

import { describe, expect, it } from 'vitest'
import { ProviderSchemaError } from './errors'
import { describeWireSoundness, type WireCase } from './test-fixtures/wire-soundness'
import { toProviderSchema } from './to-provider-schema'

const CASES: readonly WireCase[] = [
  {
    name: 'optional property (strict: required and nullable, null decoded to absent)',
    schema: { type: 'object', properties: { a: { type: 'string', minLength: 2 } } },
    sent: [{ a: null }, {}, { a: 'xy' }, { a: 'x' }],
  },
  {
    name: 'optional property with a default (null decoded to the default)',
    schema: { type: 'object', properties: { n: { type: 'integer', minimum: 3, default: 5 } } },
    sent: [{ n: null }, {}, { n: 2 }, { n: 4 }],
  },
  {
    name: "OpenAPI's nullable beside a type (the emitters widen the type to null)",
    schema: {
      type: 'object',
      properties: {
        a: { type: 'string', nullable: true },
        n: { type: 'integer', nullable: true, minimum: 1 },
      },
      required: ['a', 'n'],
    },
    sent: [
      { a: null, n: null },
      { a: 'x', n: 2 },
      { a: null, n: 0 },
      { a: 1, n: null },
    ],
  },
  {
    name: 'exclusive bounds (Gemini has no exclusiveMinimum)',
    schema: {
      type: 'object',
      properties: { n: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 } },
      required: ['n'],
    },
    sent: [{ n: 0 }, { n: 1 }, { n: 0.5 }, { n: -1 }],
  },
  {
    name: 'multipleOf and integer bounds moved to a description',
    schema: {
      type: 'object',
      properties: { n: { type: 'integer', multipleOf: 3, maximum: 9 } },
      required: ['n'],
    },
    sent: [{ n: 4 }, { n: 12 }, { n: 6 }],
  },
  {
    name: 'numeric literals (Gemini parameters: a string enum decoded back)',
    schema: { type: 'object', properties: { k: { enum: [1, 2, 3] } }, required: ['k'] },
    sent: [{ k: '1' }, { k: 1 }, { k: '4' }, { k: '01' }, { k: '1.0' }],
  },
  {
    name: 'a map (strict: entries)',
    schema: {
      type: 'object',
      properties: { m: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } } },
      required: ['m'],
    },
    sent: [
      { m: [{ key: 'a', value: 1 }] },
      { m: [{ key: '__proto__', value: 1 }] },
      { m: [{ key: 'a', value: -1 }] },
      { m: { a: 1 } },
    ],
  },
  {
    name: 'a tuple (strict: rewritten)',
    schema: {
      type: 'object',
      properties: {
        t: {
          type: 'array',
          prefixItems: [{ type: 'string' }, { type: 'number' }],
          items: false,
          minItems: 2,
        },
      },
      required: ['t'],
    },
    sent: [{ t: ['a', 1] }, { t: { '0': 'a', '1': 1 } }, { t: ['a'] }, { t: ['a', 1, 2] }],
  },
  {
    name: 'keywords a target drops (not, dependentRequired, uniqueItems, contains)',
    schema: {
      type: 'object',
      properties: {
        s: { type: 'string', not: { const: 'no' } },
        u: { type: 'array', items: { type: 'number' }, uniqueItems: true, contains: { const: 1 } },
        p: { type: 'string' },
        q: { type: 'string' },
      },
      dependentRequired: { p: ['q'] },
    },
    sent: [{ s: 'no' }, { u: [2, 2] }, { p: 'x' }, { p: 'x', q: null }],
  },
  {
    name: 'recursion unrolled (deeper levels sent as JSON text)',
    schema: {
      type: 'object',
      properties: { t: { $ref: '#/$defs/n' } },
      required: ['t'],
      $defs: {
        n: {
          type: 'object',
          properties: { v: { type: 'number' }, c: { $ref: '#/$defs/n' } },
          required: ['v'],
        },
      },
    },
    sent: [
      { t: { v: 1, c: { v: 2, c: { v: 3, c: '' } } } },
      { t: { v: 1, c: { v: 2, c: { v: 3, c: '{"v":"x"}' } } } },
      { t: { v: 1, c: null } },
    ],
  },
  {
    name: 'a root union (wrapped for the targets that need an object root)',
    schema: {
      anyOf: [
        { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
        { type: 'object', properties: { b: { type: 'number' } }, required: ['b'] },
      ],
    },
    sent: [{ value: { a: 'x' } }, { value: { c: 1 } }, { value: null }, { a: 1 }],
  },
]

describeWireSoundness(
  'an argument the emitted schema admits decodes to one the tool accepts, or a warning says otherwise',
  CASES,
)

describe('overlapping oneOf branches on a target without oneOf: refused, never sent as anyOf', () => {
  const overlapping = {
    'number and integer': [{ type: 'number' }, { type: 'integer' }],
    'a string and a shorter string': [{ type: 'string' }, { type: 'string', maxLength: 3 }],
    'a constant and its type': [{ const: 'a' }, { type: 'string' }],
    'two arrays that share []': [
      { type: 'array', items: { type: 'string' } },
      { type: 'array', items: { type: 'number' } },
    ],
  }
  const targets = [
    ['openai', { strict: true }],
    ['anthropic', { strict: true }],
    ['gemini', { mode: 'parameters' }],
  ] as const
  for (const [name, oneOf] of Object.entries(overlapping)) {
    it.each(targets)(`${name}: %s %o`, (target, options) => {
      const schema = { type: 'object', properties: { x: { oneOf } }, required: ['x'] }
      expect(() => toProviderSchema(schema, target, options)).toThrow(ProviderSchemaError)
    })
  }
})
