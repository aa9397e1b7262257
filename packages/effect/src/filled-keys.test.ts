import { Effect, type Option, Schema, SchemaGetter } from 'effect'
import { describe, expect, it } from 'vitest'
import { toJsonSchema } from './index'

const std = Schema.toStandardSchemaV1

describe('keys a decoding default fills', () => {
  const units = Schema.optionalKey(Schema.String).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed('metric')),
  )

  it('are required on the output side only, nested, in arrays and unions too', () => {
    const schema = std(
      Schema.Struct({
        a: Schema.Struct({ units }),
        list: Schema.Array(Schema.Struct({ units, b: Schema.Number })),
        either: Schema.Union([Schema.Struct({ units }), Schema.String]),
      }),
    )
    const output = toJsonSchema(schema, { io: 'output' }) as Record<string, any>
    expect(output.properties.a.required).toEqual(['units'])
    expect(output.properties.list.items.required).toEqual(['b', 'units'])
    expect(output.properties.either.anyOf[0].required).toEqual(['units'])
    const input = toJsonSchema(schema) as Record<string, any>
    expect(input.properties.a.required).toBeUndefined()
    expect(input.properties.list.items.required).toEqual(['b'])
  })

  it('are left optional when the getter may leave the key missing', () => {
    const kept = Schema.optionalKey(Schema.String).pipe(
      Schema.decodeTo(Schema.optionalKey(Schema.String), {
        decode: SchemaGetter.transformOptional((option: Option.Option<string>) => option),
        encode: SchemaGetter.passthrough(),
      }),
    )
    const output = toJsonSchema(std(Schema.Struct({ kept })), { io: 'output' }) as Record<
      string,
      any
    >
    expect(output.required).toBeUndefined()
  })
})

describe('keys a decoding default fills before another decoding', () => {
  it('are required on the output side', () => {
    const count = Schema.optionalKey(Schema.FiniteFromString).pipe(
      Schema.withDecodingDefaultKey(Effect.succeed('1')),
    )
    const schema = std(Schema.Struct({ count }))
    expect(schema['~standard'].validate({})).toEqual({ value: { count: 1 } })
    expect(toJsonSchema(schema, { io: 'output' })).toMatchObject({ required: ['count'] })
    expect(toJsonSchema(schema)).not.toHaveProperty('required')
  })
})
