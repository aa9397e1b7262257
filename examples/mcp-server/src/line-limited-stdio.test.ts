import { PassThrough } from 'node:stream'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { describe, expect, it } from 'vitest'
import { LineLimitedStdioServerTransport } from './line-limited-stdio'

/** A transport over in-memory streams, with what it delivered, wrote and logged. */
async function open(maxLineBytes: number) {
  const stdin = new PassThrough()
  const stdout = new PassThrough()
  const logs: string[] = []
  const transport = new LineLimitedStdioServerTransport({
    maxLineBytes,
    stdin,
    stdout,
    log: (line) => logs.push(line),
  })
  const delivered: JSONRPCMessage[] = []
  transport.onmessage = (message) => delivered.push(message)
  await transport.start()
  const written = () =>
    String(stdout.read() ?? '')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as JSONRPCMessage)
  return { stdin, transport, delivered, logs, written }
}

const request = (id: number, text: string) =>
  `${JSON.stringify({ method: 'tools/call', params: { name: 't', arguments: { text } }, jsonrpc: '2.0', id })}\n`

describe('LineLimitedStdioServerTransport', () => {
  it('delivers lines split across chunks and several lines in one chunk', async () => {
    const { stdin, delivered } = await open(1_000)
    const line = request(1, 'a')
    stdin.write(line.slice(0, 10))
    stdin.write(line.slice(10) + request(2, 'b') + request(3, 'c'))
    expect(delivered.map((message) => (message as { id: number }).id)).toEqual([1, 2, 3])
  })

  it('drops an oversized line, answers its request by id, and reads the next line', async () => {
    const { stdin, delivered, logs, written } = await open(1_000)
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
    const { stdin, logs, written } = await open(100)
    stdin.write(`${JSON.stringify({ result: { text: 'x'.repeat(500) }, jsonrpc: '2.0', id: 3 })}\n`)
    stdin.write(
      `${JSON.stringify({ method: 'notifications/x', params: { t: 'x'.repeat(500) }, jsonrpc: '2.0' })}\n`,
    )
    expect(logs).toHaveLength(2)
    expect(written()).toEqual([])
  })

  it('logs a line that is not JSON-RPC and keeps reading', async () => {
    const { stdin, delivered, logs } = await open(1_000)
    stdin.write('not json\n')
    stdin.write(request(1, 'ok'))
    expect(logs).toHaveLength(1)
    expect(delivered).toHaveLength(1)
  })
})
