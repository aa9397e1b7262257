import { type AnyTool, createTool } from '@polytool/core'
import { createTool as zodTool } from '@polytool/zod'
import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { fromJsonSchema } from '../from-json-schema'
import { toProviderTool } from './to-provider-tool'
import { toProviderTools } from './to-provider-tools'

const zodWeather = zodTool({
  id: 'weather',
  description: 'Weather for a city',
  inputSchema: z.object({ city: z.string() }),
  requireApproval: true,
  execute: async ({ city }) => city,
})
const jsonWeather = createTool({
  id: 'json_weather',
  description: 'Weather for a city',
  inputSchema: fromJsonSchema<{ city: string }>({
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
  }),
})
// What `loadMcpTools` gives: tools of unknown schemas.
declare const mcpTools: readonly AnyTool[]

describe('toProviderTool and toProviderTools take tools only', () => {
  it('accept tools of any schema library, plain JSON Schema tools and MCP-loaded tools', () => {
    expectTypeOf(toProviderTool(zodWeather, 'openai').name).toBeString()
    expectTypeOf(toProviderTool(jsonWeather, 'gemini').name).toBeString()
    expectTypeOf(toProviderTool(mcpTools[0]!, 'anthropic').name).toBeString()
    expectTypeOf(toProviderTools([zodWeather, jsonWeather], 'mcp').tools).toBeArray()
    expectTypeOf(toProviderTools(mcpTools, 'openai').tools).toBeArray()
  })

  it('reject anything else at compile time', () => {
    // @ts-expect-error a number is not a tool
    toProviderTool(42, 'openai')
    // @ts-expect-error a schema is not a tool
    toProviderTool(z.object({ city: z.string() }), 'openai')
    // @ts-expect-error a provider payload is not a tool
    toProviderTool({ name: 'weather', description: 'd', parameters: {} }, 'openai')
    // @ts-expect-error the options of createTool are not a tool
    toProviderTool(zodWeather.definition, 'anthropic')
    // @ts-expect-error a list takes tools only
    toProviderTools([zodWeather, 'search'], 'openai')
    // @ts-expect-error one tool is not a list
    toProviderTools(zodWeather, 'mcp')
  })
})
