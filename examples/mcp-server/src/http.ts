import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { createExampleServer } from './example-server'

/** A running Streamable HTTP endpoint. */
export interface HttpEndpoint {
  /** The MCP endpoint, e.g. `http://127.0.0.1:3000/mcp`. */
  readonly url: URL
  /** Ends every session and stops listening. */
  close(): Promise<void>
}

/** The default `maxBodyBytes`: 4 MiB, the SDK's own default, set here so it is in sight. */
export const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024

/**
 * Serves the example tools over Streamable HTTP at `/mcp`, one MCP session per client (so the
 * server can send elicitation requests on the call's stream). Port 0 picks a free port. A
 * request body over `maxBodyBytes` gets 413 and is not read further; the session goes on.
 */
export async function startHttpServer(
  port = 0,
  host = '127.0.0.1',
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<HttpEndpoint> {
  const sessions = new Map<string, StreamableHTTPServerTransport>()
  const allowedHosts: string[] = []
  const http = createServer((request, response) => {
    route(sessions, allowedHosts, maxBodyBytes, request, response).catch((error: unknown) => {
      console.error('MCP HTTP request failed:', error)
      if (!response.headersSent) response.writeHead(500).end()
    })
  })
  await new Promise<void>((resolve) => http.listen(port, host, resolve))
  const { port: actualPort } = http.address() as AddressInfo
  const url = new URL(`http://${host}:${actualPort}/mcp`)
  allowedHosts.push(url.host)
  return {
    url,
    close: async () => {
      await Promise.all([...sessions.values()].map((transport) => transport.close()))
      http.closeAllConnections()
      await new Promise<void>((resolve, reject) =>
        http.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}

async function route(
  sessions: Map<string, StreamableHTTPServerTransport>,
  allowedHosts: readonly string[],
  maxBodyBytes: number,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/mcp') {
    response.writeHead(404).end()
    return
  }
  const sessionId = request.headers['mcp-session-id']
  const known = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined
  if (known !== undefined) return known.handleRequest(request, response)
  if (sessionId !== undefined) {
    response.writeHead(404, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        jsonrpc: '2.0',
        error: { code: -32001, message: 'Session not found' },
        id: null,
      }),
    )
    return
  }
  // No session yet: this must be an initialize request, which opens one. A web page must not
  // reach a local server through a rebound DNS name, so only the listening host is accepted.
  const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => randomUUID(),
    enableDnsRebindingProtection: true,
    allowedHosts: [...allowedHosts],
    maxRequestBodySize: maxBodyBytes,
    onsessioninitialized: (id) => void sessions.set(id, transport),
    onsessionclosed: (id) => void sessions.delete(id),
  })
  transport.onclose = () => {
    if (transport.sessionId !== undefined) sessions.delete(transport.sessionId)
  }
  await createExampleServer().connect(transport)
  await transport.handleRequest(request, response)
  // A request that was not an initialize opened no session: nothing will use this server.
  if (transport.sessionId === undefined) await transport.close()
}
