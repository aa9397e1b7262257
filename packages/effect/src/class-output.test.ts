import { UnrepresentableSchemaError } from '@polytool/core'
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { toJsonSchema } from './index'

// The output of a `Schema.Class` is an instance of the class, a declared type: Effect writes the
// JSON encoding of its fields under `$defs.<Name>Encoded`, which says nothing of the instance.
// The node is reported (`type`) and, where the caller accepts the loss, left open (`{}`). A
// filtered field changes nothing there; on the input side its filter is stated.
class Booking extends Schema.Class<Booking>('Booking')({
  nights: Schema.Number.check(Schema.isGreaterThan(0)),
  city: Schema.String,
}) {}

const booking = Schema.toStandardSchemaV1(Schema.Struct({ booking: Booking }))

describe('a Schema.Class with a filtered field', () => {
  it('output side: reported as a declared type, never written as the encoding unwarned', () => {
    const warnings: { code: string; path: string }[] = []
    const json = toJsonSchema(booking, {
      io: 'output',
      onUnrepresentable: (part) => void warnings.push(part),
    }) as { $defs: Record<string, unknown> }
    expect(json.$defs.BookingEncoded).toEqual({})
    expect(warnings.map(({ code, path }) => `${code} ${path}`)).toEqual([
      'type /$defs/BookingEncoded',
    ])
    expect(() => toJsonSchema(booking, { io: 'output' })).toThrow(UnrepresentableSchemaError)
  })

  it('input side: the encoding, with the filter of the field', () => {
    const json = toJsonSchema(booking) as { $defs: Record<string, unknown> }
    expect(json.$defs.BookingEncoded).toMatchObject({
      properties: { nights: { type: 'number', exclusiveMinimum: 0 }, city: { type: 'string' } },
      required: ['nights', 'city'],
    })
  })
})
