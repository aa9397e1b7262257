import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type HttpEndpoint, startHttpServer } from './http'

let endpoint: HttpEndpoint
const client = new Client({ name: 'http-attack', version: '1.0.0' })
const serverLog = vi.spyOn(console, 'error').mockImplementation(() => {})

beforeAll(async () => {
  endpoint = await startHttpServer(0, '127.0.0.1', 64 * 1024)
  await client.connect(new StreamableHTTPClientTransport(endpoint.url))
})

afterAll(async () => {
  await client.close()
  await endpoint.close()
  serverLog.mockRestore()
})

describe('the example HTTP server under attack', () => {
  it('refuses a body over maxBodyBytes with 413, and the session keeps serving', async () => {
    const error = await client
      .callTool({ name: 'weather', arguments: { city: 'x'.repeat(100 * 1024) } })
      .then(
        () => undefined,
        (caught: Error) => caught,
      )
    expect(error?.message).toContain('Request body must not exceed 65536 bytes')
    const after = (await client.callTool({
      name: 'weather',
      arguments: { city: 'Paris' },
    })) as CallToolResult
    expect(after.structuredContent).toMatchObject({ city: 'Paris' })
  })
})
