import { compileJudge, createValidator, recordingTool } from '@polytool/conformance'
import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { Schema, SchemaGetter, SchemaTransformation } from 'effect'
import { describe, expect, it } from 'vitest'
import { effectAdapter } from './adapter'
import { createTool, toJsonSchema } from './index'

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

// Effect matches a record's key against its key schema's encoded side: `NumberFromString` takes
// every string key, the probe key too, and then checks the value there. The probe asked the key's
// decoded side (a number), took the probe key for an unknown one, read the value's issue at it as
// a refusal, and closed every struct of a schema whose validator, in its default mode, takes
// unknown keys.
describe('the excess-key probe, against records whose key decodes', () => {
  const byNumber = Schema.Record(Schema.NumberFromString, Schema.String)
  const A = Schema.Struct({ a: Schema.String })
  it('reports a struct beside the record in a union as inexact: a probe would decode its keys', () => {
    // Every member sees the probe: the record's key getter would run on its keys.
    const root = Schema.Union([byNumber, A])
    const value = { a: 'x', extra: 1 }
    expect(standardOf(root)['~standard'].validate(value)).not.toHaveProperty('issues')
    const emitted = emit(standardOf(root, closed))
    expect(standardOf(root, closed)['~standard'].validate(value)).toHaveProperty('issues')
    expect(JSON.stringify(emitted.schema)).not.toContain('"additionalProperties":false')
    expect(emitted.inexact).toContainEqual(
      expect.objectContaining({ keyword: 'additionalProperties', direction: 'stricter' }),
    )
  })

  it.each([
    [
      'a struct after the record in a tuple',
      Schema.Tuple([byNumber, A]),
      [{ '1': 'y' }, { a: 'x', extra: 1 }],
    ],
    [
      'a struct after a record keyed by FiniteFromString',
      Schema.Tuple([Schema.Record(Schema.FiniteFromString, Schema.String), A]),
      [{ '1': 'y' }, { a: 'x', extra: 1 }],
    ],
  ])('leaves %s open in the default mode', (_, root, value) => {
    const schema = standardOf(root)
    expect(schema['~standard'].validate(value)).not.toHaveProperty('issues')
    const emitted = emit(schema)
    expect(JSON.stringify(emitted.schema)).not.toContain('"additionalProperties":false')
    expect(compileJudge(ajv, emitted.schema as object)(value).ok).toBe(true)
    // Under onExcessProperty: 'error' the same struct is closed, as its validator is.
    const strict = standardOf(root, closed)
    expect(strict['~standard'].validate(value)).toHaveProperty('issues')
    const strictEmitted = emit(strict)
    expect(compileJudge(ajv, strictEmitted.schema as object)(value).ok).toBe(false)
    expect(JSON.stringify(strictEmitted.schema)).toContain('"additionalProperties":false')
  })

  it('keeps a tool open whose struct holds such a record, and closes it under error', async () => {
    const root = Schema.Struct({ a: Schema.String, m: byNumber })
    const value = { a: 'x', m: { '1': 'y' }, extra: 1 }
    const open = standardOf(root)
    const { tool, received } = recordingTool(createTool, open)
    await tool.execute(value)
    expect(received).toEqual([{ a: 'x', m: { '1': 'y' } }])
    const json = toJsonSchema(open) as Record<string, unknown>
    expect(json.additionalProperties).not.toBe(false)
    expect(compileJudge(ajv, json)(value).ok).toBe(true)

    const strict = standardOf(root, closed)
    expect(strict['~standard'].validate(value)).toHaveProperty('issues')
    expect((toJsonSchema(strict) as Record<string, unknown>).additionalProperties).toBe(false)
  })

  it('runs no getter of a key schema while probing', () => {
    let calls = 0
    const shouted = Schema.String.pipe(
      Schema.decodeTo(Schema.String, {
        decode: SchemaGetter.transform((key: string) => {
          calls++
          return key.toUpperCase()
        }),
        encode: SchemaGetter.transform((key: string) => key.toLowerCase()),
      }),
    )
    const root = Schema.Tuple([
      Schema.Record(shouted, Schema.Struct({ a: Schema.String })),
      Schema.StructWithRest(Schema.Struct({ b: Schema.String }), [
        Schema.Record(shouted, Schema.String),
      ]),
    ])
    for (const options of [undefined, closed]) {
      const schema = standardOf(root, options)
      for (const io of ['input', 'output'] as const) {
        extractJsonSchema(withAdapter(schema, effectAdapter), { onUnrepresentable: 'any', io })
      }
    }
    expect(calls).toBe(0)
  })

  it('reports a struct reached only through a decoding key as inexact, not closed', () => {
    const root = Schema.Record(Schema.NumberFromString, Schema.Struct({ a: Schema.String }))
    const value = { '1': { a: 'x', extra: 1 } }
    for (const options of [undefined, closed]) {
      const emitted = emit(standardOf(root, options))
      expect(JSON.stringify(emitted.schema)).not.toContain('"additionalProperties":false')
      expect(emitted.inexact).toContainEqual(
        expect.objectContaining({
          path: '/additionalProperties',
          keyword: 'additionalProperties',
          direction: 'stricter',
        }),
      )
    }
    expect(standardOf(root, closed)['~standard'].validate(value)).toHaveProperty('issues')
  })
})
