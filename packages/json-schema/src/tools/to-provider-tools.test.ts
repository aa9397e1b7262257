import { type AnyTool, UnrepresentableSchemaError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ProviderToolError } from './errors'
import { toProviderTool } from './to-provider-tool'
import { toProviderTools } from './to-provider-tools'

/** A tool with `optional` optional booleans and `unions` optional-free string | number fields. */
function flagsTool(id: string, optional: number, unions = 0) {
  const shape: Record<string, z.ZodType> = {}
  for (let i = 0; i < optional; i++) shape[`flag${i}`] = z.boolean().optional()
  for (let i = 0; i < unions; i++) shape[`either${i}`] = z.union([z.string(), z.number()])
  return createTool({ id, description: `Tool ${id}`, inputSchema: z.object(shape) })
}

const strictNames = (list: { entries: readonly { name: string; strict: boolean }[] }) =>
  list.entries.filter((entry) => entry.strict).map((entry) => entry.name)

describe('Anthropic strict budgets across the request', () => {
  it('30 optional booleans over three tools: strict dropped on one tool, with a warning naming it', () => {
    const tools = [flagsTool('a', 10), flagsTool('b', 10), flagsTool('c', 10)]
    const list = toProviderTools(tools, 'anthropic')
    expect(strictNames(list)).toEqual(['a', 'b'])
    expect(list.tools[2]).not.toHaveProperty('strict')
    expect(list.tools[0]).toHaveProperty('strict', true)
    expect(list.warnings).toEqual([
      expect.objectContaining({
        tool: 'c',
        code: 'STRICT_BUDGET',
        message: expect.stringContaining(
          '30 optional parameters across strict tools, the limit is 24',
        ),
      }),
    ])
    expect(list.entries[2]?.warnings).toEqual(list.warnings)
    expect(list.warnings[0]?.message).toContain('"c"')
  })

  it('drops the fewest tools: one big tool rather than several small ones', () => {
    const tools = [flagsTool('small1', 5), flagsTool('big', 20), flagsTool('small2', 5)]
    expect(strictNames(toProviderTools(tools, 'anthropic'))).toEqual(['small1', 'small2'])
  })

  it('counts union parameters and strict tools too', () => {
    const unions = [flagsTool('u1', 0, 9), flagsTool('u2', 0, 9)]
    expect(strictNames(toProviderTools(unions, 'anthropic'))).toEqual(['u1'])
    const many = Array.from({ length: 22 }, (_, i) => flagsTool(`t${i}`, 0))
    const list = toProviderTools(many, 'anthropic')
    expect(strictNames(list)).toHaveLength(20)
    expect(list.warnings.map((warning) => warning.tool)).toEqual(['t20', 't21'])
  })

  it('throws a typed error naming the tools with keepStrict', () => {
    const tools = [flagsTool('a', 10), flagsTool('b', 10), flagsTool('c', 10)]
    let error: unknown
    try {
      toProviderTools(tools, 'anthropic', { keepStrict: true })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ProviderToolError)
    expect(error).toMatchObject({
      code: 'STRICT_BUDGET_EXCEEDED',
      target: 'anthropic',
      tools: ['c'],
      message: expect.stringContaining('keepStrict'),
    })
  })

  it('leaves a list within budget and non-strict lists alone', () => {
    const tools = [flagsTool('a', 10), flagsTool('b', 10)]
    expect(toProviderTools(tools, 'anthropic').warnings).toEqual([])
    const lax = toProviderTools([...tools, flagsTool('c', 10)], 'anthropic', { strict: false })
    expect(strictNames(lax)).toEqual([])
    expect(lax.warnings).toEqual([])
  })
})

describe('OpenAI limits across the request', () => {
  it('30 optional booleans are fine; parallel_tool_calls: false goes with strict tools', () => {
    const list = toProviderTools([flagsTool('a', 15), flagsTool('b', 15)], 'openai')
    expect(strictNames(list)).toEqual(['a', 'b'])
    expect(list.requestOptions).toEqual({ parallel_tool_calls: false })
    expect(
      toProviderTools([flagsTool('a', 1)], 'openai', { strict: false }).requestOptions,
    ).toEqual({})
  })

  it('more than 1000 enum values across strict tools: strict dropped on the fewest', () => {
    const enumTool = (id: string, size: number) =>
      createTool({
        id,
        description: id,
        inputSchema: z.object({
          pick: z.enum(Array.from({ length: size }, (_, i) => `v${i}`) as [string, ...string[]]),
        }),
      })
    const list = toProviderTools(
      [enumTool('e1', 400), enumTool('e2', 400), enumTool('e3', 400)],
      'openai',
    )
    expect(strictNames(list)).toEqual(['e1', 'e2'])
    expect(list.warnings[0]?.message).toContain(
      '1200 enum values across strict tools, the limit is 1000',
    )
  })
})

