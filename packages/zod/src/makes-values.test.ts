import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodMakesValues } from './makes-values'

describe('zodMakesValues', () => {
  it('is false for a schema that only checks', () => {
    const schema = z.object({
      location: z.string().min(1),
      days: z.number().int().min(1).max(7).optional(),
      tags: z.array(z.enum(['a', 'b'])).nullable(),
      refined: z.string().refine((value) => value.length > 0),
    })
    expect(zodMakesValues(schema)).toBe(false)
  })

  // Each of these may hand `execute` a promise where the schema promises a value: if one were
  // missed, core would stop looking for promises in its output.
  it.each([
    ['a default', z.object({ a: z.string().default(() => 'x') })],
    ['a prefault', z.object({ a: z.string().prefault('x') })],
    ['a catch', z.object({ a: z.string().catch('x') })],
    ['an overwrite', z.object({ a: z.string().overwrite((value) => value) })],
    ['a transform', z.object({ a: z.string().transform((value) => value) })],
    ['a preprocess', z.object({ a: z.preprocess((value) => value, z.string()) })],
    [
      'a codec',
      z.object({ a: z.codec(z.string(), z.number(), { decode: Number, encode: String }) }),
    ],
    ['a promise schema', z.object({ a: z.promise(z.string()) })],
    [
      'a default deep in a union',
      z.object({ a: z.union([z.number(), z.object({ b: z.array(z.string().default('x')) })]) }),
    ],
  ])('is true for %s', (_name, schema) => {
    expect(zodMakesValues(schema)).toBe(true)
  })

  it('is true for a lazy schema that holds a default', () => {
    const node: z.ZodType = z.lazy(() =>
      z.object({ next: node.optional(), at: z.number().default(0) }),
    )
    expect(zodMakesValues(node)).toBe(true)
  })
})
