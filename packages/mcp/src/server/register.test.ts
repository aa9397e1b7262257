import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import {
  createTool,
  RequestContext,
  ToolAbortedError,
  ToolError,
  ToolExecutionError,
} from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { McpToolError, McpToolsAlreadyServedError } from '../errors'
import { type Connected, type Generation, generations } from '../test-fixtures/generations'
import {
  bookTableTool,
  brokenOutputTool,
  chartTool,
  createSlowTool,
  explodingTool,
  forecastTool,
  invoiceTool,
  PIXEL_PNG,
  SECRET,
  serverTimeTool,
  shoutTool,
  weatherAnnotations,
  weatherMeta,
  weatherTool,
} from '../test-fixtures/tools'
import type { McpServeOptions } from './options'

const info = { name: 'polytool-test', version: '1.0.0' }
const tools = [
  weatherTool,
  forecastTool,
  shoutTool,
  serverTimeTool,
  bookTableTool,
  explodingTool,
  invoiceTool,
  chartTool,
  brokenOutputTool,
]

let open: Connected[] = []
afterEach(async () => {
  await Promise.all(open.map((connection) => connection.close()))
  open = []
})

function textOf(result: CallToolResult): string {
  return result.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n')
}

describe.each(generations)('on SDK $name', (sdk: Generation) => {
  async function connect(options: McpServeOptions<any> = {}, client?: any) {
    const connection = await sdk.connect(sdk.createMcpServer(info, tools, options), client)
    open.push(connection)
    return connection
  }

  describe('tools/list through the SDK client', () => {
    it('lists every tool with name, title, description and object input schemas', async () => {
      const { client } = await connect()
      const { tools: listed } = await client.listTools()
      expect(listed.map((tool) => tool.name)).toEqual(tools.map((tool) => tool.id))
      const weather = listed.find((tool) => tool.name === 'weather')!
      expect(weather.title).toBe('Current weather')
      expect(weather.description).toBe('Current weather for a city')
      expect(weather.inputSchema).toEqual({
        type: 'object',
        properties: {
          city: { type: 'string', minLength: 1 },
          unit: { type: 'string', enum: ['C', 'F'] },
        },
        required: ['city'],
      })
      for (const tool of listed) expect(tool.inputSchema.type).toBe('object')
    })

    it('sends annotations and _meta byte for byte', async () => {
      const { client, received } = await connect()
      const { tools: listed } = await client.listTools()
      const wire = received.find((message) => 'result' in message && 'tools' in message.result)!
      const sent = (wire as unknown as { result: { tools: Array<Record<string, unknown>> } }).result
        .tools
      const weather = sent.find((tool) => tool.name === 'weather')!
      expect(JSON.stringify(weather.annotations)).toBe(JSON.stringify(weatherAnnotations))
      expect(JSON.stringify(weather._meta)).toBe(JSON.stringify(weatherMeta))
      // The SDK client re-parses annotations (its own key order); _meta stays as sent.
      const parsed = listed.find((tool) => tool.name === 'weather')!
      expect(parsed.annotations).toEqual(weatherAnnotations)
      expect(JSON.stringify(parsed._meta)).toBe(JSON.stringify(weatherMeta))
    })

    it('lists a tool without parameters as a closed empty object, and without annotations', async () => {
      const { client } = await connect()
      const { tools: listed } = await client.listTools()
      const time = listed.find((tool) => tool.name === 'server-time')!
      expect(time.inputSchema).toEqual({ type: 'object', additionalProperties: false })
      expect(time).not.toHaveProperty('annotations')
      expect(time).not.toHaveProperty('outputSchema')
      expect(time).not.toHaveProperty('title')
    })

    it('wraps roots that are not objects', async () => {
      const { client } = await connect()
      const { tools: listed } = await client.listTools()
      const forecast = listed.find((tool) => tool.name === 'forecast')!
      expect(forecast.outputSchema).toMatchObject({
        type: 'object',
        properties: { value: { type: 'array' } },
        required: ['value'],
      })
      const shout = listed.find((tool) => tool.name === 'shout')!
      expect(shout.inputSchema).toEqual({
        type: 'object',
        properties: { value: { type: 'string' } },
        required: ['value'],
      })
    })
  })

  describe('tools/call through the SDK client', () => {
    it('returns structuredContent that the client validated against outputSchema, and the same JSON as text', async () => {
      const { client } = await connect()
      await client.listTools()
      const result = (await client.callTool({
        name: 'weather',
        arguments: { city: 'Paris' },
      })) as CallToolResult
      expect(result.isError).toBeFalsy()
      expect(result.structuredContent).toEqual({ city: 'Paris', temperature: 21, unit: 'C' })
      expect(JSON.parse(textOf(result))).toEqual(result.structuredContent)
    })

    it('wraps structured output the way its outputSchema was wrapped', async () => {
      const { client } = await connect()
      await client.listTools()
      const result = (await client.callTool({
        name: 'forecast',
        arguments: { days: 2 },
      })) as CallToolResult
      expect(result.structuredContent).toEqual({
        value: [
          { day: 1, celsius: 20 },
          { day: 2, celsius: 21 },
        ],
      })
    })

    it('unwraps a wrapped input before the tool sees it', async () => {
      const { client } = await connect()
      const result = (await client.callTool({
        name: 'shout',
        arguments: { value: 'hi' },
      })) as CallToolResult
      expect(result).toEqual({ content: [{ type: 'text', text: 'HI' }] })
    })

    it('runs a tool without parameters when the client sends no arguments', async () => {
      const { client } = await connect()
      const result = (await client.callTool({ name: 'server-time' })) as CallToolResult
      expect(textOf(result)).toBe('2026-01-01T00:00:00.000Z')
    })

    it('answers invalid input with isError and the ValidationError message', async () => {
      const { client } = await connect()
      const result = (await client.callTool({
        name: 'weather',
        arguments: { city: '', unit: 'K' },
      })) as CallToolResult
      expect(result.isError).toBe(true)
      expect(result).not.toHaveProperty('structuredContent')
      const text = textOf(result)
      expect(text).toContain('Tool input validation failed for weather')
      expect(text).toContain('- city:')
      expect(text).toContain('- unit:')
    })

    it('answers output that breaks the output schema with isError, never the bad data', async () => {
      const { client } = await connect()
      await client.listTools()
      const result = (await client.callTool({ name: 'broken-output' })) as CallToolResult
      expect(result.isError).toBe(true)
      expect(textOf(result)).toContain('Tool output validation failed for broken-output')
      expect(result).not.toHaveProperty('structuredContent')
    })

    it('answers an exception with isError and a message without the error text or a stack', async () => {
      const errors: unknown[] = []
      const { client } = await connect({ onError: (error) => void errors.push(error) })
      const result = (await client.callTool({
        name: 'lookup-order',
        arguments: { orderId: 'A-1' },
      })) as CallToolResult
      expect(result.isError).toBe(true)
      const text = textOf(result)
      expect(text).toBe(
        'Tool lookup-order failed with an internal error; the details stay on the server.',
      )
      expect(text).not.toContain('hunter2')
      expect(errors).toHaveLength(1)
      expect(errors[0]).toBeInstanceOf(ToolExecutionError)
      // The message is safe for a model; the host reads the exception itself as its cause.
      expect(String(((errors[0] as Error).cause as Error).message)).toContain(SECRET)
      // The server is still serving.
      const after = (await client.callTool({
        name: 'shout',
        arguments: { value: 'ok' },
      })) as CallToolResult
      expect(textOf(after)).toBe('OK')
    })

    it('lets the host choose the message of an exception', async () => {
      const { client } = await connect({
        onError: (_error, { toolId }) => `Order service unavailable (${toolId})`,
      })
      const result = (await client.callTool({
        name: 'lookup-order',
        arguments: { orderId: 'A-1' },
      })) as CallToolResult
      expect(textOf(result)).toBe('Order service unavailable (lookup-order)')
    })

    it('keeps the safe message when the host error handler throws', async () => {
      const { client } = await connect({
        onError: () => {
          throw new Error('handler broke')
        },
      })
      const result = (await client.callTool({
        name: 'lookup-order',
        arguments: { orderId: 'A-1' },
      })) as CallToolResult
      expect(textOf(result)).toContain('failed with an internal error')
    })

    it('shows the message of a ToolError, redacted, as the runtime does', async () => {
      const lookUp = createTool({
        id: 'look-up',
        description: 'Looks up a city',
        inputSchema: z.object({ city: z.string() }),
        execute: async ({ city }): Promise<string> => {
          throw new ToolError(`City ${city} not found (token=sk-live-abcdef0123456789abcdef)`, {
            code: 'CITY_NOT_FOUND',
          })
        },
      })
      const connection = await sdk.connect(sdk.createMcpServer(info, [lookUp]))
      open.push(connection)
      const result = (await connection.client.callTool({
        name: 'look-up',
        arguments: { city: 'Atlantis' },
      })) as CallToolResult
      expect(result.isError).toBe(true)
      expect(textOf(result)).toContain('Tool look-up failed: City Atlantis not found')
      expect(textOf(result)).not.toContain('sk-live-abcdef0123456789abcdef')
    })

    it('answers an unknown tool with the JSON-RPC error -32602', async () => {
      const { client } = await connect()
      const call = client.callTool({ name: 'no-such-tool', arguments: {} })
      await expect(call).rejects.toMatchObject({ code: -32602 })
      await expect(call).rejects.toThrow('Unknown tool "no-such-tool"')
    })

    it('maps toModelOutput content to MCP blocks and keeps structuredContent', async () => {
      const { client } = await connect()
      await client.listTools()
      const result = (await client.callTool({ name: 'chart' })) as CallToolResult
      expect(result.structuredContent).toEqual({ total: 42 })
      expect(result.content).toEqual([
        { type: 'text', text: 'Total: 42' },
        { type: 'image', data: PIXEL_PNG, mimeType: 'image/png' },
        {
          type: 'resource_link',
          uri: 'https://example.com/charts/sales.png',
          name: 'sales.png',
          mimeType: 'image/png',
        },
        {
          type: 'resource',
          resource: { uri: 'attachment:sales.pdf', mimeType: 'application/pdf', blob: 'JVBERi0=' },
        },
      ])
    })
  })

  describe('results MCP cannot carry', () => {
    it('answers content the SDK would reject with isError naming the problem', async () => {
      const badImage = createTool({
        id: 'bad-image',
        description: 'Image data that is not base64',
        toModelOutput: () => ({
          type: 'content',
          value: [{ type: 'image-data', data: 'not base64!', mediaType: 'image/png' }],
        }),
        execute: async () => 'done',
      })
      const connection = await sdk.connect(sdk.createMcpServer(info, [badImage]))
      open.push(connection)
      const result = (await connection.client.callTool({ name: 'bad-image' })) as CallToolResult
      expect(result.isError).toBe(true)
      expect(textOf(result)).toContain(
        'Tool bad-image produced a result MCP cannot carry: at content.0',
      )
    })
  })

  describe('approval', () => {
    it('refuses an approval-gated call when the host has no approval callback', async () => {
      const { client } = await connect()
      const result = (await client.callTool({
        name: 'send-invoice',
        arguments: { customer: 'ACME', amountEur: 500 },
      })) as CallToolResult
      expect(result.isError).toBe(true)
      expect(textOf(result)).toContain('The call to send-invoice was declined')
      expect(textOf(result)).toContain('requires approval')
    })

    it('runs a call that the rule does not gate', async () => {
      const { client } = await connect()
      const result = (await client.callTool({
        name: 'send-invoice',
        arguments: { customer: 'ACME', amountEur: 50 },
      })) as CallToolResult
      expect(textOf(result)).toBe('Sent 50 EUR to ACME')
    })

    it('asks the host callback, with the validated input and the SDK extra', async () => {
      const asked: unknown[] = []
      const { client } = await connect({
        approve: ({ toolId, input, extra }) => {
          asked.push({ toolId, input, requestId: sdk.requestIdOf(extra) })
          return (input as { customer: string }).customer === 'ACME'
            ? true
            : { approved: false, reason: 'unknown customer' }
        },
      })
      const approved = (await client.callTool({
        name: 'send-invoice',
        arguments: { customer: 'ACME', amountEur: 500 },
      })) as CallToolResult
      expect(textOf(approved)).toBe('Sent 500 EUR to ACME')
      const declined = (await client.callTool({
        name: 'send-invoice',
        arguments: { customer: 'Nobody', amountEur: 500 },
      })) as CallToolResult
      expect(declined.isError).toBe(true)
      expect(textOf(declined)).toContain('declined: unknown customer')
      expect(asked).toEqual([
        {
          toolId: 'send-invoice',
          input: { customer: 'ACME', amountEur: 500 },
          requestId: expect.anything(),
        },
        {
          toolId: 'send-invoice',
          input: { customer: 'Nobody', amountEur: 500 },
          requestId: expect.anything(),
        },
      ])
    })
  })

  describe('elicitation', () => {
    it('asks the client through elicitation/create and uses its answer', async () => {
      const { client } = await connect({}, { capabilities: { elicitation: { form: {} } } })
      const questions: string[] = []
      sdk.onElicit(client, async (params) => {
        questions.push(params.message)
        return { action: 'accept', content: { time: '19:30' } }
      })
      await client.listTools()
      const result = (await client.callTool({
        name: 'book-table',
        arguments: { restaurant: 'Chez Paul' },
      })) as CallToolResult
      expect(questions).toEqual(['What time at Chez Paul?'])
      expect(result.structuredContent).toEqual({ booked: true, time: '19:30' })
    })

    it('passes a declined elicitation to the tool', async () => {
      const { client } = await connect({}, { capabilities: { elicitation: { form: {} } } })
      sdk.onElicit(client, async () => ({ action: 'decline' }))
      const result = (await client.callTool({
        name: 'book-table',
        arguments: { restaurant: 'Chez Paul' },
      })) as CallToolResult
      expect(result.structuredContent).toEqual({ booked: false })
    })

    it('reports a client without elicitation as a tool error', async () => {
      const errors: unknown[] = []
      const { client } = await connect({ onError: (error) => void errors.push(error) })
      const result = (await client.callTool({
        name: 'book-table',
        arguments: { restaurant: 'Chez Paul' },
      })) as CallToolResult
      expect(result.isError).toBe(true)
      expect(String(((errors[0] as Error).cause as Error).message)).toContain(
        'does not support form elicitation',
      )
    })
  })

  describe('abort', () => {
    it('aborts the tool when the client cancels the request', async () => {
      const { tool, probe } = createSlowTool()
      const errors: unknown[] = []
      const server = sdk.createMcpServer(info, [tool], {
        onError: (error) => void errors.push(error),
      })
      const connection = await sdk.connect(server)
      open.push(connection)
      const controller = new AbortController()
      const call = sdk.callTool(
        connection.client,
        { name: 'slow' },
        {
          signal: controller.signal,
        },
      )
      await probe.started
      controller.abort('user pressed stop')
      await expect(call).rejects.toThrow('user pressed stop')
      await expect(probe.aborted).resolves.toBeDefined()
      await expect.poll(() => errors.length).toBe(1)
      expect(errors[0]).toBeInstanceOf(ToolAbortedError)
    })
  })

  describe('registration', () => {
    it('rejects duplicate ids and tools without execute', () => {
      const server = sdk.newServer(info)
      expect(() => sdk.registerMcpTools(server, [weatherTool, weatherTool])).toThrow(McpToolError)
      const listOnly = createTool({ id: 'list-only', description: 'No execute' })
      expect(() => sdk.registerMcpTools(server, [listOnly])).toThrow(
        expect.objectContaining({ code: 'MCP_TOOL_NOT_EXECUTABLE', toolId: 'list-only' }),
      )
    })

    it('refuses a server that already serves tools, instead of hiding them', () => {
      const withOwnTool = sdk.newServer(info)
      withOwnTool.registerTool('own', { description: 'Its own tool' }, () => ({ content: [] }))
      expect(() => sdk.registerMcpTools(withOwnTool, [weatherTool])).toThrow(
        McpToolsAlreadyServedError,
      )
      const declared = sdk.newServer(info, { capabilities: { tools: {} } })
      expect(() => sdk.registerMcpTools(declared, [weatherTool])).toThrow(
        McpToolsAlreadyServedError,
      )
      const twice = sdk.newServer(info)
      sdk.registerMcpTools(twice, [weatherTool])
      expect(() => sdk.registerMcpTools(twice, [forecastTool])).toThrow(
        expect.objectContaining({ code: 'MCP_TOOLS_ALREADY_SERVED' }),
      )
      expect(() =>
        twice.registerTool('late', { description: 'Too late' }, () => ({ content: [] })),
      ).toThrow('already exists')
    })

    it('declares the tools capability without listChanged, which it never sends', async () => {
      const connection = await connect()
      expect(connection.client.getServerCapabilities()?.tools).toEqual({})
    })

    it('reports a schema without JSON Schema when the tools are registered', () => {
      const validateOnly = createTool({
        id: 'validate-only',
        description: 'A schema that only validates',
        inputSchema: {
          '~standard': { version: 1, vendor: 'custom', validate: (value: unknown) => ({ value }) },
        },
        execute: async () => 'ok',
      })
      expect(() => sdk.registerMcpTools(sdk.newServer(info), [validateOnly])).toThrow(
        expect.objectContaining({ code: 'JSON_SCHEMA_MISSING' }),
      )
    })

    it('registers on an McpServer next to its prompts, with the request context the host builds', async () => {
      const server = sdk.newServer(info)
      const whoAmI = createTool({
        id: 'who-am-i',
        description: 'The calling user',
        requestContextSchema: z.object({ user: z.string() }),
        execute: async (_input, context) => String(context.requestContext.get('user')),
      })
      sdk.registerMcpTools(server, [whoAmI], {
        requestContext: (extra) =>
          new RequestContext({ user: `session-${extra.sessionId ?? 'none'}` }),
      })
      server.registerPrompt('greet', { description: 'Say hello' }, () => ({
        messages: [{ role: 'user', content: { type: 'text', text: 'Hello' } }],
      }))
      const connection = await sdk.connect(server)
      open.push(connection)
      const result = (await connection.client.callTool({ name: 'who-am-i' })) as CallToolResult
      expect(textOf(result)).toBe('session-none')
      const { prompts } = await connection.client.listPrompts()
      expect(prompts.map((prompt) => prompt.name)).toEqual(['greet'])
    })
  })
})