describe('OpenAI budgets at 128 tools, the most a request takes', () => {
  // 64 tools with a 20-value enum and 64 with 90 properties: 1280 enum values (280 over) and
  // 5760 properties (760 over). 14 enum tools and 9 property tools fit it, and no fewer can.
  const enumTool = (id: string) =>
    createTool({
      id,
      description: id,
      inputSchema: z.object({
        pick: z.enum(Array.from({ length: 20 }, (_, i) => `v${i}`) as [string, ...string[]]),
      }),
    })
  const wideTool = (id: string) => {
    const shape: Record<string, z.ZodType> = {}
    for (let i = 0; i < 90; i++) shape[`p${i}`] = z.string()
    return createTool({ id, description: id, inputSchema: z.object(shape) })
  }
  const tools = [
    ...Array.from({ length: 64 }, (_, i) => enumTool(`enum${i}`)),
    ...Array.from({ length: 64 }, (_, i) => wideTool(`wide${i}`)),
  ]

  it('drops strict on 23 tools, and the warning says it is proven the fewest', () => {
    const list = toProviderTools(tools, 'openai')
    const relaxed = list.entries.filter((entry) => !entry.strict).map((entry) => entry.name)
    expect(relaxed).toHaveLength(23)
    expect(relaxed.filter((name) => name.startsWith('enum'))).toHaveLength(14)
    expect(list.warnings).toHaveLength(23)
    expect(list.warnings[0]?.message).toContain(
      'strict is dropped on 23 tools, the fewest that fit it (proven: no fewer can)',
    )
  })

  it('says how far from the fewest it may be when it cannot prove it', () => {
    // Two budgets over at once, where covering one first leaves a tool too many: the proven
    // bound is then below the choice, and the warning gives both.
    const list = toProviderTools(
      [...tools.slice(0, 60), ...tools.slice(64, 124), enumTool('extra')],
      'openai',
    )
    for (const warning of list.warnings) {
      expect(warning.message).toMatch(
        /strict is dropped on \d+ tools(, the fewest that fit it \(proven: no fewer can\)|; at least \d+ must be dropped, and as 2 budgets are exceeded at once \(where the fewest is NP-hard to find\) this is at most 2 times the fewest)/,
      )
    }
  })
})

describe('the list', () => {
  const weather = createTool({
    id: 'weather',
    description: 'Weather',
    inputSchema: z.object({ city: z.string(), days: z.number().optional() }),
  })
  const ping = createTool({ id: 'ping', description: 'Ping' })

  it('decodes a call by tool name, and rejects a name not in the list', () => {
    const list = toProviderTools([weather, ping], 'openai', { api: 'responses' })
    expect(list.tools.map((tool) => tool.name)).toEqual(['weather', 'ping'])
    expect(list.decode('weather', { city: 'Oslo', days: null })).toEqual({ city: 'Oslo' })
    expect(() => list.decode('wether', {})).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_TOOL', tools: ['wether'] }),
    )
  })

  it('reuses the cached entries of toProviderTool', () => {
    const list = toProviderTools([weather, ping], 'gemini')
    expect(list.entries[0]).toBe(toProviderTool(weather, 'gemini'))
    const again = toProviderTools([weather, ping], 'gemini')
    expect(again.tools[1]).toBe(list.tools[1])
    expect(again.entries).toBe(list.entries)
    expect(Object.isFrozen(list.entries)).toBe(true)
    expect(Object.isFrozen(list.tools[0])).toBe(true)
    // The tools array is the caller's to extend.
    expect(again.tools).not.toBe(list.tools)
    again.tools.push(list.tools[0]!)
    expect(toProviderTools([weather, ping], 'gemini').tools).toHaveLength(2)
    expect(toProviderTools([ping, weather], 'gemini').tools.map((tool) => tool.name)).toEqual([
      'ping',
      'weather',
    ])
  })

  it('rejects duplicate names and values that are not a list of tools', () => {
    expect(() => toProviderTools([weather, weather], 'mcp')).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_TOOL_NAME', tools: ['weather'] }),
    )
    expect(() => toProviderTools('weather' as unknown as [], 'mcp')).toThrow(
      expect.objectContaining({ code: 'INVALID_TOOL' }),
    )
    expect(() => toProviderTools([weather, null as unknown as AnyTool], 'mcp')).toThrow(
      expect.objectContaining({ code: 'INVALID_TOOL' }),
    )
  })
})

describe('schemas converted ahead of the entries', () => {
  const dated = () =>
    createTool({ id: 'dated', description: 'x', inputSchema: z.object({ at: z.date() }) })

  it('throws the first failing tool’s error, in list order, not a later conversion’s', () => {
    const spaced = createTool({ id: 'get weather', description: 'x', inputSchema: z.object({}) })
    expect(() => toProviderTools([spaced, dated()], 'openai')).toThrow(
      expect.objectContaining({ code: 'INVALID_TOOL_NAME', tools: ['get weather'] }),
    )
    expect(() => toProviderTools([flagsTool('a', 1), dated()], 'openai')).toThrow(
      UnrepresentableSchemaError,
    )
  })

  it('applies each call’s onUnrepresentable to a schema converted ahead', () => {
    const list = toProviderTools([flagsTool('a', 1), dated()], 'mcp', {
      onUnrepresentable: 'any',
    })
    expect(list.warnings).toContainEqual(
      expect.objectContaining({
        tool: 'dated',
        code: 'UNREPRESENTABLE',
        pointer: '/properties/at',
      }),
    )
  })
})
