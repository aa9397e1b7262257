import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the hostile server answers one JSON-RPC request (`tools/list` or `tools/call`). */
export type Answer = (message: { id: number; params?: any }, response: ServerResponse) => void

/**
 * A raw, hostile MCP Streamable HTTP server on loopback: it answers `initialize` like a real
 * server, then `tools/list` and `tools/call` exactly as the test says, bytes included.
 */
export async function hostileHttpServer(answers: { list: Answer; call?: Answer }) {
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    let body = ''
    for await (const chunk of request) body += chunk
    if (request.method !== 'POST') {
      response.writeHead(405).end()
      return
    }
    const message = JSON.parse(body)
    if (message.method === 'initialize') {
      const result = {
        protocolVersion: message.params.protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: 'hostile', version: '1' },
      }
      answerJson(response, message.id, result, { 'mcp-session-id': 'hostile-session' })
      return
    }
    if (message.id === undefined) {
      response.writeHead(202).end()
      return
    }
    if (message.method === 'tools/list') return answers.list(message, response)
    if (message.method === 'tools/call' && answers.call) return answers.call(message, response)
    answerJson(response, message.id, {})
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

/** Answers a request with a JSON-RPC result. */
export function answerJson(
  response: ServerResponse,
  id: number,
  result: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(200, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
}

/** Answers with the start of a JSON-RPC result, then 64 KiB chunks for as long as it is read. */
export function answerForever(response: ServerResponse, start: string): { sent: number } {
  const chunk = Buffer.alloc(1 << 16, 'x')
  const counter = { sent: 0 }
  response.writeHead(200, { 'content-type': 'application/json' })
  response.write(start)
  const pump = () => {
    while (!response.destroyed && response.write(chunk)) counter.sent += chunk.length
  }
  response.on('drain', pump)
  pump()
  return counter
}
