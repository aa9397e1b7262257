import { toJsonSchema as coreToJsonSchema, UnrepresentableSchemaError } from '@polytool/core'
import { Schema, SchemaGetter } from 'effect'
import { describe, expect, it } from 'vitest'
import { toJsonSchema } from './index'

const std = Schema.toStandardSchemaV1

// The adapter reads two facts from Effect's annotations rather than typed API: a check's
// `representation` (id and parameters) and `Schema.Date`'s representation id. These tests pin
// them against Effect itself, so an upgrade that changes them fails here, loudly.
describe('what the adapter reads from Effect', () => {
  it("finds each built-in check's representation", () => {
    const representation = (check: unknown) =>
      (check as { annotations?: { representation?: unknown } }).annotations?.representation
    expect(representation(Schema.isMinLength(2))).toEqual({
      id: 'effect/schema/isMinLength',
      payload: { minLength: 2 },
    })
    expect(representation(Schema.isMultipleOf(5))).toEqual({
      id: 'effect/schema/isMultipleOf',
      payload: { divisor: 5 },
    })
    expect(representation(Schema.isPattern(/^a$/))).toMatchObject({
      id: 'effect/schema/isPattern',
      payload: { source: '^a$', flags: '' },
    })
  })

  it("finds Schema.Date's representation id", () => {
    expect(
      (Schema.Date.ast.annotations as { representation?: { id?: unknown } }).representation?.id,
    ).toBe('effect/schema/Date')
  })
})

describe('the Effect adapter', () => {
  it('writes exact keywords where Effect approximates them', () => {
    expect(toJsonSchema(std(Schema.String.check(Schema.isMinLength(2))))).toMatchObject({
      minLength: 2,
    })
    expect(toJsonSchema(std(Schema.Number.check(Schema.isMultipleOf(5))))).toEqual({
      type: 'number',
      multipleOf: 5,
    })
  })

  it('does not tell a model that "NaN" or null is a number', () => {
    expect(toJsonSchema(std(Schema.Number))).toEqual({ type: 'number' })
    const optional = toJsonSchema(std(Schema.Struct({ n: Schema.optional(Schema.Number) }))) as {
      properties: { n: unknown }
    }
    expect(optional.properties.n).toEqual({ type: 'number' })
  })

  it('reports dates, bigints and filters with their paths and codes', () => {
    const schema = std(
      Schema.Struct({
        at: Schema.Date,
        big: Schema.BigInt,
        even: Schema.Number.check(Schema.makeFilter((n: number) => n % 2 === 0)),
      }),
    )
    expect(() => toJsonSchema(schema)).toThrow(UnrepresentableSchemaError)
    const parts: { code: string; path: string }[] = []
    toJsonSchema(schema, { onUnrepresentable: (part) => void parts.push(part) })
    expect(parts.map(({ code, path }) => `${code} ${path}`).sort()).toEqual([
      'bigint /properties/big',
      'date /properties/at',
      'refinement /properties/even',
    ])
  })

  it('refuses a schema that is not an Effect schema', () => {
    const foreign = {
      '~standard': {
        version: 1 as const,
        vendor: 'effect',
        validate: (value: unknown) => ({ value }),
      },
    }
    expect(() => coreToJsonSchema(foreign as never)).toThrow()
    expect(() => toJsonSchema(foreign)).toThrow(UnrepresentableSchemaError)
  })
})

describe('a decoding chain', () => {
  it("describes the input by the encoded schema's checks", () => {
    const length = std(
      Schema.String.check(Schema.isMinLength(2)).pipe(
        Schema.decodeTo(Schema.Number, {
          decode: SchemaGetter.transform((text: string) => text.length),
          encode: SchemaGetter.transform((n: number) => 'x'.repeat(n)),
        }),
      ),
    )
    expect(toJsonSchema(length)).toEqual({ type: 'string', minLength: 2 })
    expect(toJsonSchema(length, { io: 'output' })).toEqual({ type: 'number' })
  })
})
