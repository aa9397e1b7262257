import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { describe, expect, it } from 'vitest'
import { openFakeStdio as openWith, stdioTransports } from '../test-fixtures/fake-stdio'
import { weatherTool } from '../test-fixtures/tools'
import { createMcpServer as createMcpServerV2 } from '../v2/index'
import { LineLimitedStdioServerTransport } from './line-limited-stdio-v1'

const request = (id: number, text: string) =>
  `${JSON.stringify({ method: 'tools/call', params: { name: 't', arguments: { text } }, jsonrpc: '2.0', id })}\n`

describe.each(stdioTransports)('LineLimitedStdioServerTransport of SDK $name', ({ Transport }) => {
  const openFakeStdio = (maxLineBytes?: number) => openWith(maxLineBytes, Transport)

  it('delivers lines split across chunks and several lines in one chunk', async () => {
    const { stdin, delivered } = await openFakeStdio(1_000)
    const line = request(1, 'a')
    stdin.write(line.slice(0, 10))
    stdin.write(line.slice(10) + request(2, 'b') + request(3, 'c'))
    expect(delivered.map((message) => (message as { id: number }).id)).toEqual([1, 2, 3])
  })

  it('delivers a multi-byte character split across chunks whole', async () => {
    const { stdin, delivered } = await openFakeStdio(1_000)
    const bytes = new TextEncoder().encode(request(1, 'é😀'))
    const split = bytes.indexOf(0xf0) + 2
    stdin.write(bytes.subarray(0, split))
    stdin.write(bytes.subarray(split))
    expect(delivered).toMatchObject([{ params: { arguments: { text: 'é😀' } } }])
  })

  it('drops an oversized line, answers its request by id, and reads the next line', async () => {
    const { stdin, delivered, logs, written } = await openFakeStdio(1_000)
    const huge = request(7, 'x'.repeat(50_000))
    for (let start = 0; start < huge.length; start += 4_096)
      stdin.write(huge.slice(start, start + 4_096))
    stdin.write(request(8, 'small'))
    expect(delivered.map((message) => (message as { id: number }).id)).toEqual([8])
    expect(logs).toEqual([
      `Dropped a stdio line: Message of ${huge.length - 1} bytes is over this server's limit of 1000 bytes (maxLineBytes)`,
    ])
    expect(written()).toEqual([
      {
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32600, message: expect.stringContaining('over this server') },
      },
    ])
  })

  it('answers no id for an oversized response or notification, only logs it', async () => {
    const { stdin, logs, written } = await openFakeStdio(100)
    stdin.write(`${JSON.stringify({ result: { text: 'x'.repeat(500) }, jsonrpc: '2.0', id: 3 })}\n`)
    stdin.write(
      `${JSON.stringify({ method: 'notifications/x', params: { t: 'x'.repeat(500) }, jsonrpc: '2.0' })}\n`,
    )
    expect(logs).toHaveLength(2)
    expect(written()).toEqual([])
  })

  it('logs a line that is not JSON-RPC and keeps reading', async () => {
    const { stdin, delivered, logs } = await openFakeStdio(1_000)
    stdin.write('not json\n')
    stdin.write(request(1, 'ok'))
    expect(logs).toHaveLength(1)
    expect(delivered).toHaveLength(1)
  })

  it('stops reading on close', async () => {
    const { stdin, transport, delivered } = await openFakeStdio(1_000)
    let closed = false
    transport.onclose = () => {
      closed = true
    }
    await transport.close()
    stdin.write(request(1, 'late'))
    expect(delivered).toEqual([])
    expect(closed).toBe(true)
    expect(stdin.paused).toBe(true)
  })

  it('refuses a maxLineBytes that is not a positive integer', () => {
    for (const maxLineBytes of [0, -1, 1.5, Number.NaN])
      expect(() => new LineLimitedStdioServerTransport({ maxLineBytes })).toThrow(TypeError)
  })

  it('writes each message as one line', async () => {
    const { transport, written } = await openFakeStdio()
    const message: JSONRPCMessage = { jsonrpc: '2.0', id: 1, result: {} }
    await transport.send(message)
    expect(written()).toEqual([message])
  })
})

describe('LineLimitedStdioServerTransport of SDK v2, serving', () => {
  it('carries a v2 server’s initialize and tools/list, and answers an oversized call by id', async () => {
    const { stdin, transport, written } = await openWith(2_000, stdioTransports[1].Transport)
    await createMcpServerV2({ name: 'stdio-v2', version: '1.0.0' }, [weatherTool]).connect(
      transport as never,
    )
    const line = (message: object) => `${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`
    stdin.write(
      line({
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1' },
        },
      }),
    )
    stdin.write(line({ method: 'notifications/initialized' }))
    stdin.write(line({ id: 2, method: 'tools/list', params: {} }))
    stdin.write(request(3, 'x'.repeat(5_000)))
    await expect.poll(() => written().length).toBe(3)
    const byId = new Map(written().map((message) => [(message as { id: number }).id, message]))
    expect(byId.get(2)).toMatchObject({ result: { tools: [{ name: 'weather' }] } })
    expect(byId.get(3)).toMatchObject({ error: { code: -32600 } })
  })
})
