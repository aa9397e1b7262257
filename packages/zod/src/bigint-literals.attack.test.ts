import { extractJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'

// Zod writes a bigint literal as the number it equals, though it refuses that number: a model
// sending `1` for `z.literal(1n)` gets an error the schema never warned of.
describe('bigint literals', () => {
  it('reports z.literal(1n) lost instead of emitting the number 1', () => {
    const schema = withAdapter(z.object({ tier: z.literal(1n) }), zodAdapter)
    expect(z.literal(1n).safeParse(1).success).toBe(false)
    const { schema: emitted, warnings } = extractJsonSchema(schema, { onUnrepresentable: 'any' })
    expect(warnings).toEqual([
      expect.objectContaining({ path: '/properties/tier', code: 'bigint' }),
    ])
    expect((emitted as { properties: { tier: unknown } }).properties.tier).not.toHaveProperty(
      'const',
    )
  })

  it('reports a literal list holding a bigint, in a union too', () => {
    const schema = withAdapter(
      z.object({ a: z.literal([1n, 2]), b: z.union([z.literal(5n), z.string()]) }),
      zodAdapter,
    )
    const { warnings } = extractJsonSchema(schema, { onUnrepresentable: 'any' })
    expect(warnings.map((warning) => [warning.path, warning.code])).toEqual(
      expect.arrayContaining([
        ['/properties/a', 'bigint'],
        ['/properties/b/anyOf/0', 'bigint'],
      ]),
    )
  })

  it('refuses to emit it by default', () => {
    const schema = withAdapter(z.object({ tier: z.literal(1n) }), zodAdapter)
    expect(() => extractJsonSchema(schema)).toThrow(/bigint/)
  })
})
