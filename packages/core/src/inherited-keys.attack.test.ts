import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import { validateWith } from './validate'

// `{}` inherits `constructor`, `toString`, `hasOwnProperty`… from Object.prototype. A library that
// reads `value[key]` finds those functions and keeps them: a model sending `{}` would satisfy a
// required key, and execute would get a key (a function) the model never sent.
const reached: unknown[] = []
const toolOf = (inputSchema: z.ZodType | v.GenericSchema) =>
  createTool({
    id: 'inherited',
    description: 'Reads keys named after Object.prototype members',
    inputSchema,
    execute: async (input: unknown) => {
      reached.push(input)
      return { ok: true }
    },
  })

describe('keys named after Object.prototype members', () => {
  it.each([
    ['zod unknown', '{}', z.object({ constructor: z.unknown(), hasOwnProperty: z.any() })],
    ['valibot unknown', '{}', v.object({ constructor: v.unknown(), hasOwnProperty: v.any() })],
    ['zod nested', '{"a":[{}]}', z.object({ a: z.array(z.object({ valueOf: z.unknown() })) })],
  ])('%s: %s does not satisfy the key, and execute never runs', async (_, text, schema) => {
    reached.length = 0
    const result = await toolOf(schema).execute(JSON.parse(text))
    expect(result).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
    expect(JSON.stringify(result)).toContain('Object.prototype')
    expect(reached).toEqual([])
  })

  it('sent as own keys, they pass as sent', async () => {
    reached.length = 0
    const tool = toolOf(z.object({ constructor: z.unknown(), hasOwnProperty: z.any() }))
    expect(await tool.execute(JSON.parse('{"constructor":1,"hasOwnProperty":"h"}'))).toEqual({
      ok: true,
    })
    expect(reached).toEqual([{ constructor: 1, hasOwnProperty: 'h' }])
  })

  it('validateWith judges every validation, an output too', async () => {
    const result = await validateWith(z.object({ toString: z.unknown() }), {})
    expect(result).toMatchObject({ ok: false, issues: [{ path: ['toString'] }] })
  })

  it('leaves a key a transform added to a value that was not an object', async () => {
    const schema = z.string().transform((text) => ({ constructor: text }))
    expect(await validateWith(schema, 'x')).toEqual({ ok: true, value: { constructor: 'x' } })
  })

  it('finds a key read from Object.prototype deeper than the quick scan goes', async () => {
    let schema: z.ZodType = z.object({ constructor: z.unknown() })
    let sent: unknown = {}
    for (let level = 0; level < 40; level++) {
      schema = z.object({ a: schema })
      sent = { a: sent }
    }
    const result = await validateWith(schema, sent)
    if (result.ok) expect.fail('an inherited key passed')
    expect(result.issueCount).toBe(1)
    expect(result.issues[0]?.path).toHaveLength(41)
    expect(result.issues[0]?.path.at(-1)).toBe('constructor')
  })

  it('finds one among more values than the quick scan counts', async () => {
    const schema = z.array(z.object({ n: z.number(), valueOf: z.unknown() }).partial())
    const sent: object[] = Array.from({ length: 10_000 }, (_, n) => ({ n, valueOf: n }))
    sent.push({ n: 1 })
    expect(await validateWith(schema, sent)).toMatchObject({
      ok: false,
      issues: [{ path: [10_000, 'valueOf'] }],
    })
  })

  it('visits an output whose objects are shared by 2^60 paths in linear time', async () => {
    // A transform may hand back a graph, not a tree: the scan must not follow every path.
    let shared: Record<string, unknown> = { leaf: true }
    for (let level = 0; level < 60; level++) shared = { left: shared, right: shared }
    const schema = z.unknown().transform(() => shared)
    const result = await validateWith(z.object({ x: schema }), { x: {} })
    expect(result).toEqual({ ok: true, value: { x: shared } })
  })

  it('walks an output 50,000 levels deep in linear time (each level once, no path copied)', async () => {
    // A model's JSON under an `unknown` key: the library hands it on, and the walk follows it.
    let sent: unknown = {}
    for (let level = 0; level < 50_000; level++) sent = { a: sent }
    const schema = z.object({ note: z.unknown(), constructor: z.unknown() })
    const result = await validateWith(schema, { note: sent, constructor: 1 })
    expect(result).toMatchObject({ ok: true })
  })
})
