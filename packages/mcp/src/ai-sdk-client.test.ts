/// <reference types="node" />
import { experimental_createMCPClient as createMCPClient } from '@ai-sdk/mcp'
import { afterEach, describe, expect, it } from 'vitest'
import { type Generation, generations } from './test-fixtures/generations'
import { type HttpMcpServer, serveHttp } from './test-fixtures/http-server'
import { explodingTool, SECRET, weatherTool } from './test-fixtures/tools'

// A real third-party client, the AI SDK's `@ai-sdk/mcp`, lists and calls a polytool server over
// Streamable HTTP on each SDK generation.

let servers: HttpMcpServer[] = []
const clients: Array<{ close(): Promise<void> }> = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await Promise.all(servers.map((server) => server.close()))
  servers = []
})

describe.each(generations)(
  'the AI SDK’s MCP client and a polytool server on SDK $name',
  (sdk: Generation) => {
    async function connect() {
      const server = await serveHttp(
        sdk,
        () =>
          sdk.createMcpServer({ name: 'polytool', version: '1.0.0' }, [weatherTool, explodingTool]),
        { sessions: true },
      )
      servers.push(server)
      const client = await createMCPClient({ transport: { type: 'http', url: server.url.href } })
      clients.push(client)
      return client
    }

    it('lists the tools with their descriptions and calls one', async () => {
      const client = await connect()
      const tools = await client.tools()
      expect(Object.keys(tools).sort()).toEqual(['lookup-order', 'weather'])
      expect(tools.weather!.description).toBe('Current weather for a city')
      const result = (await tools.weather!.execute!(
        { city: 'Paris' },
        { toolCallId: 'call-1', messages: [], context: {} },
      )) as { structuredContent?: unknown }
      expect(result.structuredContent).toEqual({ city: 'Paris', temperature: 21, unit: 'C' })
    })

    it('gets an error result without the exception text', async () => {
      const client = await connect()
      const tools = await client.tools()
      const result = await tools['lookup-order']!.execute!(
        { orderId: 'A-1' },
        { toolCallId: 'call-2', messages: [], context: {} },
      )
      expect(result).toMatchObject({ isError: true })
      expect(JSON.stringify(result)).not.toContain(SECRET)
    })
  },
)
