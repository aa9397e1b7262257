import { extractJsonSchema } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index'

// A record keyed by an intersection of numbers: Zod reads the key "1" as the number 1, so the
// schema must admit it, not refuse every key with `allOf` of number schemas.
describe('a z.record() keyed by an intersection of numbers', () => {
  it.each([
    ['numbers', z.number().and(z.number().max(5)), '^(?:0|-?(?:[1-9]'],
    ['an integer', z.int().and(z.number().max(5)), '^(?:0|-?[1-9]\\d{0,14})$'],
  ])('of %s states its keys with a pattern, and warns of the bounds', async (_, key, pattern) => {
    const tool = createTool({
      id: 'intersection_keys',
      description: 'Reads a record',
      inputSchema: z.object({ r: z.record(key, z.string()) }),
      execute: async (input: unknown) => input,
    })
    expect(await tool.execute({ r: { '1': 'x' } })).toEqual({ r: { '1': 'x' } })
    if (tool.inputSchema === undefined) throw new Error('the tool has no input schema')
    const { schema, inexact } = extractJsonSchema(tool.inputSchema)
    const names = (schema as { properties: { r: { propertyNames: Record<string, unknown> } } })
      .properties.r.propertyNames
    expect(names).toEqual({ type: 'string', pattern: expect.stringContaining(pattern) })
    expect(new RegExp(names.pattern as string, 'u').test('1')).toBe(true)
    expect(inexact).toContainEqual(
      expect.objectContaining({
        path: '/properties/r',
        keyword: 'propertyNames',
        direction: 'both',
      }),
    )
  })
})
