import { extractJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'

// A union option Zod writes as `{}` makes the union accept any value: the loss must be reported
// at the union, where a value the tool refuses passes the schema, not below it.
describe('a union with an option written as {}', () => {
  it.each([
    ['a tuple item', z.object({ a: z.tuple([z.string(), z.union([z.number(), z.undefined()])]) })],
    ['an object key', z.object({ a: z.union([z.number(), z.date()]) })],
  ])('in %s is reported lossy at the union', (where, schema) => {
    expect(schema.safeParse({ a: where === 'a tuple item' ? ['x', 'y'] : 'y' }).success).toBe(false)
    const { warnings } = extractJsonSchema(withAdapter(schema, zodAdapter), {
      io: 'input',
      onUnrepresentable: 'any',
    })
    const union = where === 'a tuple item' ? '/properties/a/prefixItems/1' : '/properties/a'
    expect(warnings.map((warning) => warning.path)).toContain(union)
  })
})
