import { extractJsonSchema, type JsonSchemaIo, toolJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodAdapter } from './adapter'
import { createTool } from './index'

// Zod writes a default, prefault or catch value with JSON.stringify: a value that shares one
// object at every level of itself is 2^depth steps there, a deep chain overflows the stack. The
// adapter leaves such a value out of the JSON Schema and reports it, at once.

/** An object holding the same object under two keys, at every level down to `depth`. */
function sharedAtEveryLevel(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true }
  for (let level = 0; level < depth; level++) value = { left: value, right: value }
  return value
}

/** Objects nested `depth` levels, each holding the next. */
function chain(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {}
  for (let level = 1; level < depth; level++) value = { next: value }
  return value
}

const HOSTILE_VALUES = [
  ['one object shared at every level (2^60 places)', sharedAtEveryLevel(60)],
  ['a chain 100,000 levels deep', chain(100_000)],
  ['a chain 2,000 levels deep (few values, too deep to write)', chain(2_000)],
] as const

const WRAPPERS = [
  ['.default()', 'input', (value: object) => z.unknown().default(value)],
  ['.default()', 'output', (value: object) => z.unknown().default(value)],
  ['.prefault()', 'input', (value: object) => z.unknown().prefault(value)],
  ['.catch()', 'output', (value: object) => z.unknown().catch(value)],
  [
    'a .meta() copy of a .default()',
    'input',
    (value: object) => z.unknown().default(value).meta({}),
  ],
] as const

const emitted = (schema: z.ZodType, io: JsonSchemaIo) =>
  extractJsonSchema(withAdapter(schema, zodAdapter), { io, onUnrepresentable: 'any' })

describe.each(HOSTILE_VALUES)('attack on Zod writing a default: %s', (_, value) => {
  it.each(WRAPPERS)('%s (%s side): the value is left out and reported, at once', (_, io, wrap) => {
    const { schema, warnings } = emitted(z.object({ a: wrap(value) }), io)
    expect(schema).not.toHaveProperty(['properties', 'a', 'default'])
    expect(warnings).toContainEqual(
      expect.objectContaining({
        code: 'default',
        path: '/properties/a',
        message: expect.stringMatching(/more than 100000 values .* left out/),
      }),
    )
  })

  it('createTool and its JSON Schema finish, and the tool still fills the default', async () => {
    const tool = createTool({
      id: 'hostile-default',
      description: 'A tool whose default is shaped to hang a serialiser',
      inputSchema: z.object({ a: z.unknown().default(value) }),
      execute: async ({ a }) => Object.keys(a as object),
    })
    expect(() => toolJsonSchema(tool, 'inputSchema')).toThrow(/more than 100000 values/)
    await expect(tool.execute?.({}, {})).resolves.toEqual(Object.keys(value))
  })
})

describe('defaults Zod can write', () => {
  it('are written as before, and the schema is left as it was', () => {
    const schema = z.object({ a: z.string().default('x'), b: z.number().catch(1) })
    const internals = (schema.shape.a as unknown as { _zod: object })._zod
    const before = Object.getOwnPropertyDescriptors(internals)
    expect(emitted(schema, 'output').schema).toMatchObject({
      properties: { a: { default: 'x' }, b: { default: 1 } },
    })
    expect(Object.getOwnPropertyDescriptors(internals)).toEqual(before)
  })

  it('a hostile default leaves the schema as it was once converted', () => {
    const schema = z.object({ a: z.unknown().default(sharedAtEveryLevel(60)) })
    const internals = (schema.shape.a as unknown as { _zod: object })._zod
    const before = Object.getOwnPropertyDescriptors(internals)
    emitted(schema, 'input')
    expect(Object.getOwnPropertyDescriptors(internals)).toEqual(before)
  })
})
