import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { type AnyTool, createTool, RequestContext, ToolError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createMcpServer, type McpServeOptions } from '../index.js'

// A raw JSON-RPC client on the wire of a served polytool server: everything the server sends
// back is read as text, and no piece of a planted request-context value or secret may be in it.

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

describe('mcp server: what a client reads', () => {
  it('an unknown tool name is cut to 64 characters', async () => {
    const tool = createTool({
      id: 'echo',
      description: 'echo',
      inputSchema: z.object({}),
      execute: async () => 'ok',
    })
    const session = await wire([tool])
    const answer = JSON.stringify(
      await session.request('tools/call', { name: `${'n'.repeat(5000)}TAIL`, arguments: {} }),
    )
    expect(answer).toContain('-32602')
    expect(answer).not.toContain('TAIL')
    expect(answer).not.toContain('n'.repeat(65))
    await session.close()
  })

  it("onError's text straddling the 8,192-character cut is scrubbed of the context", async () => {
    const tool = createTool({
      id: 'boom',
      description: 'throws',
      inputSchema: z.object({ pad: z.number() }),
      execute: async ({ pad }) => {
        throw new Error(String(pad))
      },
    })
    const session = await wire([tool], {
      onError: (error) => `${'o'.repeat(Number((error as Error).message))}${PRIVATE} ${CREDENTIAL}`,
    })
    for (let pad = 8150; pad <= 8192; pad += 6) {
      await session.request('tools/call', { name: 'boom', arguments: { pad } })
    }
    await session.request('tools/call', { name: 'boom', arguments: { pad: 3 } })
    const sent = session.sent()
    expectHidden(sent, PRIVATE)
    await session.close()
  })

  it('an approval reason quoting the context is scrubbed', async () => {
    const tool = createTool({
      id: 'pay',
      description: 'pays',
      inputSchema: z.object({}),
      requireApproval: true,
      execute: async () => 'paid',
    })
    const session = await wire([tool], {
      approve: () => ({
        approved: false,
        reason: `tenant ${PRIVATE} is frozen; token=${CREDENTIAL}`,
      }),
    })
    await session.request('tools/call', { name: 'pay', arguments: {} })
    const sent = session.sent()
    expect(sent).toContain('isError')
    expectHidden(sent, PRIVATE)
    expectHidden(sent, CREDENTIAL)
    await session.close()
  })

  it('progress messages straddling the cut, and a ToolError with the context', async () => {
    const tool = createTool({
      id: 'slow',
      description: 'reports progress',
      inputSchema: z.object({}),
      execute: async (_input, context) => {
        const tenant = String(context.requestContext.get('tenant'))
        for (let pad = 8150; pad <= 8192; pad += 7) {
          context.mcp?.progress?.({ progress: pad, message: `${'p'.repeat(pad)}${tenant}` })
        }
        context.mcp?.progress?.({ progress: 9000, message: `Authorization: Bearer ${CREDENTIAL}` })
        throw new ToolError(`no luck for ${tenant}`)
      },
    })
    const session = await wire([tool])
    await session.request('tools/call', {
      name: 'slow',
      arguments: {},
      _meta: { progressToken: 'p1' },
    })
    const sent = session.sent()
    expect(sent).toContain('notifications/progress')
    expectHidden(sent, PRIVATE)
    expectHidden(sent, CREDENTIAL)
    await session.close()
  })

  it('an invalid output: neither its values nor its keys reach the client', async () => {
    const tool = createTool({
      id: 'out',
      description: 'returns a bad output',
      inputSchema: z.object({}),
      outputSchema: z.object({ byEmail: z.record(z.string(), z.number()) }).strict(),
      execute: async () =>
        ({
          byEmail: { [`ana.${PRIVATE}@example.com`]: 'not a number' },
          [`extra_${CREDENTIAL}`]: CREDENTIAL,
        }) as never,
    })
    const session = await wire([tool])
    await session.request('tools/call', { name: 'out', arguments: {} })
    const sent = session.sent()
    expect(sent).toContain('isError')
    expectHidden(sent, PRIVATE)
    expectHidden(sent, CREDENTIAL)
    await session.close()
  })

  it('an exception whose fields and message quote the context', async () => {
    const tool = createTool({
      id: 'boom',
      description: 'throws',
      inputSchema: z.object({}),
      execute: async (_input, { requestContext }) => {
        throw Object.assign(new Error(`db: ${String(requestContext.get('tenant'))}`), {
          code: PRIVATE,
          data: { token: CREDENTIAL },
        })
      },
    })
    const session = await wire([tool])
    await session.request('tools/call', { name: 'boom', arguments: {} })
    const sent = session.sent()
    expectHidden(sent, PRIVATE)
    expectHidden(sent, CREDENTIAL)
    await session.close()
  })
})
