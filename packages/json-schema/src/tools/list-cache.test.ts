import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MAX_LISTS_PER_FIRST_TOOL } from './list-cache'
import { toProviderTools } from './to-provider-tools'

function flagsTool(id: string, optional: number) {
  const shape: Record<string, z.ZodType> = {}
  for (let i = 0; i < optional; i++) shape[`flag${i}`] = z.boolean().optional()
  return createTool({ id, description: `Tool ${id}`, inputSchema: z.object(shape) })
}

const strictNames = (list: { entries: readonly { name: string; strict: boolean }[] }) =>
  list.entries.filter((entry) => entry.strict).map((entry) => entry.name)

describe('the cached tool list', () => {
  it('is resolved once for the same tools in a fresh array, and hands out a fresh tools array', () => {
    const tools = [flagsTool('a', 2), flagsTool('b', 3)]
    const first = toProviderTools(tools, 'openai')
    const again = toProviderTools([...tools], 'openai')
    expect(again.entries).toBe(first.entries)
    expect(again.warnings).toBe(first.warnings)
    expect(again.tools).not.toBe(first.tools)
    expect(again.tools).toEqual(first.tools)
    // The caller's array is its own: adding to it does not reach the next list.
    ;(again.tools as unknown[]).push({ type: 'function', name: 'extra' })
    expect(toProviderTools(tools, 'openai').tools).toHaveLength(2)
  })

  it('is built again when a tool is added, removed, replaced or moved', () => {
    const [a, b, c] = [flagsTool('a', 1), flagsTool('b', 1), flagsTool('c', 1)]
    const names = (tools: ReturnType<typeof flagsTool>[]) =>
      toProviderTools(tools, 'anthropic').entries.map((entry) => entry.name)
    expect(names([a, b])).toEqual(['a', 'b'])
    expect(names([a, b, c])).toEqual(['a', 'b', 'c'])
    expect(names([a])).toEqual(['a'])
    expect(names([a, c])).toEqual(['a', 'c'])
    expect(names([b, a])).toEqual(['b', 'a'])
  })

  it('is built again when the caller changes its array after the first list', () => {
    const tools = [flagsTool('a', 1), flagsTool('b', 1)]
    toProviderTools(tools, 'openai')
    tools[1] = flagsTool('c', 1)
    expect(toProviderTools(tools, 'openai').entries.map((entry) => entry.name)).toEqual(['a', 'c'])
  })

  it('is built again for other options or another target', () => {
    const tools = [flagsTool('a', 2)]
    const strict = toProviderTools(tools, 'openai')
    expect(strictNames(strict)).toEqual(['a'])
    expect(strictNames(toProviderTools(tools, 'openai', { strict: false }))).toEqual([])
    expect(toProviderTools(tools, 'openai', { api: 'responses' }).tools[0]).toHaveProperty(
      'name',
      'a',
    )
    expect(toProviderTools(tools, 'openai', { api: 'responses' }).tools[0]).not.toHaveProperty(
      'function',
    )
    expect(toProviderTools(tools, 'anthropic').entries[0]?.target).toBe('anthropic')
    // Back to the first options: the first list again.
    expect(toProviderTools(tools, 'openai').entries).toBe(strict.entries)
  })

  it('tells options apart by value, limits included', () => {
    const tools = [flagsTool('a', 3)]
    const wide = toProviderTools(tools, 'openai', { limits: { maxInputNodes: 1_000 } })
    expect(strictNames(wide)).toEqual(['a'])
    // Equal options in another object: the same list.
    expect(toProviderTools(tools, 'openai', { limits: { maxInputNodes: 1_000 } }).entries).toBe(
      wide.entries,
    )
    // Other limits are checked again, not answered from the list of the first ones.
    expect(() => toProviderTools(tools, 'openai', { limits: { maxInputNodes: 2 } })).toThrow(
      /maxInputNodes/,
    )
  })

  it('keeps a bounded number of lists per first tool, and still answers right past it', () => {
    const first = flagsTool('first', 1)
    const others = Array.from({ length: MAX_LISTS_PER_FIRST_TOOL + 3 }, (_, index) =>
      flagsTool(`t${index}`, 1),
    )
    for (const other of others) toProviderTools([first, other], 'gemini')
    const again = toProviderTools([first, others[0]!], 'gemini')
    expect(again.entries.map((entry) => entry.name)).toEqual(['first', 't0'])
  })
})
