import { extractJsonSchema } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
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
    const tool = toolOf(v.record(v.string(), v.object({ name: v.string() })))
    seen.length = 0
    const sent = JSON.parse('{"__proto__":{"name":"injected"},"real":{"name":"r"}}')
    expect(await tool.execute(sent)).toEqual({ ok: true })
    expect(Object.keys(seen[0] as object)).toEqual(['real'])
    expect(await tool.execute(JSON.parse('{"__proto__":5}'))).toMatchObject({
      code: 'TOOL_INPUT_INVALID',
    })
    const { inexact } = extractJsonSchema(schemaOf(tool))
    expect(inexact).toContainEqual(
      expect.objectContaining({
        keyword: 'additionalProperties',
        path: '',
        direction: 'looser',
        message: expect.stringContaining('"__proto__"'),
      }),
    )
  })

  it('is warned of where the wrong value of a skipped entry fails: at the value schema and below', async () => {
    const tool = toolOf(v.record(v.string(), v.object({ name: v.string() })))
    seen.length = 0
    expect(await tool.execute(JSON.parse('{"constructor":{"name":5}}'))).toEqual({ ok: true })
    const looser = extractJsonSchema(schemaOf(tool))
      .inexact.filter((part) => part.path !== '')
      .map((part) => [part.path, part.keyword, part.direction])
    expect(looser).toEqual(
      expect.arrayContaining([
        ['/additionalProperties', 'type', 'looser'],
        ['/additionalProperties', 'required', 'looser'],
        ['/additionalProperties/properties/name', 'type', 'looser'],
      ]),
    )
  })

  it('is one of three skipped keys: entries named constructor and prototype are declared too', async () => {
    const tool = toolOf(v.record(v.string(), v.number()))
    seen.length = 0
    // Valibot checks none of them: a string passes where the record wants numbers.
    const sent = JSON.parse('{"constructor":"x","prototype":{"a":1},"kept":1}')
    expect(await tool.execute(sent)).toEqual({ ok: true })
    expect(seen[0]).toEqual({ kept: 1 })
    const [part] = extractJsonSchema(schemaOf(tool)).inexact
    expect(part).toMatchObject({ keyword: 'additionalProperties', path: '', direction: 'looser' })
    for (const key of ['"__proto__"', '"constructor"', '"prototype"']) {
      expect(part?.message).toContain(key)
    }
    expect(part?.message).toContain('neither checks')
  })

  it('is declared for an object with a rest schema, which skips the same keys', async () => {
    const tool = toolOf(v.objectWithRest({ a: v.string() }, v.number()))
    seen.length = 0
    expect(await tool.execute(JSON.parse('{"a":"x","constructor":"y","b":2}'))).toEqual({
      ok: true,
    })
    expect(seen[0]).toEqual({ a: 'x', b: 2 })
    expect(extractJsonSchema(schemaOf(tool)).inexact).toEqual([
      expect.objectContaining({
        keyword: 'additionalProperties',
        path: '',
        direction: 'looser',
        message: expect.stringContaining('"constructor"'),
      }),
      expect.objectContaining({ keyword: 'type', path: '/additionalProperties' }),
    ])
  })

  it('is not reported for a strict object, which refuses the key', () => {
    expect(extractJsonSchema(schemaOf(toolOf(v.strictObject({ a: v.string() })))).inexact).toEqual(
      [],
    )
  })

  it('is not reported for a plain object, which drops every unknown key alike', () => {
    expect(extractJsonSchema(schemaOf(toolOf(v.object({ a: v.string() })))).inexact).toEqual([])
  })
})

describe('a loose object entry named __proto__', () => {
  it('is dropped from the output, and reported with the pointer of the loose object', async () => {
    const tool = toolOf(v.object({ opts: v.looseObject({ a: v.string() }) }))
    seen.length = 0
    const sent = JSON.parse('{"opts":{"a":"x","__proto__":{"admin":true},"kept":1}}')
    expect(await tool.execute(sent)).toEqual({ ok: true })
    expect(seen[0]).toEqual({ opts: { a: 'x', kept: 1 } })
    expect(extractJsonSchema(schemaOf(tool)).inexact).toEqual([
      expect.objectContaining({
        keyword: 'additionalProperties',
        path: '/properties/opts',
        direction: 'looser',
        message: expect.stringContaining('v.looseObject()'),
      }),
    ])
  })

  it('is one of three skipped keys: entries named constructor and prototype are declared too', async () => {
    const tool = toolOf(v.looseObject({ a: v.string() }))
    seen.length = 0
    expect(await tool.execute(JSON.parse('{"a":"x","constructor":1,"prototype":2}'))).toEqual({
      ok: true,
    })
    expect(seen[0]).toEqual({ a: 'x' })
    const [part] = extractJsonSchema(schemaOf(tool)).inexact
    expect(part?.message).toContain('"constructor"')
    expect(part?.message).toContain('"prototype"')
  })

  it('leaves the emitted schema as Valibot writes it', () => {
    const { schema } = extractJsonSchema(schemaOf(toolOf(v.looseObject({ a: v.string() }))))
    expect(schema).toMatchObject({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
    })
    expect(schema).not.toHaveProperty('additionalProperties')
  })
})

describe('a record entry its key schema refuses, named __proto__, constructor or prototype', () => {
  it.each([
    ['a bounded string', v.pipe(v.string(), v.maxLength(3))],
    ['a regex', v.pipe(v.string(), v.regex(/^a/))],
    ['a minimum length', v.pipe(v.string(), v.minLength(12))],
  ])('keyed by %s is skipped unchecked, and warned of at the key schema', async (_, key) => {
    const tool = toolOf(v.object({ r: v.record(key, v.number()) }))
    seen.length = 0
    expect(await tool.execute(JSON.parse('{"r":{"__proto__":"x"}}'))).toEqual({ ok: true })
    expect(seen).toEqual([{ r: {} }])
    expect(extractJsonSchema(schemaOf(tool)).inexact).toContainEqual(
      expect.objectContaining({
        path: '/properties/r',
        keyword: 'propertyNames',
        direction: 'looser',
        message: expect.stringContaining('"__proto__"'),
      }),
    )
  })

  it('is not warned of at a key schema that takes every such name', () => {
    const tool = toolOf(v.object({ r: v.record(v.string(), v.number()) }))
    expect(extractJsonSchema(schemaOf(tool)).inexact).not.toContainEqual(
      expect.objectContaining({ keyword: 'propertyNames' }),
    )
  })
})
