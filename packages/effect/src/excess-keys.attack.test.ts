import { compileJudge, createValidator } from '@polytool/conformance'
import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { effectAdapter } from './adapter'

// With `onExcessProperty: 'error'` the validator refuses unknown keys everywhere. Each schema here
// hid an object from the excess-key probe (a record's key check took the probe key, or the object
// sat after a tuple's first element), so its JSON Schema stayed open while the validator refused
// an unknown key.

const ajv = createValidator()
const closed = { parseOptions: { onExcessProperty: 'error' as const } }

describe('the excess-key probe, against objects it could not reach', () => {
  it.each([
    [
      'a record keyed by isStartingWith("~")',
      Schema.Record(Schema.String.check(Schema.isStartingWith('~')), Schema.Number),
      { x: 1 },
    ],
    [
      'a struct beside a record keyed by a "~" template',
      Schema.StructWithRest(Schema.Struct({ a: Schema.String }), [
        Schema.Record(Schema.TemplateLiteral(['~', Schema.String]), Schema.Number),
      ]),
      { a: 'x', b: 1 },
    ],
    [
      'a record keyed by /^\\S+$/',
      Schema.Record(Schema.String.check(Schema.isPattern(/^\S+$/)), Schema.Number),
      { 'has space': 1 },
    ],
    [
      'a record keyed by isMinLength(2)',
      Schema.Record(Schema.String.check(Schema.isMinLength(2)), Schema.Number),
      { k: 1 },
    ],
    [
      "a struct after a tuple's first element",
      Schema.Tuple([Schema.String, Schema.Struct({ a: Schema.Number })]),
      ['x', { a: 1, b: 2 }],
    ],
    [
      "a struct in a tuple's rest",
      Schema.TupleWithRest(Schema.Tuple([Schema.String]), [Schema.Struct({ a: Schema.Number })]),
      ['x', { a: 1, b: 2 }],
    ],
  ])('closes %s', (_, root, value) => {
    const schema = Schema.toStandardSchemaV1(
      root as unknown as Schema.Codec<unknown, unknown>,
      closed,
    ) as StandardSchemaV1
    const emitted = extractJsonSchema(withAdapter(schema, effectAdapter), {
      onUnrepresentable: 'any',
    }).schema
    expect(schema['~standard'].validate(value)).toHaveProperty('issues')
    expect(compileJudge(ajv, emitted as object)(value).ok).toBe(false)
    // The same schema without the option stays open, as its validator is.
    const open = Schema.toStandardSchemaV1(
      root as unknown as Schema.Codec<unknown, unknown>,
    ) as StandardSchemaV1
    const openEmitted = extractJsonSchema(withAdapter(open, effectAdapter), {
      onUnrepresentable: 'any',
    }).schema
    expect(JSON.stringify(openEmitted)).not.toContain('"additionalProperties":false')
  })
})

describe("the excess-key probe with errors: 'first'", () => {
  it("still reaches a struct after a tuple's first element", () => {
    const root = Schema.Tuple([Schema.String, Schema.Number, Schema.Struct({ a: Schema.Number })])
    const schema = Schema.toStandardSchemaV1(root, {
      parseOptions: { onExcessProperty: 'error', errors: 'first' },
    }) as StandardSchemaV1
    const value = ['x', 1, { a: 1, b: 2 }]
    expect(schema['~standard'].validate(value)).toHaveProperty('issues')
    const emitted = extractJsonSchema(withAdapter(schema, effectAdapter)).schema
    expect(compileJudge(ajv, emitted as object)(value).ok).toBe(false)
  })
})

// Effect drops unknown keys from its output by default: the output JSON Schema said they may be
// there, which no output of the validator holds.
describe('the output side of a schema that drops unknown keys', () => {
  it('is closed, and the input side stays open', () => {
    const root = Schema.Struct({ a: Schema.String, o: Schema.Struct({ b: Schema.Number }) })
    const schema = Schema.toStandardSchemaV1(root) as StandardSchemaV1
    const result = schema['~standard'].validate({ a: 'x', o: { b: 1, z: 2 }, y: 1 })
    expect(result).toEqual({ value: { a: 'x', o: { b: 1 } } })
    const emit = (io: 'input' | 'output') =>
      extractJsonSchema(withAdapter(schema, effectAdapter), { io }).schema
    expect(emit('output')).toMatchObject({
      additionalProperties: false,
      properties: { o: { additionalProperties: false } },
    })
    expect(emit('input')).toMatchObject({
      additionalProperties: true,
      properties: { o: { additionalProperties: true } },
    })
  })
})
