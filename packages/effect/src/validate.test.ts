import { Schema, SchemaGetter } from 'effect'
import { describe, expect, it } from 'vitest'
import { encodedGuard } from './encoded-guard'
import { validateEffect } from './validate'

const rejected = async () => Promise.reject(new Error('db=customers_private'))

const asyncTransform = Schema.String.pipe(
  Schema.decodeTo(Schema.Unknown, {
    decode: SchemaGetter.transform(rejected),
    encode: SchemaGetter.transform(() => ''),
  }),
)

describe('encodedGuard', () => {
  it('is undefined for a schema that transforms nothing', () => {
    const schema = Schema.toStandardSchemaV1(
      Schema.Struct({ a: Schema.String.check(Schema.isMinLength(1)), n: Schema.Number }),
    )
    expect(encodedGuard(schema)).toBeUndefined()
  })

  it('checks the encoded side alone of a schema that transforms', () => {
    const guard = encodedGuard(Schema.toStandardSchemaV1(Schema.Struct({ a: asyncTransform })))
    expect(guard?.['~standard'].validate({ a: 'x' })).toEqual({ value: { a: 'x' } })
  })
})

describe('validateEffect', () => {
  it('runs no getter on a value whose encoded side fails', () => {
    let runs = 0
    const counted = Schema.String.pipe(
      Schema.decodeTo(Schema.Number, {
        decode: SchemaGetter.transform((text: string) => {
          runs++
          return text.length
        }),
        encode: SchemaGetter.transform((n: number) => 'x'.repeat(n)),
      }),
    )
    const schema = Schema.toStandardSchemaV1(Schema.Struct({ a: counted, b: Schema.Number }))
    expect(validateEffect(schema, { a: 'x', b: 'no' })).toMatchObject({ issues: [{ path: ['b'] }] })
    expect(runs).toBe(0)
  })

  it('fails, without its text, when an async getter rejects', async () => {
    const schema = Schema.toStandardSchemaV1(Schema.Struct({ a: asyncTransform }))
    const result = await validateEffect(schema, { a: 'x' })
    expect(result.issues).toEqual([
      { message: 'An asynchronous transform of this value failed', path: ['a'] },
    ])
  })
})
