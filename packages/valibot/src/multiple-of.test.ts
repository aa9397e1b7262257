import { compileJudge, createValidator } from '@polytool/conformance'
import { extractJsonSchema, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'

const extract = (schema: v.GenericSchema) =>
  extractJsonSchema(withAdapter(schema, valibotAdapter), { onUnrepresentable: 'any' })

describe('v.multipleOf()', () => {
  it('disagrees with JSON Schema for a divisor that is not a whole number, and says so', () => {
    const schema = v.object({ step: v.pipe(v.number(), v.multipleOf(0.1)) })
    const extracted = extract(schema)
    const judge = compileJudge(createValidator(), extracted.schema)
    // The remainder 0.5 % 0.1 is 0.09999999999999998; the quotient 0.5 / 0.1 is 5.
    expect(v.is(schema, { step: 0.5 })).toBe(false)
    expect(judge({ step: 0.5 }).ok).toBe(true)
    // The remainder 1e308 % 0.5 is 0, and 1e308 is a multiple of 0.5: there they agree, where a
    // validator dividing in floating point overflows to Infinity.
    const half = v.pipe(v.number(), v.multipleOf(0.5))
    expect(v.is(half, 1e308)).toBe(true)
    expect(compileJudge(createValidator(), extract(half).schema)(1e308).ok).toBe(true)
    expect(extracted.inexact).toEqual([
      {
        keyword: 'multipleOf',
        path: '/properties/step',
        direction: 'both',
        message: expect.stringContaining('0.09999999999999998'),
      },
    ])
  })

  it('is exact for a whole divisor: the remainder of two doubles is exact', () => {
    const schema = v.pipe(v.number(), v.multipleOf(5))
    const judge = compileJudge(createValidator(), extract(schema).schema)
    for (const value of [0, 15, -10, 7, 2.5, 5e-324, 2 ** 60, 1e308, 4.999999999999999]) {
      expect(v.is(schema, value), String(value)).toBe(judge(value).ok)
    }
    expect(extract(schema).inexact).toEqual([])
  })
})
