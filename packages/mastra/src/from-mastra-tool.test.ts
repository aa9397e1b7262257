import { createTool as createMastraTool } from '@mastra/core/tools'
import { scriptedResponses } from '@polytool/bridge-scenarios'
import { adapterOf, isValidationError, RequestContext, toolJsonSchema } from '@polytool/core'
import { zodAdapter } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fromMastraTool, MastraBridgeError, toMastraTools } from './index'
import { scriptedAgent } from './test-fixtures/agent'

function mastraWeather(log: unknown[] = []) {
  return createMastraTool({
    id: 'weather',
    description: 'Weather for a city',
    inputSchema: z.object({ city: z.string(), unit: z.enum(['c', 'f']).default('c') }),
    outputSchema: z.object({ city: z.string(), temperature: z.number() }),
    execute: async ({ city, unit }, { requestContext }) => {
      log.push({ city, unit, tenant: requestContext.get('tenant' as never) })
      return { city, temperature: unit === 'c' ? 21 : 70 }
    },
  })
}

describe('fromMastraTool', () => {
  it('keeps the id, description and JSON Schema, and runs execute through the pipeline', async () => {
    const log: unknown[] = []
    const tool = fromMastraTool(mastraWeather(log))
    expect(tool.id).toBe('weather')
    expect(tool.description).toBe('Weather for a city')
    expect(toolJsonSchema(tool, 'inputSchema')).toMatchObject({
      type: 'object',
      properties: { city: { type: 'string' } },
    })
    const requestContext = new RequestContext({ tenant: 'acme' })
    expect(await tool.execute({ city: 'Lima' }, { requestContext })).toEqual({
      city: 'Lima',
      temperature: 21,
    })
    expect(log).toEqual([{ city: 'Lima', unit: 'c', tenant: 'acme' }])
  })

  it('answers invalid input with polytool’s ValidationError and never runs the Mastra execute', async () => {
    const log: unknown[] = []
    const result = await fromMastraTool(mastraWeather(log)).execute({ city: 42 })
    expect(isValidationError(result)).toBe(true)
    expect(result).toMatchObject({ code: 'TOOL_INPUT_INVALID', issues: [{ path: ['city'] }] })
    expect(log).toEqual([])
  })

  it('withholds output that fails the Mastra outputSchema', async () => {
    const lying = createMastraTool({
      id: 'lying',
      description: 'Returns the wrong shape',
      inputSchema: z.object({}),
      outputSchema: z.object({ count: z.number() }),
      execute: async () => ({ count: 'many' }) as never,
    })
    expect(await fromMastraTool(lying).execute({})).toMatchObject({ code: 'TOOL_OUTPUT_INVALID' })
  })

  it('keeps requireApproval: a rule reads the input and the request context as a plain object', async () => {
    const pay = createMastraTool({
      id: 'pay',
      description: 'Pays',
      inputSchema: z.object({ amount: z.number() }),
      requireApproval: (input, context) =>
        input.amount > Number(context?.requestContext?.limit ?? 0),
      execute: async () => ({ paid: true }),
    })
    const tool = fromMastraTool(pay)
    const requestContext = new RequestContext({ limit: 100 })
    expect(await tool.needsApproval({ amount: 500 }, { requestContext })).toBe(true)
    expect(await tool.needsApproval({ amount: 5 }, { requestContext })).toBe(false)
    const always = createMastraTool({
      id: 'always',
      description: 'Pays, always asking',
      inputSchema: z.object({ amount: z.number() }),
      requireApproval: true,
      execute: async () => ({ paid: true }),
    })
    expect(await fromMastraTool(always).needsApproval({ amount: 1 })).toBe(true)
    const declined = await fromMastraTool(always).execute({ amount: 1 }, { approve: () => false })
    expect(declined).toMatchObject({ code: 'TOOL_CALL_DECLINED' })
  })

  it('keeps toModelOutput, called with the output', async () => {
    const tool = fromMastraTool(
      createMastraTool({
        id: 'short',
        description: 'Short',
        inputSchema: z.object({}),
        outputSchema: z.object({ long: z.string() }),
        execute: async () => ({ long: 'abcdef' }),
        toModelOutput: (output) => ({ type: 'text', value: output.long.slice(0, 3) }),
      }),
    )
    expect(await tool.toModelOutput?.({ long: 'abcdef' })).toEqual({ type: 'text', value: 'abc' })
  })

  it('goes back into a Mastra agent through toMastraTools', async () => {
    const log: unknown[] = []
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'weather', arguments: '{"city":"Lima","unit":null}' }] },
      { text: 'Warm.' },
    ])
    const tools = toMastraTools([fromMastraTool(mastraWeather(log))], { strict: true })
    const result = await scriptedAgent(provider, tools).generate('Weather in Lima?')
    expect(result.text).toBe('Warm.')
    expect(log).toEqual([{ city: 'Lima', unit: 'c', tenant: undefined }])
    expect(provider.requests[1]?.text).toContain('\\"temperature\\":21')
  })

  it('converts schemas of the adapter’s library through the adapter, and the others through Mastra', async () => {
    const mastraTool = mastraWeather()
    const bound = fromMastraTool(mastraTool, { adapter: zodAdapter })
    expect(bound.inputSchema).toBe(mastraTool.inputSchema)
    expect(adapterOf(bound.inputSchema as object)).toBe(zodAdapter)
    expect(adapterOf(bound.outputSchema as object)).toBe(zodAdapter)
    expect(await bound.execute({ city: 'Lima' })).toEqual({ city: 'Lima', temperature: 21 })

    const unbound = fromMastraTool(mastraWeather())
    expect(adapterOf(unbound.inputSchema as object)).toBeUndefined()

    const otherLibrary = { ...zodAdapter, vendor: 'valibot' }
    const fallback = fromMastraTool(mastraWeather(), { adapter: otherLibrary })
    expect(adapterOf(fallback.inputSchema as object)).toBeUndefined()
    expect(toolJsonSchema(fallback, 'inputSchema')).toMatchObject({ type: 'object' })
  })

  it('refuses what is not a Mastra tool', () => {
    expect(() => fromMastraTool(null as never)).toThrow(MastraBridgeError)
    expect(() => fromMastraTool({ id: 3 } as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_TOOL' }),
    )
  })
})
