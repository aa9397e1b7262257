import { extractJsonSchema, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'
import { createTool } from './index'

const emitted = (schema: v.GenericSchema, io: 'input' | 'output' = 'input') =>
  extractJsonSchema(withAdapter(schema, valibotAdapter), { io, onUnrepresentable: 'any' })

const seen: unknown[] = []
const toolOf = (inputSchema: v.GenericSchema) =>
  createTool({
    id: 'defaults',
    description: 'Reads a value with a default',
    inputSchema,
    execute: async (input: unknown) => {
      seen.push(input)
      return { ok: true }
    },
  })

// Valibot runs a default through the schema it wraps: one that schema refuses fails every call
// that leaves the key out, while the JSON Schema states the key optional, with that default.
describe('a default the wrapped schema refuses', () => {
  const schema = v.object({ a: v.optional(v.pipe(v.string(), v.minLength(3)), 'ab') })

  it('fails a call without the key (the library fact)', async () => {
    expect(await toolOf(schema).execute({})).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
    expect(emitted(schema).schema).toMatchObject({ properties: { a: { default: 'ab' } } })
    expect(emitted(schema).schema).not.toHaveProperty('required', ['a'])
  })

  it('is warned of at run time, at its pointer', () => {
    expect(emitted(schema).inexact).toContainEqual(
      expect.objectContaining({ keyword: 'default', path: '/properties/a', direction: 'stricter' }),
    )
  })

  it('is warned of for every wrapper with a default: nullish, nullable, a function', () => {
    const more = v.object({
      b: v.nullish(v.number(), -1),
      c: v.nullable(v.pipe(v.number(), v.minValue(0)), () => -1),
      d: v.exactOptional(v.picklist(['x', 'y']), 'z' as 'x'),
    })
    const refused = emitted(more).inexact.filter((part) => part.direction === 'stricter')
    expect(refused.map((part) => [part.keyword, part.path])).toEqual([
      ['default', '/properties/c'],
      ['default', '/properties/d'],
    ])
  })

  it('is not warned of when the wrapped schema accepts it', () => {
    const fine = v.object({ a: v.optional(v.pipe(v.string(), v.minLength(3)), 'abc') })
    expect(emitted(fine).inexact.filter((part) => part.keyword === 'default')).toEqual([])
    expect(emitted(v.object({ a: v.optional(v.string()) })).inexact).toEqual([])
  })
})

// `v.nullish()` and `v.nullable()` put their default in place of a null too: the JSON Schema
// accepts null there, and execute gets the default instead.
describe('a nullish or nullable default', () => {
  const schema = v.object({ a: v.nullish(v.string(), 'd'), b: v.nullable(v.number(), 0) })

  it('replaces a null that was sent (the library fact)', async () => {
    seen.length = 0
    expect(await toolOf(schema).execute({ a: null, b: null })).toEqual({ ok: true })
    expect(seen[0]).toEqual({ a: 'd', b: 0 })
  })

  it('is warned of at run time: the value changes on its way to execute', () => {
    const parts = emitted(schema).inexact.filter((part) => part.keyword === 'default')
    expect(parts).toEqual([
      expect.objectContaining({ path: '/properties/a', message: expect.stringContaining('null') }),
      expect.objectContaining({ path: '/properties/b', message: expect.stringContaining('null') }),
    ])
  })

  it('is not warned of without a default, or with null as the default', () => {
    const plain = v.object({ a: v.nullish(v.string()), b: v.nullable(v.string(), null) })
    expect(emitted(plain).inexact).toEqual([])
  })
})
