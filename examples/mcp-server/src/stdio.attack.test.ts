import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { type CallToolResult, CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exampleServerTransport } from './stdio-client'

// The real server as a child process, driven by the SDK's client over its stdio.
const client = new Client({ name: 'stdio-attack', version: '1.0.0' })
let serverLog = ''

beforeAll(async () => {
  const transport = exampleServerTransport()
  transport.stderr?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString('utf8')
  })
  await client.connect(transport)
}, 30_000)

afterAll(async () => {
  await client.close()
})

describe('the example stdio server under attack', () => {
  it('survives an 11 MiB line (over its 4 MiB limit and the 10 MiB the SDK reader takes), answers that request with an error, and keeps serving', {
    timeout: 30_000,
  }, async () => {
    const huge = 'x'.repeat(11 * 1024 * 1024)
    const error = await client.callTool({ name: 'weather', arguments: { city: huge } }).then(
      () => undefined,
      (caught: { code: number; message: string }) => caught,
    )
    expect(error?.code).toBe(-32600)
    expect(error?.message).toContain("over this server's limit of 4194304 bytes")
    expect(serverLog).toContain('Dropped a stdio line')
    const after = (await client.callTool({
      name: 'weather',
      arguments: { city: 'Paris' },
    })) as CallToolResult
    expect(after.structuredContent).toMatchObject({ city: 'Paris' })
  })

  it('answers non-object arguments with a short -32602 and keeps serving', {
    timeout: 30_000,
  }, async () => {
    const error = await client
      .request(
        { method: 'tools/call', params: { name: 'weather', arguments: 'x' as never } },
        CallToolResultSchema,
      )
      .then(
        () => undefined,
        (caught: { code: number; message: string }) => caught,
      )
    expect(error?.code).toBe(-32602)
    expect(error?.message.length).toBeLessThan(120)
  })
})
