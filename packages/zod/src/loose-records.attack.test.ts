import { extractJsonSchema, isValidationError } from '@polytool/core'
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
  ])('keyed by %s warns that a refused key passes with any value', async (_, key, sent) => {
    const tool = toolOf(z.object({ tags: z.looseRecord(key, z.string()) }))
    const input = { tags: { [sent]: 5 } }
    expect(await tool.execute(input)).toEqual(input)
    const inexact = inexactOf(tool)
    expect(inexact).toContainEqual(passedKeys('propertyNames'))
    expect(inexact).toContainEqual(passedKeys('additionalProperties'))
  })

  it('keyed by listed strings puts the value schema on those keys alone, exactly', async () => {
    const tool = toolOf(z.object({ tags: z.looseRecord(z.enum(['a', 'b.c']), z.string()) }))
    const input = { tags: { a: 'x', 'b.c': 'y', bxc: 5 } }
    expect(await tool.execute(input)).toEqual(input)
    if (tool.inputSchema === undefined) throw new Error('the tool has no input schema')
    const { schema, inexact } = extractJsonSchema(tool.inputSchema)
    expect(schema).toMatchObject({
      properties: {
        tags: {
          required: ['a', 'b.c'],
          patternProperties: { '^(?:a|b\\.c)$': { type: 'string' } },
        },
      },
    })
    const tags = (schema as { properties: { tags: object } }).properties.tags
    expect(tags).not.toHaveProperty('additionalProperties')
    expect(tags).not.toHaveProperty('propertyNames')
    expect(inexact).toEqual([])
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

// Zod runs each key a loose record's key schema lists through that key schema: a refinement
// refusing one fails every value. Restating the record with patternProperties deleted the
// `propertyNames` node, and the refinement's loss with it, so nothing was warned.
describe('a z.looseRecord() keyed by a refined enum', () => {
  it.each<[string, z.core.$ZodRecordKey]>([
    ['z.enum().refine()', z.enum(['a', 'b']).refine((key) => key !== 'a')],
    ['z.literal().refine()', z.literal('a').refine((key) => key !== 'a')],
    [
      'z.enum().pipe(z.literal().refine())',
      z.enum(['a']).pipe(z.literal('a').refine((key) => key !== 'a')),
    ],
    [
      'a union with a refined literal',
      z.union([z.literal('a'), z.literal('b').refine((key) => key !== 'b')]),
    ],
  ])('keyed by %s keeps the refinement loss, at the record too', async (_, key) => {
    const tool = toolOf(z.object({ tags: z.looseRecord(key, z.number()) }))
    const input = { tags: { a: 1, b: 2 } }
    expect(isValidationError(await tool.execute(input))).toBe(true)
    if (tool.inputSchema === undefined) throw new Error('the tool has no input schema')
    const { schema, warnings } = extractJsonSchema(tool.inputSchema, { onUnrepresentable: 'any' })
    expect(warnings).toContainEqual(
      expect.objectContaining({ path: '/properties/tags', code: 'refinement' }),
    )
    expect((schema as { properties: { tags: object } }).properties.tags).not.toHaveProperty(
      'patternProperties',
    )
  })

  it('keyed by an enum with only an .overwrite() is still restated exactly', () => {
    const tool = toolOf(
      z.object({
        tags: z.looseRecord(
          z.enum(['a', 'b']).overwrite((k) => k),
          z.string(),
        ),
      }),
    )
    if (tool.inputSchema === undefined) throw new Error('the tool has no input schema')
    const { schema, inexact, warnings } = extractJsonSchema(tool.inputSchema)
    expect(schema).toMatchObject({
      properties: { tags: { patternProperties: { '^(?:a|b)$': { type: 'string' } } } },
    })
    expect(inexact).toEqual([])
    expect(warnings).toEqual([])
  })
})
