import { extractJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'

describe('a key named __proto__ in a z.object() shape', () => {
  const schema = z.object({ ['__proto__']: z.number(), b: z.number() })

  it('is ignored by Zod when it validates, which the emitted schema does not say by itself', () => {
    expect(schema.safeParse({ b: 1 }).success).toBe(true)
    expect(schema.safeParse(JSON.parse('{"__proto__":"x","b":1}')).success).toBe(true)
  })

  it('is reported as a looser part of the emitted schema, with its pointer', () => {
    const emitted = extractJsonSchema(withAdapter(schema, zodAdapter))
    expect(emitted.schema).toMatchObject({ required: ['__proto__', 'b'] })
    expect(emitted.inexact).toEqual([
      expect.objectContaining({ keyword: 'properties', path: '', direction: 'looser' }),
    ])
  })

  it('is not reported for an object without one', () => {
    const emitted = extractJsonSchema(withAdapter(z.object({ b: z.number() }), zodAdapter))
    expect(emitted.inexact).toEqual([])
  })
})
