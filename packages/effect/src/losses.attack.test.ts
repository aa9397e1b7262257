import { compileJudge, createValidator } from '@polytool/conformance'
import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { Effect, Schema, SchemaGetter, SchemaIssue } from 'effect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectAdapter } from './adapter'

// Each schema here once emitted a JSON Schema that disagreed with Effect's validator on a value,
// with no loss or inexact part reported: a model following the schema was refused in silence.
// Now either Ajv agrees with the validator on the value, or the gap is reported where it is.

const ajv = createValidator()
const odd = Schema.Number.check(Schema.makeFilter((n: number) => n % 2 === 1))
const digits = Schema.String.check(Schema.isPattern(/^\d+$/))

type Io = 'input' | 'output'

function emit(schema: StandardSchemaV1, io: Io = 'input') {
  return extractJsonSchema(withAdapter(schema, effectAdapter), { onUnrepresentable: 'any', io })
}

function gaps(schema: StandardSchemaV1, io: Io = 'input') {
  const { warnings, inexact } = emit(schema, io)
  return {
    lossy: warnings.map(({ code, path }) => `${code} ${path}`),
    inexact: inexact.map(({ keyword, path, direction }) => `${keyword} ${path} ${direction}`),
  }
}

// Ajv on the emitted schema and the validator give the same answer on `value`.
function agrees(schema: StandardSchemaV1, value: unknown): boolean {
  const byAjv = compileJudge(ajv, emit(schema).schema as object)(value).ok
  const result = schema['~standard'].validate(value) as StandardSchemaV1.Result<unknown>
  return byAjv === (result.issues === undefined)
}

const std = (schema: Schema.Top, strict = false) =>
  Schema.toStandardSchemaV1(
    schema as Schema.Codec<unknown, unknown>,
    strict ? { parseOptions: { onExcessProperty: 'error' } } : undefined,
  ) as StandardSchemaV1

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

describe('checks under Schema.optional, UndefinedOr, NullishOr and nested unions', () => {
  it.each([
    ['optional', Schema.Struct({ a: Schema.optional(odd) }), '/properties/a'],
    ['UndefinedOr', Schema.Struct({ a: Schema.UndefinedOr(odd) }), '/properties/a'],
    ['Array(UndefinedOr)', Schema.Array(Schema.UndefinedOr(odd)), '/items'],
    [
      'Record(UndefinedOr)',
      Schema.Record(Schema.String, Schema.UndefinedOr(odd)),
      '/additionalProperties',
    ],
    ['Tuple(UndefinedOr)', Schema.Tuple([Schema.UndefinedOr(odd)]), '/prefixItems/0'],
    ['NullOr(NullOr)', Schema.NullOr(Schema.NullOr(odd)), '/anyOf/0'],
    [
      'optional(NullishOr)',
      Schema.Struct({ a: Schema.optional(Schema.NullishOr(odd)) }),
      '/properties/a/anyOf/0',
    ],
  ])('reports a filter inside %s', (_, schema, path) => {
    expect(gaps(std(schema)).lossy).toEqual([`refinement ${path}`])
  })

  it('reports dates and bigints under Schema.optional', () => {
    expect(gaps(std(Schema.Struct({ a: Schema.optional(Schema.Date) }))).lossy).toEqual([
      'date /properties/a',
    ])
    expect(gaps(std(Schema.Struct({ a: Schema.optional(Schema.BigInt) }))).lossy).toEqual([
      'bigint /properties/a',
    ])
  })

  it('warns of a transformation under Schema.optional', () => {
    const schema = std(Schema.Struct({ a: Schema.optional(Schema.FiniteFromString) }))
    expect(gaps(schema).inexact).toEqual(['type /properties/a stricter'])
  })

  it('writes a pattern and a length under Schema.optional exactly', () => {
    const schema = std(
      Schema.Struct({
        a: Schema.optional(digits),
        b: Schema.optional(Schema.String.check(Schema.isMinLength(2))),
      }),
    )
    expect(emit(schema).schema).toMatchObject({
      properties: { a: { type: 'string', pattern: '^\\d+$' }, b: { minLength: 2 } },
    })
    for (const value of [{ a: 'x' }, { a: '12' }, { b: 'x' }, { b: 'xy' }]) {
      expect(agrees(schema, value)).toBe(true)
    }
  })

  it('leaves out the "NaN" spellings of numbers under Schema.optional', () => {
    const schema = std(Schema.Struct({ a: Schema.optional(Schema.Array(Schema.Number)) }))
    expect(agrees(schema, { a: ['NaN'] })).toBe(true)
    expect(emit(schema).schema).toMatchObject({
      properties: { a: { items: { type: 'number' } } },
    })
  })

  it('keeps a literal "NaN" beside a number', () => {
    const schema = std(Schema.Union([Schema.Number, Schema.Literal('NaN')]))
    expect(agrees(schema, 'NaN')).toBe(true)
  })

  it('closes a strict struct under Schema.optional', () => {
    const schema = std(
      Schema.Struct({ o: Schema.optional(Schema.Struct({ a: Schema.String })) }),
      true,
    )
    expect(agrees(schema, { o: { a: 'x', b: 1 } })).toBe(true)
  })

  it('walks each member of nested unions, which Effect flattens', () => {
    const schema = std(
      Schema.Union([
        Schema.Union([Schema.Literal('a'), odd]),
        Schema.Union([Schema.Literal('b'), digits]),
      ]),
    )
    expect(gaps(schema).lossy).toEqual(['refinement /anyOf/1'])
    expect(agrees(schema, 'x')).toBe(true)
  })
})

