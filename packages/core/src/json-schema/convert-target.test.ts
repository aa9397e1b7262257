import { describe, expect, it } from 'vitest'
import { convertTarget, nativeOpenApi30 } from './convert-target'
import { finalizeJsonSchema } from './finalize'

const convert = (schema: object, target: 'draft-07' | 'openapi-3.0') =>
  finalizeJsonSchema(convertTarget(structuredClone(schema), target))

describe('convertTarget to draft-07', () => {
  it('renames $defs and their references, and rewrites tuples', () => {
    const { schema, parts } = convert(
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $ref: '#/$defs/node',
        $defs: {
          node: {
            type: 'array',
            prefixItems: [{ type: 'string' }, { $ref: '#/$defs/node' }],
            items: false,
          },
        },
      },
      'draft-07',
    )
    expect(schema).toEqual({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $ref: '#/definitions/node',
      definitions: {
        node: {
          type: 'array',
          items: [{ type: 'string' }, { $ref: '#/definitions/node' }],
          additionalItems: false,
        },
      },
    })
    expect(parts).toEqual([])
  })

  it('reports keywords draft-07 does not have', () => {
    const { schema, parts } = convert({ type: 'object', unevaluatedProperties: false }, 'draft-07')
    expect(schema).toEqual({ type: 'object' })
    expect(parts).toEqual([
      {
        code: 'target',
        path: '',
        message: 'draft-07 has no "unevaluatedProperties" keyword; it was dropped',
      },
    ])
  })
})

describe('a $ref beside constraints, which draft-07 and OpenAPI 3.0 ignore', () => {
  const defs = { name: { type: 'string' } }

  it.each(['draft-07', 'openapi-3.0'] as const)('moves into allOf for %s', (target) => {
    const { schema } = convert(
      {
        type: 'object',
        properties: {
          short: { $ref: '#/$defs/name', maxLength: 3, description: 'a short name' },
          pair: { $ref: '#/$defs/name', allOf: [{ minLength: 2 }] },
        },
        $defs: defs,
      },
      target,
    )
    const ref = target === 'draft-07' ? '#/definitions/name' : '#/$defs/name'
    const properties = (schema as { properties: Record<string, unknown> }).properties
    expect(properties.short).toEqual({
      allOf: [{ $ref: ref }],
      maxLength: 3,
      description: 'a short name',
    })
    expect(properties.pair).toEqual({ allOf: [{ $ref: ref }, { minLength: 2 }] })
  })

  it.each(['draft-07', 'openapi-3.0'] as const)(
    'stays a plain $ref beside annotations and definitions for %s',
    (target) => {
      const { schema } = convert(
        { $ref: '#/$defs/name', description: 'a name', $defs: defs },
        target,
      )
      expect(schema).toMatchObject({ description: 'a name' })
      expect((schema as { $ref?: unknown }).$ref).toMatch(/name$/)
      expect('allOf' in schema).toBe(false)
    },
  )
})

describe('convertTarget to openapi-3.0', () => {
  it('turns null unions, consts and exclusive bounds into OpenAPI 3.0 forms', () => {
    const { schema, parts } = convert(
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: {
          a: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'null' }] },
          b: { type: ['integer', 'null'], exclusiveMinimum: 0, maximum: 9 },
          c: { const: 'on' },
          d: { examples: ['x', 'y'], type: 'string' },
        },
      },
      'openapi-3.0',
    )
    expect(schema).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string', minLength: 1, nullable: true },
        b: { type: 'integer', nullable: true, minimum: 0, exclusiveMinimum: true, maximum: 9 },
        c: { enum: ['on'] },
        d: { example: 'x', type: 'string' },
      },
    })
    expect(parts).toEqual([])
  })

  it('keeps the stricter bound when both are given', () => {
    const { schema } = convert({ type: 'number', minimum: 5, exclusiveMinimum: 1 }, 'openapi-3.0')
    expect(schema).toEqual({ type: 'number', minimum: 5 })
  })

  it('reports tuples and keywords OpenAPI 3.0 cannot express, with their pointers', () => {
    const { schema, parts } = convert(
      {
        type: 'object',
        properties: {
          pair: {
            type: 'array',
            prefixItems: [{ type: 'string' }, { type: 'number' }],
            items: false,
          },
          tags: { type: 'object', propertyNames: { pattern: '^[a-z]+$' } },
        },
      },
      'openapi-3.0',
    )
    expect(schema).toEqual({
      type: 'object',
      properties: {
        pair: {
          type: 'array',
          items: { anyOf: [{ type: 'string' }, { type: 'number' }] },
          minItems: 2,
          maxItems: 2,
        },
        tags: { type: 'object' },
      },
    })
    expect(parts.map((part) => `${part.code} ${part.path}`)).toEqual([
      'target /properties/pair',
      'target /properties/tags',
    ])
  })

  it('returns draft 2020-12 schemas unchanged', () => {
    const schema = { type: 'string' }
    expect(convertTarget(schema, 'draft-2020-12')).toBe(schema)
  })
})

