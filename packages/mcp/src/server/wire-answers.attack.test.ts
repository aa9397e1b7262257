import { InMemoryTransport as InMemoryV1 } from '@modelcontextprotocol/sdk/inMemory.js'
import { InMemoryTransport as InMemoryV2 } from '@modelcontextprotocol/server'
import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createMcpServer as createV1Server } from '../index.js'
import { createMcpServer as createV2Server } from '../v2/index.js'
import { MALFORMED_REQUEST_MESSAGE } from './malformed-requests.js'

// A raw JSON-RPC client on the wire of a served polytool server, on both SDK generations:
// - an unknown tool's name came back cut but not redacted before;
// - `tools/call` params the SDK does not read as a request at all (params that are not an
//   object, a `_meta` that is not one, a progress token that is an object or a fraction) got no
//   answer before: the client waited for its own timeout.

const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'
const echo = createTool({
  id: 'echo',
  description: 'echo',
  inputSchema: z.object({}),
  execute: async () => 'ok',
})

interface Wire {
  start(): Promise<void>
  send(message: unknown): Promise<void>
  onmessage?: (message: unknown) => void
}

const GENERATIONS = [
  ['v1', () => createV1Server({ name: 'attack', version: '1' }, [echo]), InMemoryV1],
  ['v2', () => createV2Server({ name: 'attack', version: '1' }, [echo]), InMemoryV2],
] as const

describe.each(GENERATIONS)('a raw client on the wire (SDK %s)', (_, createServer, Transport) => {
  async function wire() {
    const server = createServer()
    const [clientSide, serverSide] = Transport.createLinkedPair() as unknown as [Wire, never]
    const received: unknown[] = []
    const waiting = new Map<number, (message: unknown) => void>()
    clientSide.onmessage = (message) => {
      received.push(message)
      const { id, method } = message as { id?: unknown; method?: unknown }
      if (id !== undefined && method === undefined) waiting.get(Number(id))?.(message)
    }
    await server.connect(serverSide)
    await clientSide.start()
    let nextId = 1
    const request = (method: string, params: unknown) => {
      const id = nextId++
      const answer = new Promise<unknown>((resolve) => waiting.set(id, resolve))
      return clientSide.send({ jsonrpc: '2.0', id, method, params }).then(() => answer)
    }
    await request('initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'attacker', version: '0' },
    })
    await clientSide.send({ jsonrpc: '2.0', method: 'notifications/initialized' })
    return { request, sent: () => JSON.stringify(received), close: () => server.close() }
  }

  it('an unknown tool name is redacted before it is cut and echoed', async () => {
    const session = await wire()
    for (const name of [
      `x Bearer ${CREDENTIAL}`,
      `x password=${CREDENTIAL}`,
      `postgres://app:${CREDENTIAL}@db/x`,
      `${'n'.repeat(40)} Bearer ${CREDENTIAL}`,
    ]) {
      expect(
        JSON.stringify(await session.request('tools/call', { name, arguments: {} })),
      ).toContain('-32602')
    }
    expect(session.sent()).not.toContain(CREDENTIAL.slice(0, 6))
    await session.close()
  })

  it.each([
    [
      'a progress token that is an object',
      { name: 'echo', arguments: {}, _meta: { progressToken: { token: 'x' } } },
    ],
    [
      'a progress token that is a fraction',
      { name: 'echo', arguments: {}, _meta: { progressToken: 1.5 } },
    ],
    ['a _meta that is a string', { name: 'echo', arguments: {}, _meta: 'x' }],
    ['params that are a string', 'token=x'],
    ['params that are an array', ['echo']],
  ])('%s gets -32602 with a fixed text, not silence', async (_what, params) => {
    const session = await wire()
    const answer = await Promise.race([
      session.request('tools/call', params),
      new Promise((resolve) => setTimeout(() => resolve('no answer'), 2_000)),
    ])
    expect(answer).toMatchObject({ error: { code: -32602, message: MALFORMED_REQUEST_MESSAGE } })
    // The server still serves the next, well-formed call.
    expect(await session.request('tools/call', { name: 'echo', arguments: {} })).toMatchObject({
      result: { content: [{ type: 'text', text: 'ok' }] },
    })
    await session.close()
  })
})