describe('a check repeated on one keyword', () => {
  it.each([
    [
      'isGreaterThan(5), isGreaterThan(1)',
      Schema.Number.check(Schema.isGreaterThan(5), Schema.isGreaterThan(1)),
      3,
    ],
    [
      'isGreaterThanOrEqualTo(1024) then isBetween(1, 65535)',
      Schema.Number.check(Schema.isGreaterThanOrEqualTo(1024)).check(
        Schema.isBetween({ minimum: 1, maximum: 65535 }),
      ),
      80,
    ],
    [
      'isBetween(0, 10), isLessThanOrEqualTo(20)',
      Schema.Number.check(
        Schema.isBetween({ minimum: 0, maximum: 10 }),
        Schema.isLessThanOrEqualTo(20),
      ),
      15,
    ],
    [
      'isMultipleOf(2), isMultipleOf(3)',
      Schema.Number.check(Schema.isMultipleOf(2), Schema.isMultipleOf(3)),
      3,
    ],
    [
      'isMaxLength(2), isMaxLength(4)',
      Schema.String.check(Schema.isMaxLength(2), Schema.isMaxLength(4)),
      'abc',
    ],
    [
      'isMinLength(3), isMinLength(1) on an array',
      Schema.Array(Schema.Number).check(Schema.isMinLength(3), Schema.isMinLength(1)),
      [1],
    ],
  ])('keeps the stricter of %s', (_, check, value) => {
    const schema = std(Schema.Struct({ v: check }))
    expect(agrees(schema, { v: value })).toBe(true)
    expect(gaps(schema).lossy).toEqual([])
  })

  it('writes a check on a union on each branch it applies to', () => {
    const schema = std(
      Schema.Union([Schema.String, Schema.Array(Schema.String)]).check(
        Schema.isMinLength(2) as never,
      ) as Schema.Top,
    )
    for (const value of [['a'], ['a', 'b'], 'a', 'ab']) expect(agrees(schema, value)).toBe(true)
  })

  it("warns of a check on a union that runs on a member's decoded value", () => {
    const schema = std(
      Schema.Union([Schema.Number, Schema.NumberFromString]).check(Schema.isGreaterThan(0)),
    )
    expect(agrees(schema, -1)).toBe(true)
    expect(gaps(schema).inexact).toEqual(['type /anyOf/1 stricter'])
  })
})

describe('values JSON cannot hold', () => {
  it('reports a bigint literal', () => {
    expect(gaps(std(Schema.Struct({ v: Schema.Literal(1n) }))).lossy).toEqual([
      'bigint /properties/v',
    ])
    expect(gaps(std(Schema.Struct({ v: Schema.Literals(['a', 1n]) }))).lossy).toEqual([
      'bigint /properties/v',
    ])
  })

  it('reports a required Undefined key, which no JSON value passes', () => {
    const schema = std(Schema.Struct({ v: Schema.Undefined, w: Schema.String }))
    expect(gaps(schema).lossy).toEqual(['type /properties/v'])
  })

  it('writes Void as any value on the input side, and reports its undefined output', () => {
    const schema = std(Schema.Struct({ v: Schema.Void, w: Schema.String }))
    for (const value of [{ v: true, w: 'x' }, { v: null, w: 'x' }, { w: 'x' }]) {
      expect(agrees(schema, value)).toBe(true)
    }
    expect(gaps(schema, 'output').lossy).toEqual(['type /properties/v'])
  })
})

