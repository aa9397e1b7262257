import { extractJsonSchema } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index'

// A model sends a record entry named "__proto__" (JSON.parse makes it an own key). The library
// checks it and then leaves it out of the value execute gets: that loss must be said, never silent.
const seen: unknown[] = []
const toolOf = (inputSchema: Parameters<typeof createTool>[0]['inputSchema']) =>
  createTool({
    id: 'proto_record',
    description: 'Reads a record',
    inputSchema,
    execute: async (input: unknown) => {
      seen.push(input)
      return { ok: true }
    },
  })

function schemaOf(tool: ReturnType<typeof toolOf>) {
  if (tool.inputSchema === undefined) throw new Error('the tool has no input schema')
  return tool.inputSchema
}

describe('a record entry named __proto__', () => {
  it('is checked, and the entry dropped from the output is reported with its pointer', async () => {
    const tool = toolOf(z.record(z.string(), z.object({ name: z.string() })))
    seen.length = 0
    const sent = JSON.parse('{"__proto__":{"name":"injected"},"real":{"name":"r"}}')
    expect(await tool.execute(sent)).toEqual({ ok: true })
    expect(Object.keys(seen[0] as object)).toEqual(['real'])
    expect(await tool.execute(JSON.parse('{"__proto__":5}'))).toMatchObject({
      code: 'TOOL_INPUT_INVALID',
    })
    const { inexact } = extractJsonSchema(schemaOf(tool))
    expect(inexact).toEqual([
      expect.objectContaining({
        keyword: 'additionalProperties',
        path: '',
        direction: 'looser',
        message: expect.stringContaining('"__proto__"'),
      }),
    ])
  })

  it('is reported for a loose object too, and not for a strict one', () => {
    expect(extractJsonSchema(schemaOf(toolOf(z.looseObject({ a: z.string() })))).inexact).toEqual([
      expect.objectContaining({ keyword: 'additionalProperties', path: '' }),
    ])
    expect(extractJsonSchema(schemaOf(toolOf(z.strictObject({ a: z.string() })))).inexact).toEqual(
      [],
    )
  })
})

describe('a record entry named __proto__ that its key schema refuses', () => {
  it.each([
    ['z.record()', z.record(z.string().max(3), z.number())],
    ['z.partialRecord() of an enum', z.partialRecord(z.enum(['a', 'b']), z.number())],
    ['a z.looseRecord() keyed by a regex', z.looseRecord(z.string().regex(/^_/), z.number())],
  ])('in %s is skipped unchecked, and warned of at the key schema', async (_, record) => {
    const tool = toolOf(z.object({ r: record }))
    seen.length = 0
    expect(await tool.execute(JSON.parse('{"r":{"__proto__":"x"}}'))).toEqual({ ok: true })
    expect(seen).toEqual([{ r: {} }])
    const keyword = record._zod.def.mode === 'loose' ? 'patternProperties' : 'propertyNames'
    expect(extractJsonSchema(schemaOf(tool)).inexact).toContainEqual(
      expect.objectContaining({
        path: '/properties/r',
        keyword,
        direction: 'looser',
        message: expect.stringContaining('checks neither its key nor its value'),
      }),
    )
  })

  it('is not warned of at a key schema that takes it', () => {
    const tool = toolOf(z.object({ r: z.record(z.string(), z.number()) }))
    expect(extractJsonSchema(schemaOf(tool)).inexact).not.toContainEqual(
      expect.objectContaining({ keyword: 'propertyNames' }),
    )
  })
})
