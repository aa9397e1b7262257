import { describe, expect, it } from 'vitest'
import { nullableAsJsonSchema } from './gemini-nullable'

describe('nullableAsJsonSchema', () => {
  it('admits null beside a type, and in an enum', () => {
    expect(
      nullableAsJsonSchema({
        type: 'object',
        properties: {
          a: { type: 'string', nullable: true },
          b: { type: 'string', enum: ['x'], nullable: true },
          c: { anyOf: [{ type: 'number', nullable: true }] },
          d: { type: 'array', items: { type: 'integer', nullable: true } },
        },
      }),
    ).toEqual({
      type: 'object',
      properties: {
        a: { type: ['string', 'null'] },
        b: { type: ['string', 'null'], enum: ['x', null] },
        c: { anyOf: [{ type: ['number', 'null'] }] },
        d: { type: 'array', items: { type: ['integer', 'null'] } },
      },
    })
  })

  it('keeps a property named __proto__ as a property, and the input as it was', () => {
    const input = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string","nullable":true}}}',
    )
    const copy = nullableAsJsonSchema(input) as { properties: object }
    expect(Object.hasOwn(copy.properties, '__proto__')).toBe(true)
    expect(Object.getOwnPropertyDescriptor(copy.properties, '__proto__')?.value).toEqual({
      type: ['string', 'null'],
    })
    expect(Object.getOwnPropertyDescriptor(input.properties, '__proto__')?.value).toEqual({
      type: 'string',
      nullable: true,
    })
  })
})