describe('decoding transformations that can refuse a value', () => {
  it('warns of a getter that can fail', () => {
    const numeric = Schema.String.pipe(
      Schema.decodeTo(Schema.Number, {
        decode: SchemaGetter.transformEffect((s: string) =>
          Number.isNaN(Number(s))
            ? Effect.fail(new SchemaIssue.InvalidValue({ message: 'not numeric' }, s))
            : Effect.succeed(Number(s)),
        ),
        encode: SchemaGetter.transform((n: number) => String(n)),
      }),
    )
    expect(gaps(std(Schema.Struct({ v: numeric }))).inexact).toEqual([
      'type /properties/v stricter',
    ])
  })

  it('warns of a struct decoded from JSON text', () => {
    const json = Schema.String.pipe(
      Schema.decodeTo(Schema.Struct({ a: Schema.Number }), {
        decode: SchemaGetter.parseJson() as never,
        encode: SchemaGetter.stringifyJson() as never,
      }),
    )
    expect(gaps(std(Schema.Struct({ v: json }))).inexact).toEqual(['type /properties/v stricter'])
  })

  it('does not warn of a pure getter, nor of a decoding default', () => {
    const schema = Schema.Struct({
      n: Schema.NumberFromString,
      units: Schema.optionalKey(Schema.String).pipe(
        Schema.withDecodingDefaultKey(Effect.succeed('metric')),
      ),
    })
    expect(gaps(std(schema))).toEqual({ lossy: [], inexact: [] })
  })
})

// Effect decodes each key a record takes with the record's key schema: `FiniteFromString` takes
// every string key and refuses "abc". The JSON Schema said nothing of the keys and nothing was
// warned, so a model sending such a key was refused in silence.
describe('records whose key decodes', () => {
  const byFinite = Schema.Record(Schema.FiniteFromString, Schema.String)

  it('states the encoded keys and warns that decoding refuses some of them', () => {
    const schema = std(byFinite)
    expect(emit(schema).schema).toMatchObject({ propertyNames: { type: 'string' } })
    expect(gaps(schema).inexact).toEqual(['propertyNames  stricter'])
    expect(agrees(schema, { '1.5': 'y' })).toBe(true)
    // Ajv takes "abc", the validator refuses it: the warning above covers the gap.
    expect(agrees(schema, { abc: 'y' })).toBe(false)
  })

  it('warns at the record beside properties, whose own keys the key schema decodes too', () => {
    const schema = std(Schema.StructWithRest(Schema.Struct({ a: Schema.String }), [byFinite]))
    // Effect runs the key schema on the declared key `a` as well, and refuses it.
    expect(schema['~standard'].validate({ a: 'x' })).toHaveProperty('issues')
    expect(emit(schema).schema).toMatchObject({ propertyNames: { type: 'string' } })
    expect(gaps(schema).inexact).toEqual(['propertyNames  stricter'])
  })

  it('warns at a nested record, at its own pointer', () => {
    const schema = std(Schema.Struct({ m: byFinite }))
    expect(gaps(schema).inexact).toEqual(['propertyNames /properties/m stricter'])
  })

  it('states the keys of NumberFromString, which decodes every string, and warns of nothing', () => {
    const schema = std(Schema.Record(Schema.NumberFromString, Schema.String))
    expect(emit(schema).schema).toMatchObject({ propertyNames: { type: 'string' } })
    expect(gaps(schema)).toEqual({ lossy: [], inexact: [] })
    expect(agrees(schema, { abc: 'y' })).toBe(true)
  })

  it('leaves the output side, whose keys are decoded, as Effect writes it', () => {
    const schema = std(byFinite)
    expect(emit(schema, 'output').schema).not.toHaveProperty('propertyNames')
  })
})
