import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import {
  type CallToolResult,
  ElicitRequestSchema,
  ErrorCode,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js'
import { isValidationError, modelOutputFor } from '@polytool/core'
import { loadMcpTools } from '@polytool/mcp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exampleServerTransport } from './stdio-client'
import { tools } from './tools'

// One child process for the file: the real server, started the way an MCP host starts it.
const client = new Client(
  { name: 'stdio-test', version: '1.0.0' },
  { capabilities: { elicitation: { form: {} } } },
)
const received: JSONRPCMessage[] = []
let serverLog = ''

beforeAll(async () => {
  const transport = exampleServerTransport()
  transport.stderr?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString('utf8')
  })
  client.setRequestHandler(ElicitRequestSchema, async () => ({
    action: 'accept',
    content: { time: '20:15' },
  }))
  await client.connect(transport)
  const deliver = transport.onmessage
  transport.onmessage = (message) => {
    received.push(message)
    deliver?.(message)
  }
}, 30_000)

afterAll(async () => {
  await client.close()
})

async function call(name: string, args: Record<string, unknown>, signal?: AbortSignal) {
  return (await client.callTool(
    { name, arguments: args },
    undefined,
    signal ? { signal } : {},
  )) as CallToolResult
}

function textOf(result: CallToolResult): string {
  return result.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n')
}

describe('the example server over stdio, through the SDK client', () => {
  it('lists every tool with annotations and _meta byte for byte', async () => {
    const { tools: listed } = await client.listTools()
    expect(listed.map((tool) => tool.name)).toEqual(tools.map((tool) => tool.id))
    const wire = [...received]
      .reverse()
      .find((message) => 'result' in message && 'tools' in message.result)
    const sent = (wire as unknown as { result: { tools: Array<Record<string, unknown>> } }).result
      .tools
    for (const tool of tools) {
      const listing = sent.find((entry) => entry.name === tool.id)!
      expect(JSON.stringify(listing.annotations)).toBe(JSON.stringify(tool.mcp?.annotations))
      expect(JSON.stringify(listing._meta)).toBe(JSON.stringify(tool.mcp?._meta))
      expect(listing.title).toBe(tool.mcp?.annotations?.title)
    }
  })

  it('answers a valid call with structuredContent and the same JSON as text', async () => {
    const result = await call('weather', { city: 'Paris' })
    expect(result.isError).toBeFalsy()
    expect(result.structuredContent).toEqual({
      city: 'Paris',
      temperature: 21,
      unit: 'C',
      conditions: 'sunny',
    })
    expect(JSON.parse(textOf(result))).toEqual(result.structuredContent)
  })

  it('wraps an array output to match its listed outputSchema', async () => {
    await client.listTools()
    const result = await call('forecast', { city: 'Oslo', days: 3 })
    expect(result.structuredContent).toEqual({
      value: [
        { day: 1, celsius: 18 },
        { day: 2, celsius: 19 },
        { day: 3, celsius: 20 },
      ],
    })
  })

  it('answers an invalid call with isError and the validation message', async () => {
    const result = await call('weather', { city: '' })
    expect(result.isError).toBe(true)
    expect(textOf(result)).toContain('Tool input validation failed for weather')
    expect(textOf(result)).toContain('- city:')
  })

  it('asks the client through elicitation', async () => {
    const result = await call('book-table', { restaurant: 'Chez Paul', people: 4 })
    expect(result.structuredContent).toEqual({
      booked: true,
      confirmation: 'Chez Paul, 4 people at 20:15',
    })
  })

  it('cancels a slow tool, which sees its abort signal fire', async () => {
    const controller = new AbortController()
    const pending = call('count-slowly', { to: 100 }, controller.signal)
    await expect.poll(() => serverLog, { timeout: 10_000 }).toContain('count-slowly: started')
    controller.abort('stop counting')
    await expect(pending).rejects.toThrow('stop counting')
    await expect.poll(() => serverLog, { timeout: 10_000 }).toContain('count-slowly: cancelled')
  })

  it('answers a tool that throws with a safe message, and keeps serving', async () => {
    const result = await call('lookup-order', { orderId: 'A-17' })
    expect(result.isError).toBe(true)
    expect(textOf(result)).toBe(
      'Tool lookup-order failed with an internal error; the details stay on the server.',
    )
    expect(textOf(result)).not.toContain('s3cret')
    await expect.poll(() => serverLog).toContain('connection to postgres://')
    expect((await call('weather', { city: 'Rome' })).isError).toBeFalsy()
  })

  it('refuses an approval-gated tool', async () => {
    const result = await call('send-invoice', { customer: 'ACME', amountEur: 10 })
    expect(result.isError).toBe(true)
    expect(textOf(result)).toContain('declined: it requires approval')
  })

  it('answers an unknown tool with the JSON-RPC error -32602', async () => {
    await expect(call('no-such-tool', {})).rejects.toMatchObject({ code: ErrorCode.InvalidParams })
  })

  it('loads the server tools as polytool tools', async () => {
    const { tools: loaded, checkProviderSchemas } = await loadMcpTools(client, { idPrefix: 'ex_' })
    expect(loaded.map((tool) => tool.id)).toEqual(tools.map((tool) => `ex_${tool.id}`))
    const weather = loaded.find((tool) => tool.id === 'ex_weather')!
    expect(weather.mcp?.annotations).toEqual(tools[0]!.mcp?.annotations)
    expect(isValidationError(await weather.execute!({ city: 3 }))).toBe(true)
    const result = await weather.execute!({ city: 'Lyon', unit: 'F' })
    expect(await modelOutputFor(weather, result)).toEqual({
      type: 'text',
      value: '{"city":"Lyon","temperature":70,"unit":"F","conditions":"sunny"}',
    })
    expect(checkProviderSchemas('openai', { strict: true }).map((check) => check.toolId)).toContain(
      'ex_weather',
    )
  })
})