describe('OpenAPI 3.0 tuples', () => {
  it.each([
    [
      'an empty tuple',
      { type: 'array', prefixItems: [], items: false },
      { type: 'array', maxItems: 0 },
    ],
    [
      'no positions and a rest',
      { type: 'array', prefixItems: [], items: { type: 'string' } },
      { type: 'array', items: { type: 'string' } },
    ],
    ['no positions and nothing else', { type: 'array', prefixItems: [] }, { type: 'array' }],
  ])('writes %s exactly, with no empty anyOf', (_name, node, expected) => {
    const final = finalizeJsonSchema(convertTarget(node, 'openapi-3.0'))
    expect(final.schema).toEqual(expected)
    expect(final.parts).toEqual([])
  })
})

describe("a converter's own OpenAPI 3.0 output", () => {
  it('writes null the OpenAPI 3.0 way: no type null, nullable beside an enum with null', () => {
    const written = nativeOpenApi30(
      {
        type: 'object',
        properties: {
          literal: { type: 'null', enum: [null] },
          bare: { type: 'null' },
          choice: { enum: ['a', null] },
          plain: { type: 'string' },
        },
      },
      'openapi-3.0',
    )
    expect(written).toEqual({
      type: 'object',
      properties: {
        literal: { type: 'string', nullable: true, enum: [null] },
        bare: { type: 'string', nullable: true, enum: [null] },
        choice: { type: 'string', enum: ['a', null], nullable: true },
        plain: { type: 'string' },
      },
    })
  })

  // OpenAPI 3.0.3: `nullable` adds null only to a `type` written beside it, and an `enum` beside
  // it must list null; a node that breaks either refuses the null its tool accepts.
  it.each([
    [
      'a union without a type',
      { nullable: true, anyOf: [{ type: 'string' }, { type: 'number' }] },
      {
        anyOf: [
          { type: 'string' },
          { type: 'number' },
          { type: 'string', nullable: true, enum: [null] },
        ],
      },
    ],
    [
      'a reference',
      { nullable: true, allOf: [{ $ref: '#/$defs/a' }], description: 'd' },
      {
        description: 'd',
        anyOf: [
          { allOf: [{ $ref: '#/$defs/a' }] },
          { type: 'string', nullable: true, enum: [null] },
        ],
      },
    ],
    [
      'an enum without null',
      { nullable: true, type: 'string', enum: ['a', 'b'] },
      { nullable: true, type: 'string', enum: ['a', 'b', null] },
    ],
    [
      'an enum of mixed types',
      { nullable: true, enum: ['a', 1] },
      { anyOf: [{ enum: ['a', 1] }, { type: 'string', nullable: true, enum: [null] }] },
    ],
  ])('admits null where OpenAPI 3.0.3 reads it: %s', (_name, node, expected) => {
    expect(nativeOpenApi30(node, 'openapi-3.0')).toEqual(expected)
  })

  it.each([
    [
      'a union of two types and null',
      { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] },
      {
        anyOf: [
          { type: 'string' },
          { type: 'number' },
          { type: 'string', nullable: true, enum: [null] },
        ],
      },
    ],
    [
      'a union of null alone',
      { anyOf: [{ type: 'null' }] },
      { type: 'string', nullable: true, enum: [null] },
    ],
    [
      'a nullable reference',
      { anyOf: [{ $ref: '#/$defs/a' }, { type: 'null' }] },
      {
        anyOf: [
          { allOf: [{ $ref: '#/$defs/a' }] },
          { type: 'string', nullable: true, enum: [null] },
        ],
      },
    ],
    [
      'a nullable enum',
      { enum: ['a', 'b', null] },
      { type: 'string', enum: ['a', 'b', null], nullable: true },
    ],
    [
      'an enum that leaves null out beside a nullable type',
      { type: ['string', 'null'], enum: ['a'] },
      { type: 'string', enum: ['a'] },
    ],
    [
      'a const beside a nullable type',
      { type: ['string', 'null'], const: 'a' },
      { type: 'string', enum: ['a'] },
    ],
    [
      'an enum listing null beside a type that refuses it',
      { type: 'string', enum: ['a', null] },
      { type: 'string', enum: ['a', null] },
    ],
    [
      'a type list beside an anyOf of its own',
      { type: ['string', 'number'], anyOf: [{ minLength: 3 }, { minimum: 5 }] },
      {
        anyOf: [{ minLength: 3 }, { minimum: 5 }],
        allOf: [{ anyOf: [{ type: 'string' }, { type: 'number' }] }],
      },
    ],
    [
      'a oneOf whose null branch another branch also admits',
      { oneOf: [{}, { type: 'null' }] },
      { oneOf: [{}, { type: 'string', nullable: true, enum: [null] }] },
    ],
  ])('derives null as OpenAPI 3.0.3 reads it: %s', (_name, node, expected) => {
    expect(convertTarget(node, 'openapi-3.0')).toEqual(expected)
  })

  it('drops and tags an assertion keyword OpenAPI 3.0 lacks (z.looseRecord patternProperties)', () => {
    const written = nativeOpenApi30(
      { type: 'object', patternProperties: { '^a': { type: 'number' } }, contentEncoding: 'x' },
      'openapi-3.0',
    )
    const final = finalizeJsonSchema(written)
    expect(final.parts).toEqual([
      {
        code: 'target',
        path: '',
        message: 'openapi-3.0 has no "patternProperties" keyword; it was dropped',
      },
    ])
    expect(final.schema).toEqual({ type: 'object', contentEncoding: 'x' })
  })

  it('leaves other targets as they are', () => {
    expect(nativeOpenApi30({ type: 'null' }, 'draft-07')).toEqual({ type: 'null' })
  })
})
