import { ChatOpenAI } from '@langchain/openai'
import { scriptedResponses } from '@polytool/bridge-scenarios'
import { createTool } from '@polytool/zod'
import { createAgent } from 'langchain'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createToolInputStream } from './input-stream'
import { PROMPT } from './test-fixtures/agent'
import { toLangChainTools } from './to-langchain-tools'

function recordingTool() {
  const events: string[] = []
  const tool = createTool({
    id: 'weather',
    description: 'Weather',
    inputSchema: z.object({ city: z.string() }),
    onInputStart: ({ toolCallId }) => {
      events.push(`start ${toolCallId}`)
    },
    onInputDelta: ({ partialInput }) => {
      events.push(`delta ${JSON.stringify(partialInput)}`)
    },
    execute: async ({ city }) => {
      events.push(`execute ${city}`)
      return { temperature: 21 }
    },
  })
  return { tool, events }
}

const IDX = { prompt: 0, completion: 0 }

function chunk(piece: { name?: string; id?: string; args?: string; index?: number }) {
  return { chunk: { message: { tool_call_chunks: [piece] } } } as never
}

describe('ToolInputStream', () => {
  it('parses the pieces of a call incrementally and starts it once', async () => {
    const { tool, events } = recordingTool()
    const stream = createToolInputStream()
    toLangChainTools([tool], { inputStream: stream })
    const run = 'run-1'
    await stream.handleLLMNewToken(
      '',
      IDX,
      run,
      undefined,
      undefined,
      chunk({ name: 'weather', id: 'call_1', args: '', index: 0 }),
    )
    await stream.handleLLMNewToken(
      '',
      IDX,
      run,
      undefined,
      undefined,
      chunk({ args: '{"city":"Pa', index: 0 }),
    )
    await stream.handleLLMNewToken(
      '',
      IDX,
      run,
      undefined,
      undefined,
      chunk({ args: 'ris"}', index: 0 }),
    )
    expect(events).toEqual(['start call_1', 'delta {"city":"Pa"}', 'delta {"city":"Paris"}'])
    expect(stream.takeStarted('call_1')).toBe(true)
    expect(stream.takeStarted('call_1')).toBe(false)
  })

  it('stops the deltas of malformed text, and ignores calls of unknown tools', async () => {
    const { tool, events } = recordingTool()
    const stream = createToolInputStream()
    toLangChainTools([tool], { inputStream: stream })
    await stream.handleLLMNewToken(
      '',
      IDX,
      'r',
      undefined,
      undefined,
      chunk({ name: 'other', id: 'c0', args: '{}', index: 0 }),
    )
    await stream.handleLLMNewToken(
      '',
      IDX,
      'r',
      undefined,
      undefined,
      chunk({ name: 'weather', id: 'c1', args: '{"city":]', index: 1 }),
    )
    await stream.handleLLMNewToken(
      '',
      IDX,
      'r',
      undefined,
      undefined,
      chunk({ args: '"x"}', index: 1 }),
    )
    expect(events).toEqual(['start c1'])
  })

  it('runs the input hooks from a streaming ChatOpenAI in createAgent, onInputStart once', async () => {
    const { tool, events } = recordingTool()
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'weather', arguments: '{"city":"Lima"}', callId: 'call_w' }] },
      { text: 'Warm.' },
    ])
    const inputStream = createToolInputStream()
    const model = new ChatOpenAI({
      model: 'gpt-4.1-mini',
      useResponsesApi: true,
      streaming: true,
      apiKey: 'test',
      configuration: { fetch: provider.fetch, apiKey: 'test' },
    })
    const agent = createAgent({ model, tools: toLangChainTools([tool], { inputStream }) })
    await agent.invoke(PROMPT as never, { callbacks: [inputStream] } as never)
    expect(events).toEqual(['start call_w', 'delta {"city":"Lima"}', 'execute Lima'])
  })
})
