import type { Tool as AnthropicSdkTool, ToolUnion } from '@anthropic-ai/sdk/resources/messages'
import type { FunctionDeclaration, Tool as GeminiSdkTool, Schema } from '@google/genai'
import type { Tool as McpSdkTool } from '@modelcontextprotocol/sdk/types.js'
import { createTool } from '@polytool/zod'
import type { ChatCompletionTool } from 'openai/resources/chat/completions'
import type { FunctionTool } from 'openai/resources/responses/responses'
import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { toProviderTool } from './to-provider-tool'
import { toProviderTools } from './to-provider-tools'

const weatherTool = createTool({
  id: 'weather',
  description: 'Weather for a city',
  inputSchema: z.object({ city: z.string() }),
})

describe('tool entries are assignable to the official SDKs’ own tool types', () => {
  it('OpenAI Chat Completions: ChatCompletionTool', () => {
    const entry = toProviderTool(weatherTool, 'openai')
    expectTypeOf(entry.payload).toExtend<ChatCompletionTool>()
    expectTypeOf(toProviderTools([weatherTool], 'openai').tools).toExtend<ChatCompletionTool[]>()
    expectTypeOf(
      toProviderTool(weatherTool, 'openai', { api: 'chat-completions' }).payload,
    ).toExtend<ChatCompletionTool>()
  })

  it('OpenAI Responses: FunctionTool', () => {
    const entry = toProviderTool(weatherTool, 'openai', { api: 'responses' })
    expectTypeOf(entry.payload).toExtend<FunctionTool>()
    expectTypeOf(entry.payload).not.toExtend<ChatCompletionTool>()
    const list = toProviderTools([weatherTool], 'openai', { api: 'responses', strict: false })
    expectTypeOf(list.tools).toExtend<FunctionTool[]>()
  })

  it('Anthropic: Tool and ToolUnion', () => {
    const entry = toProviderTool(weatherTool, 'anthropic')
    expectTypeOf(entry.payload).toExtend<AnthropicSdkTool>()
    expectTypeOf(toProviderTools([weatherTool], 'anthropic').tools).toExtend<ToolUnion[]>()
  })

  it('Gemini: FunctionDeclaration, in a Tool’s functionDeclarations', () => {
    const entry = toProviderTool(weatherTool, 'gemini')
    expectTypeOf(entry.payload).toExtend<FunctionDeclaration>()
    expectTypeOf(entry.payload.parameters).toExtend<Schema | undefined>()
    const jsonSchemaMode = toProviderTools([weatherTool], 'gemini', {
      mode: 'parametersJsonSchema',
    })
    expectTypeOf({ functionDeclarations: jsonSchemaMode.tools }).toExtend<GeminiSdkTool>()
  })

  it('MCP: Tool from types.js', () => {
    const entry = toProviderTool(weatherTool, 'mcp')
    expectTypeOf(entry.payload).toExtend<McpSdkTool>()
    expectTypeOf(toProviderTools([weatherTool], 'mcp').tools).toExtend<McpSdkTool[]>()
  })

  it('an OpenAI entry whose api is not known statically may be either shape', () => {
    const api = Math.random() > 0.5 ? ('responses' as const) : ('chat-completions' as const)
    const entry = toProviderTool(weatherTool, 'openai', { api })
    expectTypeOf(entry.payload).toExtend<ChatCompletionTool | FunctionTool>()
    expectTypeOf(entry.payload).not.toExtend<FunctionTool>()
  })
})
