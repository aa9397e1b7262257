import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { describe, expect, it, vi } from 'vitest'
import { compileJudge, createDraft07Validator, createValidator } from '../ajv'
import { openApiForAjv } from './openapi-for-ajv'
import { schemaValues } from './schema-values'

// Core derives draft-07 and OpenAPI 3.0 from an adapter's draft 2020-12 output. Judged by Ajv,
// each derived schema accepts exactly what the 2020-12 schema it comes from accepts, or core
// reports the loss (`target`). The "library" here is Ajv 2020-12 on that schema itself, so any
// disagreement is core's derivation.

const ajv2020 = createValidator()
const ajv07 = createDraft07Validator()
const at = (v: object) => ({ type: 'object', properties: { v }, required: ['v'] })
const defs = (schema: object, $defs: object) => ({ ...schema, $defs })
const stringAB = { type: 'string', minLength: 2 }

const SCHEMAS: [string, object, unknown[]][] = [
  [
    'a typed enum or null',
    at({ anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] }),
    [null, 'a', 'c'],
  ],
  ['a const or null', at({ anyOf: [{ const: 'a' }, { type: 'null' }] }), [null, 'a', 'c']],
  [
    'an untyped enum or null',
    at({ anyOf: [{ enum: ['a', 1] }, { type: 'null' }] }),
    [null, 'a', 1, 2],
  ],
  ['a const or a const null', at({ anyOf: [{ const: 'a' }, { const: null }] }), [null, 'a', 'b']],
  [
    'an enum or null in oneOf',
    at({ oneOf: [{ enum: ['a'] }, { type: 'null' }] }),
    [null, 'a', 'b'],
  ],
  [
    'an enum or null in items',
    at({ type: 'array', items: { anyOf: [{ type: 'string', enum: ['x'] }, { type: 'null' }] } }),
    [[null], ['x'], ['y']],
  ],
  [
    'a type that refuses a null branch',
    at({ type: 'string', anyOf: [{ enum: ['a'] }, { type: 'null' }] }),
    [null, 'a', 'b'],
  ],
  [
    'an own enum beside a null branch',
    at({ enum: ['a'], anyOf: [{ type: 'string' }, { type: 'null' }] }),
    [null, 'a', 'b'],
  ],
  [
    'a type list with an enum',
    at({ type: ['string', 'null'], enum: ['a', null] }),
    [null, 'a', 'b'],
  ],
  [
    'a type list with an enum without null',
    at({ type: ['string', 'null'], enum: ['a'] }),
    [null, 'a', 'b'],
  ],
  ['a type list with a length', at({ type: ['string', 'null'], minLength: 2 }), [null, 'a', 'ab']],
  [
    'a nullable integer with a minimum',
    at({ type: ['integer', 'null'], minimum: 3 }),
    [null, 2, 3, 3.5],
  ],
  ['three types', at({ type: ['string', 'number', 'null'] }), [null, 'a', 1, true]],
  [
    'three types and an enum',
    at({ type: ['string', 'number', 'null'], enum: ['a', 1] }),
    [null, 'a', 1, 2],
  ],
  [
    'a string or null in oneOf',
    at({ oneOf: [{ type: 'string' }, { type: 'null' }] }),
    [null, 'a', 1],
  ],
  [
    'a oneOf whose other branch admits null',
    at({ oneOf: [{ type: 'string' }, { type: 'null' }, {}] }),
    [null, 'a', 1],
  ],
  [
    'a closed object or null',
    at({
      anyOf: [
        {
          type: 'object',
          properties: { a: { type: 'string' } },
          required: ['a'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    }),
    [null, { a: 'x' }, { a: 'x', b: 1 }, {}],
  ],
  [
    'a reference or null',
    defs(at({ anyOf: [{ $ref: '#/$defs/A' }, { type: 'null' }] }), { A: stringAB }),
    [null, 'a', 'ab'],
  ],
  [
    'two branches or null',
    at({
      anyOf: [{ type: 'string', maxLength: 1 }, { type: 'number', minimum: 5 }, { type: 'null' }],
    }),
    [null, 'a', 'ab', 5, 4],
  ],
  ['a const null', at({ const: null }), [null, 1]],
  ['an enum of null', at({ enum: [null] }), [null, 1]],
  ['type null', at({ type: 'null' }), [null, 1]],
  ['not null', at({ not: { type: 'null' } }), [null, 1, 'a']],
  ['not an enum', at({ not: { enum: ['a'] } }), [null, 'a', 'b']],
  [
    'not a string or null',
    at({ not: { anyOf: [{ type: 'string' }, { type: 'null' }] } }),
    [null, 'a', 1],
  ],
  [
    'an exclusive minimum at the minimum',
    at({ type: 'number', exclusiveMinimum: 0, minimum: 0 }),
    [0, 1, -1],
  ],
  [
    'an exclusive minimum below the minimum',
    at({ type: 'number', exclusiveMinimum: -1, minimum: 0 }),
    [0, -0.5, 1],
  ],
  [
    'an exclusive minimum above the minimum',
    at({ type: 'number', exclusiveMinimum: 1, minimum: 0 }),
    [0, 1, 1.5],
  ],
  [
    'an exclusive maximum at the maximum',
    at({ type: 'number', exclusiveMaximum: 1, maximum: 1 }),
    [1, 0.5, 2],
  ],
  [
    'a closed tuple',
    at({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], items: false }),
    [['a', 1], ['a'], ['a', 1, 2], [1, 'a']],
  ],
  [
    'a tuple with a rest',
    at({ type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'number' } }),
    [['a', 1], ['a'], ['a', 'b']],
  ],
  [
    'a reference beside a length',
    defs(at({ $ref: '#/$defs/A', maxLength: 3 }), { A: stringAB }),
    ['a', 'ab', 'abcd'],
  ],
  [
    'a nullable reference beside a length',
    defs(at({ anyOf: [{ $ref: '#/$defs/A' }, { type: 'null' }], maxLength: 3 }), { A: stringAB }),
    [null, 'a', 'abcd'],
  ],
  ['a const object', at({ const: { a: 1 } }), [{ a: 1 }, { a: 2 }]],
  ['a const false', at({ const: false }), [false, true, 0]],
  ['an enum of a number and null', at({ enum: [1, null] }), [1, null, 2]],
  [
    'an allOf with null twice',
    at({ allOf: [{ type: ['string', 'null'] }, { anyOf: [{ minLength: 2 }, { type: 'null' }] }] }),
    [null, 'a', 'ab'],
  ],
  [
    'uniqueItems',
    at({ type: 'array', uniqueItems: true }),
    [
      [1, 1],
      [1, 2],
    ],
  ],
  ['a multiple', at({ type: 'integer', multipleOf: 3 }), [3, 4]],
  ['examples beside a const', at({ const: 'a', examples: ['a'] }), ['a', 'b']],
]

