import { compileJudge, createValidator } from '@polytool/conformance'
import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { Schema, SchemaTransformation } from 'effect'
import { describe, expect, it } from 'vitest'
import { effectAdapter } from './adapter'

// With `onExcessProperty: 'error'` the validator refuses unknown keys everywhere. Each schema here
// hid an object from the excess-key probe (a record's key check took the probe key, or the object
// sat after a tuple's first element), so its JSON Schema stayed open while the validator refused
// an unknown key.

const ajv = createValidator()
const closed = { parseOptions: { onExcessProperty: 'error' as const } }

/** The Standard Schema of an Effect schema, with parse options. */
const standardOf = (root: unknown, options?: Parameters<typeof Schema.toStandardSchemaV1>[1]) =>
  Schema.toStandardSchemaV1(
    root as unknown as Schema.Codec<unknown, unknown>,
    options,
  ) as StandardSchemaV1

/** The JSON Schema and inexact parts of a Standard Schema, through the adapter, losses kept. */
const emit = (schema: StandardSchemaV1) =>
  extractJsonSchema(withAdapter(schema, effectAdapter), { onUnrepresentable: 'any' })

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
    const schema = standardOf(root, closed)
    const emitted = emit(schema).schema
    expect(schema['~standard'].validate(value)).toHaveProperty('issues')
    expect(compileJudge(ajv, emitted as object)(value).ok).toBe(false)
    // The same schema without the option stays open, as its validator is.
    const open = standardOf(root)
    const openEmitted = emit(open).schema
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

// Effect's union picks its candidate members by their literal keys before anything else: a probe
// holding none of them reached no member of a root union of tagged structs, so the union stayed
// open while its validator refused an unknown key.
describe('the excess-key probe, against a root union that picks members by literal keys', () => {
  const A = Schema.Struct({ k: Schema.Literal('a'), x: Schema.Number })
  const B = Schema.Struct({ k: Schema.Literal('b'), y: Schema.String })
  it.each([
    ['Union([A, B])', Schema.Union([A, B]), { k: 'a', x: 1, z: 1 }],
    ['Union([A])', Schema.Union([A]), { k: 'a', x: 1, z: 1 }],
    ['NullOr(A)', Schema.NullOr(A), { k: 'a', x: 1, z: 1 }],
    [
      'a union of TaggedStructs',
      Schema.Union([
        Schema.TaggedStruct('A', { x: Schema.Number }),
        Schema.TaggedStruct('B', { y: Schema.String }),
      ]),
      { _tag: 'A', x: 1, z: 1 },
    ],
    [
      'number literal tags',
      Schema.Union([
        Schema.Struct({ v: Schema.Literal(1), x: Schema.Number }),
        Schema.Struct({ v: Schema.Literal(2) }),
      ]),
      { v: 1, x: 1, z: 1 },
    ],
    [
      'bigint literal tags',
      Schema.Union([
        Schema.Struct({ v: Schema.Literal(1n), x: Schema.Number }),
        Schema.Struct({ v: Schema.Literal(2n) }),
      ]),
      { v: 2n, z: 1 },
    ],
    [
      'a tagged member with an optional key',
      Schema.Union([
        Schema.Struct({ k: Schema.Literal('a'), x: Schema.optional(Schema.Number) }),
        Schema.Struct({ k: Schema.Literal('b') }),
      ]),
      { k: 'a', z: 1 },
    ],
    [
      'a tagged member with a check',
      Schema.Union([A.check(Schema.makeFilter(() => true)), B]),
      { k: 'a', x: 1, z: 1 },
    ],
    [
      'a tagged member beside a record of strings',
      Schema.Union([A, Schema.Record(Schema.String, Schema.String)]),
      { k: 'a', x: 1, z: 1 },
    ],
  ])('closes %s under onExcessProperty: error', (_, root, value) => {
    const schema = standardOf(root, closed)
    const emitted = emit(schema)
    expect(schema['~standard'].validate(value)).toHaveProperty('issues')
    expect(JSON.stringify(emitted.schema)).not.toContain('"additionalProperties":true')
    expect(emitted.inexact).toEqual([])
    if (typeof (value as { v?: unknown }).v !== 'bigint') {
      expect(compileJudge(ajv, emitted.schema as object)(value).ok).toBe(false)
    }
    // The same schema without the option stays open, as its validator is, and nothing is warned.
    const open = standardOf(root)
    const openEmitted = emit(open)
    expect(JSON.stringify(openEmitted.schema)).not.toContain('"additionalProperties":false')
    expect(openEmitted.inexact).toEqual([])
  })

  it('reports a checked member whose tag decodes, which no probe reaches, as inexact', () => {
    // The probe leaves out a key whose type decodes (no getter runs on a probe), so the union
    // picks no member and answers at the root, where the member's check would answer too.
    const tag = Schema.Literal('a').pipe(
      Schema.decodeTo(Schema.Literal('a'), SchemaTransformation.passthrough()),
    )
    const member = Schema.Struct({ k: tag, x: Schema.Number }).check(Schema.makeFilter(() => true))
    const schema = Schema.toStandardSchemaV1(Schema.Union([member]), closed) as StandardSchemaV1
    expect(schema['~standard'].validate({ k: 'a', x: 1, z: 1 })).toHaveProperty('issues')
    const emitted = emit(schema)
    expect(emitted.inexact).toContainEqual(
      expect.objectContaining({ path: '', keyword: 'additionalProperties', direction: 'stricter' }),
    )
  })

  it("reports a struct no probe reaches as inexact (a Date before it, errors: 'first')", () => {
    const root = Schema.Tuple([Schema.Date, Schema.Struct({ a: Schema.Number })])
    const schema = Schema.toStandardSchemaV1(root, {
      parseOptions: { onExcessProperty: 'error', errors: 'first' },
    }) as StandardSchemaV1
    expect(schema['~standard'].validate([new Date(0), { a: 1, b: 2 }])).toHaveProperty('issues')
    const emitted = emit(schema)
    expect(emitted.inexact).toContainEqual(
      expect.objectContaining({
        path: '/prefixItems/1',
        keyword: 'additionalProperties',
        direction: 'stricter',
      }),
    )
  })
})
