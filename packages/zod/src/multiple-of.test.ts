import { createValidator } from '@polytool/conformance'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toJsonSchema } from './index'

const ajv = createValidator()

describe('multipleOf() with a divisor below 1', () => {
  it.each([0.25, 0.1, 1e-300])(
    'refuses in JSON Schema what Zod refuses once the quotient by %d overflows (attacks 1e308 passing the schema)',
    (divisor) => {
      const schema = z.number().multipleOf(divisor)
      const emitted = toJsonSchema(schema) as { maximum: number; minimum: number }
      const judge = ajv.compile(emitted)
      for (const value of [Number.MAX_VALUE, 1e308, -1e308, -Number.MAX_VALUE]) {
        expect(schema.safeParse(value).success).toBe(false)
        expect(judge(value)).toBe(false)
      }
      // The bound is the last value whose quotient is finite: Zod judges it as a number.
      expect(Number.isFinite(emitted.maximum / divisor)).toBe(true)
      expect(emitted.minimum).toBe(-emitted.maximum)
    },
  )

  it('keeps bounds of its own that are tighter, and adds none for a divisor of 1 or more', () => {
    expect(toJsonSchema(z.number().multipleOf(0.5).max(10).min(-3))).toMatchObject({
      maximum: 10,
      minimum: -3,
    })
    expect(toJsonSchema(z.number().multipleOf(5))).not.toHaveProperty('maximum')
  })
})
