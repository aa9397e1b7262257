import { createTool as createCoreTool, toolJsonSchema } from '@polytool/core'
import { toProviderSchema } from '@polytool/json-schema'
import { createTool } from '@polytool/zod'
import { asSchema, generateText, stepCountIs } from 'ai'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { AISDKToolError } from './errors'
import { scriptedModel, textTurn, toolCallTurn } from './test-fixtures/model'
import { zodWeatherTool } from './test-fixtures/tools'
import { toAISDKTool } from './to-ai-sdk-tool'
import { toAISDKTools } from './to-ai-sdk-tools'

const sentSchema = async (aiTool: { inputSchema: unknown }) =>
  await asSchema(aiTool.inputSchema as never).jsonSchema

describe('toAISDKTools', () => {
  it('keys a list by tool id and a record by its keys', () => {
    expect(Object.keys(toAISDKTools([zodWeatherTool], { provider: 'openai' }))).toEqual(['weather'])
    expect(
      Object.keys(toAISDKTools({ get_weather: zodWeatherTool }, { provider: 'openai' })),
    ).toEqual(['get_weather'])
  })

  it('sends the emitter schema of each provider', async () => {
    const source = toolJsonSchema(zodWeatherTool, 'inputSchema')!
    const cases = [
      ['openai', toProviderSchema(source, 'openai', { strict: false })],
      ['anthropic', toProviderSchema(source, 'anthropic', { strict: false })],
      ['gemini', toProviderSchema(source, 'gemini', { mode: 'parametersJsonSchema' })],
      ['mcp', toProviderSchema(source, 'mcp')],
    ] as const
    for (const [provider, expected] of cases) {
      const { weather } = toAISDKTools([zodWeatherTool], { provider })
      expect(await sentSchema(weather), provider).toEqual(expected.schema)
    }
  })

  it('passes emitter options on, such as Gemini parameters mode', async () => {
    const { weather } = toAISDKTools([zodWeatherTool], {
      provider: 'gemini',
      schemaOptions: { mode: 'parameters' },
    })
    const expected = toProviderSchema(toolJsonSchema(zodWeatherTool, 'inputSchema')!, 'gemini')
    expect(await sentSchema(weather)).toEqual(expected.schema)
  })

  it('offers a tool without input an empty object schema', async () => {
    const pingTool = createCoreTool({
      id: 'ping',
      description: 'Ping',
      execute: async () => 'pong',
    })
    const ping = toAISDKTool(pingTool, { provider: 'openai', strict: true })
    expect(await sentSchema(ping)).toEqual({
      type: 'object',
      properties: {},
      required: [],
      additionalProperties: false,
    })
  })

  it('hands the AI SDK its own copy of the frozen schema', async () => {
    const { weather } = toAISDKTools([zodWeatherTool], { provider: 'openai' })
    expect(Object.isFrozen(await sentSchema(weather))).toBe(false)
  })

  it('makes dynamic tools on request', () => {
    const { weather } = toAISDKTools([zodWeatherTool], { provider: 'openai', dynamic: true })
    expect(weather.type).toBe('dynamic')
  })

  it('refuses what is not a tool, an unknown provider and two tools of one name', () => {
    const invalid = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        expect(error).toBeInstanceOf(AISDKToolError)
        return error as AISDKToolError
      }
      throw new Error('expected an AISDKToolError')
    }
    expect(
      invalid(() => toAISDKTools([{ id: 'x' } as never], { provider: 'openai' })),
    ).toMatchObject({
      code: 'INVALID_TOOL',
      message: expect.stringContaining('Tool x: expected a tool made by createTool'),
    })
    expect(invalid(() => toAISDKTools(null as never, { provider: 'openai' }))).toMatchObject({
      code: 'INVALID_TOOL',
    })
    expect(
      invalid(() => toAISDKTools([zodWeatherTool], { provider: 'cohere' as never })),
    ).toMatchObject({
      code: 'INVALID_OPTIONS',
      message: 'options.provider must be one of openai, anthropic, gemini, mcp, received "cohere"',
    })
    expect(
      invalid(() => toAISDKTools([zodWeatherTool, zodWeatherTool], { provider: 'openai' })),
    ).toMatchObject({ code: 'DUPLICATE_TOOL_NAME' })
  })

  it('fires onInputAvailable with the validated input for a tool the client runs', async () => {
    const onInputAvailable = vi.fn()
    const confirmTool = createTool({
      id: 'confirm',
      description: 'Asks the user to confirm',
      inputSchema: z.object({ question: z.string().trim() }),
      onInputAvailable,
    })
    const model = scriptedModel([toolCallTurn('confirm', { question: ' Sure? ' }), textTurn('x')])
    const result = await generateText({
      model,
      tools: toAISDKTools([confirmTool], { provider: 'openai' }),
      stopWhen: stepCountIs(3),
      prompt: 'Ask',
    })
    expect(result.toolCalls).toHaveLength(1)
    expect(result.toolResults).toHaveLength(0)
    expect(onInputAvailable).toHaveBeenCalledTimes(1)
    expect(onInputAvailable.mock.calls[0]?.[0]).toMatchObject({
      toolCallId: 'call_1',
      input: { question: 'Sure?' },
    })
  })
})
