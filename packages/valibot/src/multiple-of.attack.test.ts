import { extractJsonSchema, UnrepresentableSchemaError, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'

describe('v.multipleOf(0)', () => {
  const schema = v.object({ n: v.pipe(v.number(), v.multipleOf(0)) })
  const extract = (onUnrepresentable: 'any' | 'throw') => () =>
    extractJsonSchema(withAdapter(schema, valibotAdapter), { io: 'input', onUnrepresentable })

  it('refuses every number (the library fact)', () => {
    expect(v.is(schema, { n: 0 })).toBe(false)
    expect(v.is(schema, { n: 5 })).toBe(false)
  })

  it('is refused with a typed error naming the keyword, even when losses are allowed', () => {
    for (const allowed of ['throw', 'any'] as const) {
      expect(extract(allowed)).toThrow(UnrepresentableSchemaError)
      expect(extract(allowed)).toThrow('/properties/n/multipleOf')
    }
  })
})

describe('v.multipleOf() of a negative divisor', () => {
  it('is stated as the multiples of its opposite, which Valibot takes', () => {
    const schema = v.object({ n: v.pipe(v.number(), v.multipleOf(-5)) })
    expect([10, -10, 0, 7].map((n) => v.is(schema, { n }))).toEqual([true, true, true, false])
    const { schema: json, warnings } = extractJsonSchema(withAdapter(schema, valibotAdapter), {
      io: 'input',
    })
    expect(json).toMatchObject({ properties: { n: { type: 'number', multipleOf: 5 } } })
    expect(warnings).toEqual([])
  })
})

describe('v.multipleOf() of a divisor JSON cannot write', () => {
  it.each([
    ['Infinity', Number.POSITIVE_INFINITY, { enum: [0] }, [true, false, false]],
    ['-Infinity', Number.NEGATIVE_INFINITY, { enum: [0] }, [true, false, false]],
    ['NaN', Number.NaN, { not: {} }, [false, false, false]],
  ])(
    '%s is stated as the numbers it takes, not as multipleOf: null',
    (_, divisor, stated, takes) => {
      const schema = v.object({ n: v.pipe(v.number(), v.multipleOf(divisor)) })
      expect([0, 5, 1e308].map((n) => v.is(schema, { n }))).toEqual(takes)
      const { schema: json, warnings } = extractJsonSchema(withAdapter(schema, valibotAdapter), {
        io: 'input',
      })
      expect(json).toMatchObject({ properties: { n: { type: 'number', ...stated } } })
      expect(JSON.stringify(json)).not.toContain('multipleOf')
      expect(warnings).toEqual([])
    },
  )
})
