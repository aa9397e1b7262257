import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { type CallToolResult, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js'
import { loadMcpTools } from '@polytool/mcp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type HttpEndpoint, startHttpServer } from './http'
import { tools } from './tools'

let endpoint: HttpEndpoint
const client = new Client(
  { name: 'http-test', version: '1.0.0' },
  { capabilities: { elicitation: { form: {} } } },
)

// The server runs in this process: its stderr log is what console.error receives.
const serverLog = vi.spyOn(console, 'error').mockImplementation(() => {})
const logged = () => serverLog.mock.calls.map((args) => args.join(' ')).join('\n')

beforeAll(async () => {
  endpoint = await startHttpServer(0)
  client.setRequestHandler(ElicitRequestSchema, async () => ({
    action: 'accept',
    content: { time: '12:00' },
  }))
  await client.connect(new StreamableHTTPClientTransport(endpoint.url))
})

afterAll(async () => {
  await client.close()
  await endpoint.close()
  serverLog.mockRestore()
})

describe('the example server over Streamable HTTP, through the SDK client', () => {
  it('listens on 127.0.0.1 with an ephemeral port', () => {
    expect(endpoint.url.hostname).toBe('127.0.0.1')
    expect(Number(endpoint.url.port)).toBeGreaterThan(0)
  })

  it('lists the tools with their annotations', async () => {
    const { tools: listed } = await client.listTools()
    expect(listed.map((tool) => tool.name)).toEqual(tools.map((tool) => tool.id))
    expect(listed[0]?.annotations).toEqual(tools[0]?.mcp?.annotations)
    expect(listed[0]?._meta).toEqual(tools[0]?.mcp?._meta)
  })

  it('runs a valid call and refuses an invalid one', async () => {
    const valid = (await client.callTool({
      name: 'weather',
      arguments: { city: 'Paris' },
    })) as CallToolResult
    expect(valid.structuredContent).toMatchObject({ city: 'Paris', temperature: 21 })
    const invalid = (await client.callTool({
      name: 'weather',
      arguments: { town: 'Paris' },
    })) as CallToolResult
    expect(invalid.isError).toBe(true)
  })

  it('sends the elicitation request on the call’s stream', async () => {
    const result = (await client.callTool({
      name: 'book-table',
      arguments: { restaurant: 'Le Train Bleu', people: 2 },
    })) as CallToolResult
    expect(result.structuredContent).toEqual({
      booked: true,
      confirmation: 'Le Train Bleu, 2 people at 12:00',
    })
  })

  it('cancels a slow call, and the tool sees its abort signal fire', async () => {
    const controller = new AbortController()
    const pending = client.callTool({ name: 'count-slowly', arguments: { to: 50 } }, undefined, {
      signal: controller.signal,
    })
    await expect.poll(logged).toContain('count-slowly: started')
    controller.abort('enough')
    await expect(pending).rejects.toThrow('enough')
    await expect.poll(logged).toContain('count-slowly: cancelled')
  })

  it('loads the tools as polytool tools over HTTP', async () => {
    const { tools: loaded } = await loadMcpTools(client)
    const forecast = loaded.find((tool) => tool.id === 'forecast')!
    const result = (await forecast.execute!({ city: 'Oslo', days: 1 })) as CallToolResult
    expect(result.structuredContent).toEqual({ value: [{ day: 1, celsius: 18 }] })
  })

  it('answers other paths with 404 and unknown sessions with 404', async () => {
    expect((await fetch(new URL('/other', endpoint.url))).status).toBe(404)
    const stale = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-session-id': 'no-such-session',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(stale.status).toBe(404)
  })
})