// What every derived target may say differently, reported: a keyword it lacks, or a tuple.
const TARGETS = ['draft-07', 'openapi-3.0'] as const

function derivedBy(schema: object, target: (typeof TARGETS)[number]) {
  const library = compileJudge(ajv2020, schema)
  const validate = (value: unknown) =>
    library(value).ok ? { value } : { issues: [{ message: 'refused by the 2020-12 schema' }] }
  const standard: StandardSchemaV1 = { '~standard': { version: 1, vendor: 'handmade', validate } }
  const adapted = withAdapter(standard, {
    vendor: 'handmade',
    targets: ['draft-2020-12'],
    toJsonSchema: () => structuredClone(schema),
  })
  const derived = extractJsonSchema(adapted, { target, onUnrepresentable: 'any' })
  const judged = target === 'openapi-3.0' ? openApiForAjv(derived.schema) : derived.schema
  return { library, judge: compileJudge(ajv07, judged as object), derived }
}

describe.each(TARGETS)('a derived %s schema', (target) => {
  it.each(SCHEMAS)(
    'accepts what its draft 2020-12 schema accepts: %s',
    (_name, schema, samples) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const { library, judge, derived } = derivedBy(schema, target)
      const values = [...samples.map((v) => ({ v })), ...schemaValues(schema)]
      const wrong = values.filter((value) => library(value).ok !== judge(value).ok)
      const reported = derived.warnings.filter((part) => part.code === 'target')
      // A disagreement is allowed only where core says what the target could not hold.
      expect(reported.length > 0 ? [] : wrong.map((value) => JSON.stringify(value))).toEqual([])
      vi.restoreAllMocks()
    },
  )
})
