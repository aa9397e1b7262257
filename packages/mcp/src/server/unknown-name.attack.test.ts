import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { type AnyTool, createTool, RequestContext } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createMcpServer, type McpServeOptions } from '../index.js'

// A raw JSON-RPC client on the wire of a served polytool server: everything the server sends back
// is read as text, and no piece of a secret may be in it. An unknown tool's name came back
// cut but not redacted before.

const PRIVATE = 'Zq7kP9mW2xL4vB8nR3tY6cJ'
const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'

function piecesOf(value: string, size = 5): string[] {
  const pieces: string[] = []
  for (let start = 0; start + size <= value.length; start++)
    pieces.push(value.slice(start, start + size))
  return pieces
}

function expectHidden(text: string, value: string): void {
  for (const piece of piecesOf(value)) expect(text, text.slice(0, 3000)).not.toContain(piece)
}

async function wire(tools: AnyTool[], options: McpServeOptions = {}) {
  const server = createMcpServer({ name: 'review', version: '1.0.0' }, tools, {
    requestContext: () => new RequestContext({ tenant: PRIVATE }),
    ...options,
  })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  const received: JSONRPCMessage[] = []
  const waiting = new Map<number, (message: JSONRPCMessage) => void>()
  clientSide.onmessage = (message) => {
    received.push(message)
    if ('id' in message && !('method' in message)) waiting.get(Number(message.id))?.(message)
  }
  await server.connect(serverSide)
  await clientSide.start()
  let nextId = 1
  async function request(method: string, params: unknown): Promise<JSONRPCMessage> {
    const id = nextId++
    const answer = new Promise<JSONRPCMessage>((resolve) => waiting.set(id, resolve))
    await clientSide.send({ jsonrpc: '2.0', id, method, params } as JSONRPCMessage)
    return answer
  }
  await request('initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'attacker', version: '0' },
  })
  await clientSide.send({ jsonrpc: '2.0', method: 'notifications/initialized' } as JSONRPCMessage)
  return {
    request,
    sent: () => JSON.stringify(received),
    close: () => server.close(),
  }
}

describe('attack: an unknown tool name on the wire', () => {
  it('an unknown tool name is redacted before it is cut and echoed', async () => {
    const tool = createTool({
      id: 'echo',
      description: 'echo',
      inputSchema: z.object({}),
      execute: async () => 'ok',
    })
    const session = await wire([tool])
    for (const name of [
      `x Bearer ${CREDENTIAL}`,
      `x password=${CREDENTIAL}`,
      `postgres://app:${CREDENTIAL}@db/x`,
      `${'n'.repeat(40)} Bearer ${CREDENTIAL}`,
    ]) {
      await session.request('tools/call', { name, arguments: {} })
    }
    expectHidden(session.sent(), CREDENTIAL)
    await session.close()
  })
})
