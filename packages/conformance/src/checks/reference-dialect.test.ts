import { describe, expect, it } from 'vitest'
import { conformanceCases } from '../cases'
import { asDraft202012 } from './reference-dialect'
import { keywordDifferences } from './reference-keywords'

// A schema emitted for another target, written as draft 2020-12 writes the same assertions:
// a faithful emission compares equal to the case's reference, and a dialect's keyword that
// says less than it seems is read for what it says.

const { nullable, numberExclusive, tuple, recursive, discriminatedUnion } = conformanceCases

describe('a faithful emission for another target is no difference', () => {
  it.each([
    [
      'OpenAPI 3.0 `nullable` beside a type',
      nullable.reference,
      'openapi-3.0',
      {
        type: 'object',
        properties: { a: { type: 'string', nullable: true } },
        required: ['a'],
      },
    ],
    [
      'OpenAPI 3.0 boolean exclusive bounds',
      numberExclusive.reference,
      'openapi-3.0',
      { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1, exclusiveMaximum: true },
    ],
    [
      'OpenAPI 3.0 discriminated union with enums for consts',
      discriminatedUnion.reference,
      'openapi-3.0',
      {
        oneOf: [
          {
            type: 'object',
            properties: { kind: { type: 'string', enum: ['circle'] }, radius: { type: 'number' } },
            required: ['kind', 'radius'],
          },
          {
            type: 'object',
            properties: { kind: { type: 'string', enum: ['square'] }, side: { type: 'number' } },
            required: ['kind', 'side'],
          },
        ],
      },
    ],
    [
      'a draft-07 tuple: a list of items, closed by additionalItems',
      tuple.reference,
      'draft-07',
      {
        type: 'array',
        items: [{ type: 'string' }, { type: 'number' }],
        additionalItems: false,
        minItems: 2,
      },
    ],
    [
      'draft-07 definitions',
      recursive.reference,
      'draft-07',
      JSON.parse(
        '{"$ref":"#/definitions/tree","definitions":{"tree":{"type":"object","properties":{"name":{"type":"string"},"children":{"type":"array","items":{"$ref":"#/definitions/tree"}}},"required":["name","children"]}}}',
      ),
    ],
    [
      'draft-07 dependencies, as key lists and schemas',
      {
        type: 'object',
        dependentRequired: { a: ['b'] },
        dependentSchemas: { c: { required: ['d'] } },
      },
      'draft-07',
      { type: 'object', dependencies: { a: ['b'], c: { required: ['d'] } } },
    ],
  ] as const)('%s', (_name, reference, target, emitted) => {
    expect(
      keywordDifferences(reference as object, asDraft202012(emitted, target).schema).differences,
    ).toEqual([])
  })
})

describe('a dialect keyword is read for what it says', () => {
  it('OpenAPI 3.0 `nullable` without a type admits no null', () => {
    const emitted = {
      type: 'object',
      properties: { a: { anyOf: [{ type: 'string' }], nullable: true } },
      required: ['a'],
    }
    expect(
      keywordDifferences(nullable.reference as object, asDraft202012(emitted, 'openapi-3.0').schema)
        .differences,
    ).toEqual([
      {
        pointer: '/properties/a',
        keyword: 'type',
        change: 'added',
        reference: ['string', 'null'],
        emitted: ['string'],
      },
    ])
  })

  it('a false exclusive bound leaves the bound inclusive', () => {
    const emitted = { type: 'number', minimum: 0, exclusiveMinimum: false, maximum: 1 }
    expect(
      keywordDifferences(
        numberExclusive.reference as object,
        asDraft202012(emitted, 'openapi-3.0').schema,
      ).differences,
    ).toEqual([
      { pointer: '', keyword: 'minimum', change: 'added', emitted: 0 },
      { pointer: '', keyword: 'maximum', change: 'added', emitted: 1 },
      { pointer: '', keyword: 'exclusiveMinimum', change: 'lost', reference: 0 },
      { pointer: '', keyword: 'exclusiveMaximum', change: 'lost', reference: 1 },
    ])
  })
})

describe('attack: a hostile schema for another target', () => {
  it('100,000 levels of draft-07 items are rewritten to a limit, without a stack overflow', () => {
    let deep: object = { type: 'string' }
    for (let level = 0; level < 100_000; level++) deep = { type: 'array', items: [deep] }
    const rewrite = asDraft202012(deep, 'draft-07')
    expect(rewrite.unread).toMatchObject({
      pointer: `${'/items/0'.repeat(129)}`,
      cause: 'depth',
    })
    expect(() => keywordDifferences(tuple.reference as object, rewrite.schema)).not.toThrow()
  })

  it('a key named __proto__ stays an own key', () => {
    const emitted = JSON.parse(
      '{"type":"object","dependencies":{"__proto__":["b"]},"properties":{"__proto__":{"type":"string","nullable":true}}}',
    )
    const rewritten = asDraft202012(emitted, 'openapi-3.0').schema as Record<
      string,
      Record<string, unknown>
    >
    expect(Object.getPrototypeOf(rewritten.properties)).toBe(Object.prototype)
    expect(Object.hasOwn(rewritten.properties ?? {}, '__proto__')).toBe(true)
    expect(Object.hasOwn(rewritten.dependentRequired ?? {}, '__proto__')).toBe(true)
  })
})
