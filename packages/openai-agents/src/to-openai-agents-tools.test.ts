import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { OpenAIAgentsToolError } from './errors'
import { runAgent } from './test-fixtures/run'
import { toOpenAIAgentsTool } from './to-openai-agents-tool'
import { toOpenAIAgentsTools } from './to-openai-agents-tools'

const weather = createTool({
  id: 'get-weather',
  description: 'Weather for a city',
  inputSchema: z.object({
    city: z.string(),
    unit: z.enum(['celsius', 'fahrenheit']).default('celsius'),
  }),
  execute: async ({ city, unit }) => ({ city, unit, temperature: 21 }),
})

const call = (name: string, args: unknown) => ({
  toolCalls: [{ name, arguments: JSON.stringify(args) }],
})

describe('toOpenAIAgentsTools', () => {
  it('makes strict FunctionTools named by the tool id, with the OpenAI strict schema', () => {
    const [made] = toOpenAIAgentsTools([weather])
    expect(made).toMatchObject({
      type: 'function',
      name: 'get-weather',
      description: 'Weather for a city',
      strict: true,
      parameters: {
        type: 'object',
        required: ['city', 'unit'],
        additionalProperties: false,
        properties: { unit: { type: ['string', 'null'], enum: ['celsius', 'fahrenheit', null] } },
      },
    })
  })

  it('sends the schema, and the model calls the tool by its id', async () => {
    const { requests, outputs } = await runAgent(
      [weather],
      [call('get-weather', { city: 'Lima', unit: null }), { text: 'Sunny.' }],
    )
    const sentTools = (requests[0]?.body as { tools?: unknown } | undefined)?.tools
    expect(sentTools).toMatchObject([{ name: 'get-weather', strict: true }])
    expect(outputs[0]?.output).toBe('{"city":"Lima","unit":"celsius","temperature":21}')
  })

  it('sends the output as core words it: a string as is, JSON as its text, a cycle as the error', async () => {
    const cyclic: { self?: unknown } = {}
    cyclic.self = cyclic
    const outputs = createTool({
      id: 'outputs',
      description: 'Outputs',
      inputSchema: z.object({ kind: z.enum(['text', 'json', 'none', 'cycle']) }),
      execute: async ({ kind }) =>
        ({ text: 'plain', json: { a: [1, undefined] }, none: undefined, cycle: cyclic })[kind],
    })
    const { outputs: sent } = await runAgent(
      [outputs],
      [
        {
          toolCalls: ['text', 'json', 'none', 'cycle'].map((kind) => ({
            name: 'outputs',
            arguments: JSON.stringify({ kind }),
          })),
        },
        { text: 'Done.' },
      ],
    )
    expect(sent.map((item) => item.output)).toEqual([
      'plain',
      '{"a":[1,null]}',
      'null',
      expect.stringMatching(
        /^Tool outputs returned output that cannot be sent as JSON; the details stay on the server\.$/,
      ),
    ])
  })

  it('falls back to a non-strict schema where the schema cannot be strict, and throws when strict is asked', () => {
    const open = createTool({
      id: 'tags',
      description: 'Tags',
      inputSchema: z.object({ tags: z.record(z.string(), z.string()) }),
      execute: async () => 'ok',
    })
    const options = { schemaOptions: { records: 'error' as const } }
    expect(toOpenAIAgentsTool(open, options).strict).toBe(false)
    expect(() => toOpenAIAgentsTool(open, { ...options, strict: true })).toThrow(/OpenAI strict/)
    expect(toOpenAIAgentsTool(weather, { strict: false })).toMatchObject({
      strict: false,
      parameters: { required: ['city'] },
    })
  })

  it('refuses two tools with one id, a non-tool, a bad name and bad options', () => {
    const error = (thrower: () => unknown) => {
      try {
        thrower()
      } catch (caught) {
        return caught as OpenAIAgentsToolError
      }
      throw new Error('expected a throw')
    }
    expect(error(() => toOpenAIAgentsTools([weather, weather]))).toMatchObject({
      name: 'OpenAIAgentsToolError',
      code: 'DUPLICATE_TOOL_NAME',
    })
    expect(error(() => toOpenAIAgentsTools([{} as never])).code).toBe('INVALID_TOOL')
    expect(error(() => toOpenAIAgentsTools('tools' as never)).code).toBe('INVALID_TOOL')
    const clientSide = createTool({ id: 'ask', description: 'Asks the user' })
    expect(error(() => toOpenAIAgentsTool(clientSide)).message).toMatch(/ask has no execute/)
    const dotted = createTool({ id: 'a.b', description: 'd', execute: async () => 1 })
    expect(error(() => toOpenAIAgentsTool(dotted)).message).toMatch(/"a\.b".*1 to 64/)
    expect(error(() => toOpenAIAgentsTool(weather, { timeoutMs: -1 })).code).toBe('INVALID_OPTIONS')
    expect(error(() => toOpenAIAgentsTool(weather, { requestContext: 'acme' as never })).code).toBe(
      'INVALID_OPTIONS',
    )
  })

  it('answers the model with polytool text when the SDK timeout fires, and aborts execute', async () => {
    let aborted = false
    const slow = createTool({
      id: 'slow',
      description: 'Slow',
      execute: async (_input, { abortSignal }) => {
        await new Promise<void>((resolve) =>
          abortSignal?.addEventListener('abort', () => resolve(), { once: true }),
        )
        aborted = abortSignal?.aborted === true
        return 'late'
      },
    })
    const { outputs } = await runAgent([slow], [call('slow', {}), { text: 'Too slow.' }], {
      timeoutMs: 20,
    })
    expect(outputs[0]?.output).toBe('Tool slow timed out after 20 ms and was aborted.')
    expect(aborted).toBe(true)
  })
})
