import { extractJsonSchema } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index'

// A model sends a loose record a key its key schema refuses: Zod hands it on with any value,
// so the schema's `propertyNames` and `additionalProperties` are looser than said, never silent.
const toolOf = (inputSchema: z.ZodType) =>
  createTool({
    id: 'loose_record',
    description: 'Reads a loose record',
    inputSchema,
    execute: async (input: unknown) => input,
  })

function inexactOf(tool: ReturnType<typeof toolOf>) {
  if (tool.inputSchema === undefined) throw new Error('the tool has no input schema')
  return extractJsonSchema(tool.inputSchema).inexact
}

const passedKeys = (keyword: string) =>
  expect.objectContaining({
    path: '/properties/tags',
    keyword,
    direction: 'looser',
    message: expect.stringContaining('key schema refuses'),
  })

describe('a z.looseRecord() whose key schema is not a single regex', () => {
  it.each([
    ['a bounded string', z.string().max(3), 'abcd'],
    ['a template literal', z.templateLiteral(['a', z.number()]), 'b'],
    ['a union of a regex and a literal', z.union([z.string().regex(/^a/), z.literal('x')]), 'y'],
    ['numbers', z.number(), 'abc'],
    ['an enum', z.enum(['a', 'b']), 'c'],
  ])('keyed by %s warns that a refused key passes with any value', async (_, key, sent) => {
    const tool = toolOf(z.object({ tags: z.looseRecord(key, z.string()) }))
    const required = key instanceof z.ZodEnum ? { a: 'x', b: 'x' } : {}
    const input = { tags: { ...required, [sent]: 5 } }
    expect(await tool.execute(input)).toEqual(input)
    const inexact = inexactOf(tool)
    expect(inexact).toContainEqual(passedKeys('propertyNames'))
    expect(inexact).toContainEqual(passedKeys('additionalProperties'))
  })

  it('keyed by any string refuses no key, and is not warned of', () => {
    const tool = toolOf(z.object({ tags: z.looseRecord(z.string(), z.string()) }))
    expect(inexactOf(tool)).not.toContainEqual(passedKeys('additionalProperties'))
  })

  it('keyed by a regex is exact: patternProperties, no warning of passed keys', () => {
    const tool = toolOf(z.object({ tags: z.looseRecord(z.string().regex(/^a/), z.string()) }))
    expect(inexactOf(tool)).not.toContainEqual(passedKeys('additionalProperties'))
  })
})
