import { extractJsonSchema, UnrepresentableSchemaError, withAdapter } from '@polytool/core'
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { effectAdapter, toJsonSchema } from './index'

const std = Schema.toStandardSchemaV1
const NUMBER_KEY =
  '^(?:[+-]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:[Ee][+-]?\\d+)?|Infinity|-Infinity|NaN)$'

// Effect spells a number's non-JSON values ("NaN", "Infinity", "-Infinity") as strings beside it;
// its validator takes numbers only. Record values sit in `patternProperties`, or in `allOf`
// beside a struct's own properties: those spellings are removed there too.
describe('the values of an Effect record', () => {
  it('are exact under a number or template literal key', () => {
    const byNumber = std(Schema.Record(Schema.Number, Schema.Number.check(Schema.isMultipleOf(2))))
    expect(toJsonSchema(byNumber)).toEqual({
      type: 'object',
      patternProperties: { [NUMBER_KEY]: { type: 'number', multipleOf: 2 } },
      additionalProperties: true,
    })
    const byTemplate = std(
      Schema.Record(Schema.TemplateLiteral(['a', Schema.String]), Schema.Number),
    )
    expect(toJsonSchema(byTemplate)).toEqual({
      type: 'object',
      patternProperties: { '^a[\\s\\S]*?$': { type: 'number' } },
      additionalProperties: true,
    })
    expect(JSON.stringify(toJsonSchema(byTemplate))).not.toContain('NaN')
  })

  it('are exact in the allOf beside a struct', () => {
    const schema = std(
      Schema.StructWithRest(Schema.Struct({ a: Schema.String }), [
        Schema.Record(Schema.String, Schema.Number),
      ]),
    )
    expect(toJsonSchema(schema)).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
      allOf: [{ type: 'object', additionalProperties: { type: 'number' } }],
    })
  })

  it('are stated under a key that is a pattern, which Effect leaves out', () => {
    const schema = std(Schema.Record(Schema.String.check(Schema.isPattern(/^a/)), Schema.Number))
    // The validator refuses { a: 'x' } and drops a key the pattern does not take.
    expect(schema['~standard'].validate({ a: 'x' })).toHaveProperty('issues')
    expect(schema['~standard'].validate({ a: 1, b: 'x' })).toEqual({ value: { a: 1 } })
    expect(toJsonSchema(schema)).toEqual({
      type: 'object',
      patternProperties: { '^a': { type: 'number' } },
      additionalProperties: true,
    })
    const closed = Schema.toStandardSchemaV1(
      Schema.Record(Schema.String.check(Schema.isPattern(/^a/)), Schema.Number),
      { parseOptions: { onExcessProperty: 'error' } },
    )
    expect(closed['~standard'].validate({ b: 1 })).toHaveProperty('issues')
    expect(toJsonSchema(closed)).toMatchObject({ additionalProperties: false })
  })

  it('are stated under a key with length checks, which Effect leaves out', () => {
    const schema = std(Schema.Record(Schema.String.check(Schema.isMinLength(2)), Schema.Number))
    // The validator refuses { ab: 'x' } and drops a key too short to be the record's.
    expect(schema['~standard'].validate({ ab: 'x' })).toHaveProperty('issues')
    expect(schema['~standard'].validate({ a: 'x' })).toEqual({ value: {} })
    const { schema: json, inexact } = extractJsonSchema(withAdapter(schema, effectAdapter))
    expect(json).toEqual({
      type: 'object',
      patternProperties: { '^(?=[\\s\\S]{2,}$)': { type: 'number' } },
      additionalProperties: true,
    })
    // Effect counts '😀' as two units, the pattern as one code point: warned at the record.
    expect(inexact.map(({ keyword, path, direction }) => [keyword, path, direction])).toEqual([
      ['patternProperties', '', 'both'],
    ])
  })

  it('are stated under a key with a prefix, a pattern and code point bounds', () => {
    const key = Schema.String.check(
      Schema.isStartingWith('a.'),
      Schema.isPattern(/b$/),
      Schema.isMaxCodePoints(4),
    )
    const schema = std(
      Schema.Struct({ r: Schema.Record(key, Schema.Struct({ n: Schema.Number })) }),
    )
    expect(toJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        r: {
          type: 'object',
          patternProperties: {
            '^(?=a\\.)(?=[\\s\\S]{0,4}$)[\\s\\S]*?(?:b$)': {
              type: 'object',
              properties: { n: { type: 'number' } },
              required: ['n'],
              additionalProperties: true,
            },
          },
          additionalProperties: true,
        },
      },
      required: ['r'],
      additionalProperties: true,
    })
    const closed = Schema.toStandardSchemaV1(Schema.Record(key, Schema.Number), {
      parseOptions: { onExcessProperty: 'error' },
    })
    expect(closed['~standard'].validate({ 'a.cb': 1, b: 1 })).toHaveProperty('issues')
    expect(toJsonSchema(closed)).toMatchObject({ additionalProperties: false })
  })

  it('are reported when a refined key leaves them unstated', () => {
    const key = Schema.String.check(Schema.makeFilter((s: string) => s !== 'x'))
    const schema = std(Schema.Record(key, Schema.Number))
    expect(schema['~standard'].validate({ ab: 'x' })).toHaveProperty('issues')
    expect(() => toJsonSchema(schema)).toThrow(UnrepresentableSchemaError)
    const parts: { code: string; path: string }[] = []
    toJsonSchema(schema, { onUnrepresentable: (part) => void parts.push(part) })
    expect(parts.map(({ code, path }) => `${code} ${path}`)).toEqual(['constraint '])
  })
})
