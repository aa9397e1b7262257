import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'

const openApi = (schema: StandardSchemaV1) =>
  extractJsonSchema(withAdapter(schema, zodAdapter), {
    io: 'input',
    target: 'openapi-3.0',
    onUnrepresentable: 'any',
  })

describe('a record in OpenAPI 3.0, which has no propertyNames', () => {
  const keyed = [
    ['a bounded string key', z.record(z.string().max(3), z.string()), { abcd: 'x' }],
    ['a pattern key', z.record(z.string().regex(/^k/), z.string()), { a: 'y' }],
    ['a number key', z.record(z.number(), z.string()), { x: 'y' }],
    ['an enum key', z.record(z.enum(['a', 'b']), z.string()), { a: 'x', b: 'y', c: 'z' }],
    ['a partial enum key', z.partialRecord(z.enum(['a', 'b']), z.string()), { c: 'z' }],
  ] as const

  for (const [label, record, refused] of keyed) {
    it(`warns that ${label} was dropped, at the record: the tool is stricter`, () => {
      const schema = z.object({ r: record })
      const { schema: emitted, warnings, inexact } = openApi(schema)
      const r = (emitted as { properties: { r: object } }).properties.r
      // The emitted schema takes the key; the tool refuses it.
      expect(r).not.toHaveProperty('propertyNames')
      expect(schema.safeParse({ r: refused }).success).toBe(false)
      expect(warnings).toEqual([expect.objectContaining({ code: 'target', path: '/properties/r' })])
      expect(warnings[0]?.message).toMatch(/"propertyNames".*the tool is stricter/)
      // No part is said to be looser at a propertyNames the output does not have.
      expect(inexact.filter((part) => part.keyword === 'propertyNames')).toEqual([])
    })
  }

  it('says too that number keys merge', () => {
    const { warnings } = openApi(z.object({ r: z.record(z.number(), z.string()) }))
    expect(warnings[0]?.message).toMatch(/"1\.0", "01" and "1" are all the key "1"/)
  })

  it('loses nothing for a key that takes any string as it is', () => {
    for (const key of [z.string(), z.union([z.string(), z.number()]), z.any()]) {
      expect(openApi(z.object({ r: z.record(key, z.string()) })).warnings).toEqual([])
    }
  })

  it('refuses it by default, like any part the target cannot express', () => {
    expect(() =>
      extractJsonSchema(withAdapter(z.record(z.string().max(3), z.string()), zodAdapter), {
        target: 'openapi-3.0',
      }),
    ).toThrow(/propertyNames/)
  })
})
