import { toJsonSchema } from '@langchain/core/utils/json_schema'
import { Command, MemorySaver } from '@langchain/langgraph'
import { bridgeFixtureTools, scriptedResponses } from '@polytool/bridge-scenarios'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { LangChainToolError } from './errors'
import { requestContextFromConfig } from './request-context'
import { PROMPT, scriptedAgent } from './test-fixtures/agent'
import { toLangChainTools } from './to-langchain-tools'

const weather = createTool({
  id: 'weather',
  description: 'Weather',
  inputSchema: z.object({ city: z.string(), unit: z.enum(['c', 'f']).optional() }),
  execute: async ({ city }) => ({ city, temperature: 21 }),
})

describe('toLangChainTools', () => {
  it('names a list by id and a record by its keys', () => {
    expect(toLangChainTools([weather]).map((tool) => tool.name)).toEqual(['weather'])
    expect(toLangChainTools({ get_weather: weather }).map((tool) => tool.name)).toEqual([
      'get_weather',
    ])
  })

  it('gives chat models the provider schema: strict OpenAI makes the optional field nullable', () => {
    const [tool] = toLangChainTools([weather], { provider: 'openai', strict: true })
    expect(toJsonSchema(tool.schema)).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string' },
        unit: { type: ['string', 'null'], enum: ['c', 'f', null] },
      },
      required: ['city', 'unit'],
      additionalProperties: false,
    })
  })

  it('lets invalid arguments through LangChain to the pipeline, which answers a ValidationError', async () => {
    const [tool] = toLangChainTools([weather])
    const message = await tool.invoke({
      type: 'tool_call' as const,
      id: 'call_1',
      name: 'weather',
      args: { city: 42 },
    })
    expect(message.status).toBe('error')
    expect(message.content).toContain('Tool input validation failed for weather')
    expect(message.artifact).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
  })

  it('answers content and the validated output as artifact', async () => {
    const [tool] = toLangChainTools([weather], { strict: true })
    const message = await tool.invoke({
      type: 'tool_call' as const,
      id: 'call_1',
      name: 'weather',
      args: { city: 'Lima', unit: null },
    })
    expect(message.content).toBe('{"city":"Lima","temperature":21}')
    expect(message.artifact).toEqual({ city: 'Lima', temperature: 21 })
  })

  it('refuses an unknown provider, a non-tool and two tools of one name', () => {
    expect(() => toLangChainTools([weather], { provider: 'cohere' as never })).toThrow(
      expect.objectContaining({ name: 'LangChainToolError', code: 'INVALID_OPTIONS' }),
    )
    expect(() => toLangChainTools([{} as never])).toThrow(LangChainToolError)
    expect(() => toLangChainTools([weather, weather])).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_TOOL_NAME' }),
    )
  })
})

describe('the execution context', () => {
  it('hands execute the call id and the conversation ToolNode passes', async () => {
    const seen: unknown[] = []
    const probe = createTool({
      id: 'probe',
      description: 'Notes its agent context',
      inputSchema: z.object({}),
      execute: async (_input, { agent }) => {
        seen.push(agent?.toolCallId, agent?.messages.length)
        return { ok: true }
      },
    })
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'probe', arguments: '{}', callId: 'call_p' }] },
      { text: 'Done.' },
    ])
    await scriptedAgent([probe], provider.fetch).invoke(PROMPT as never)
    expect(seen).toEqual(['call_p', 2])
  })
})

describe('requestContextFromConfig', () => {
  it('copies the run context and only the configurable keys named', () => {
    const config = {
      context: { tenant: 'acme' },
      configurable: { thread_id: 't1', userId: 'u1' },
    }
    expect(requestContextFromConfig(config).toObject()).toEqual({ tenant: 'acme' })
    expect(requestContextFromConfig(config, { configurable: ['userId'] }).toObject()).toEqual({
      tenant: 'acme',
      userId: 'u1',
    })
  })
})

describe('approval decisions', () => {
  const thread = { configurable: { thread_id: 'decisions' } }

  async function paused() {
    const { log, tools } = bridgeFixtureTools()
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'transfer', arguments: '{"amount":10}' }] },
      { text: 'Done.' },
    ])
    const agent = scriptedAgent([tools.transfer], provider.fetch, undefined, new MemorySaver())
    const first = await agent.invoke(PROMPT as never, thread as never)
    return { log, provider, agent, first }
  }

  it('puts the call to the reviewer in humanInTheLoopMiddleware’s shape', async () => {
    const { first } = await paused()
    expect((first as { __interrupt__?: { value: unknown }[] }).__interrupt__?.[0]?.value).toEqual({
      actionRequests: [
        {
          name: 'transfer',
          args: { amount: 10 },
          description:
            'Tool execution requires approval\n\nTool: transfer\nArgs: {\n  "amount": 10\n}',
        },
      ],
      reviewConfigs: [{ actionName: 'transfer', allowedDecisions: ['approve', 'edit', 'reject'] }],
      toolCallId: expect.any(String),
    })
  })

  it('runs an edited call once, with the reviewer’s arguments validated', async () => {
    const { log, agent } = await paused()
    const edit = { type: 'edit', editedAction: { name: 'transfer', args: { amount: 5 } } }
    await agent.invoke(new Command({ resume: { decisions: [edit] } }) as never, thread as never)
    expect(log.inputs.transfer).toEqual([{ amount: 5 }])
  })

  it('tells the model a rejection with the reviewer’s reason, and never runs the tool', async () => {
    const { log, agent, provider } = await paused()
    const reject = { type: 'reject', message: 'Limit reached' }
    await agent.invoke(new Command({ resume: { decisions: [reject] } }) as never, thread as never)
    expect(log.inputs.transfer).toBeUndefined()
    expect(provider.requests.at(-1)?.text).toContain(
      'The call to transfer was declined: Limit reached',
    )
  })

  it('does not run the tool for a decision of the wrong shape', async () => {
    const { log, agent, provider } = await paused()
    const edit = { type: 'edit', editedAction: { name: 'other_tool', args: { amount: 5 } } }
    await agent.invoke(new Command({ resume: { decisions: [edit] } }) as never, thread as never)
    expect(log.inputs.transfer).toBeUndefined()
    expect(provider.requests.at(-1)?.text).toContain(
      'LangChainToolError: Approval of tool transfer',
    )
  })
})
