import { extractJsonSchema } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index'

// A model leaves out a key or a tuple's last item: what Zod then does with `undefined` must be
// said at the node the call fails or passes at, not below it.
const toolOf = (inputSchema: z.ZodType) =>
  createTool({
    id: 'missing_values',
    description: 'Reads what may be missing',
    inputSchema,
    execute: async (input: unknown) => input,
  })

function emitted(tool: ReturnType<typeof toolOf>) {
  if (tool.inputSchema === undefined) throw new Error('the tool has no input schema')
  return extractJsonSchema(tool.inputSchema)
}

describe('a refused .prefault() inside a union or .nullable()', () => {
  it.each([
    ['a union', z.union([z.string().min(3).prefault('ab'), z.number()])],
    ['a .nullable()', z.string().min(3).prefault('ab').nullable()],
  ])('in %s fails a missing key, warned at the key', async (_, inner) => {
    const tool = toolOf(z.object({ a: inner }))
    expect(await tool.execute({})).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
    expect(emitted(tool).inexact).toContainEqual(
      expect.objectContaining({ path: '/properties/a', direction: 'stricter' }),
    )
  })

  it('that its schema takes is not warned of at the key', () => {
    const tool = toolOf(z.object({ a: z.union([z.string().min(3).prefault('abc'), z.number()]) }))
    expect(emitted(tool).inexact).not.toContainEqual(
      expect.objectContaining({ path: '/properties/a' }),
    )
  })
})

describe('a tuple whose last item has a .catch()', () => {
  it('may end before it: minItems does not count it', async () => {
    const tool = toolOf(z.object({ a: z.tuple([z.string(), z.number().catch(3)]) }))
    expect(await tool.execute({ a: ['x'] })).toEqual({ a: ['x', 3] })
    expect(emitted(tool).schema).toMatchObject({ properties: { a: { minItems: 1 } } })
  })

  it('with a rest, and an optional item before it, may end after its first item', async () => {
    const tool = toolOf(
      z.object({
        a: z.tuple([z.string(), z.number().optional(), z.number().catch(3)], z.string()),
      }),
    )
    expect(await tool.execute({ a: ['x'] })).not.toMatchObject({ code: 'TOOL_INPUT_INVALID' })
    expect(emitted(tool).schema).toMatchObject({ properties: { a: { minItems: 1 } } })
  })
})
