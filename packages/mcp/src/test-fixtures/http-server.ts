/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Generation } from './generations'

/** A server on 127.0.0.1 that answers MCP over Streamable HTTP, one SDK server per request. */
export interface HttpMcpServer {
  readonly url: URL
  /** The `Authorization` headers it received, in order. */
  readonly authorizations: Array<string | undefined>
  close(): Promise<void>
}

/**
 * Serves `makeServer()`'s SDK server through the generation's own stateless Streamable HTTP
 * transport. With a `token`, a request without `Authorization: Bearer <token>` gets a `401`,
 * and the token reaches the handler as the SDK's `authInfo`.
 */
export async function serveHttp(
  sdk: Generation,
  makeServer: () => any,
  options: { token?: string; sessions?: boolean } = {},
): Promise<HttpMcpServer> {
  const authorizations: Array<string | undefined> = []
  // With sessions, a session's transport answers all its requests (a client's answer to the
  // server's elicitation comes in a request of its own).
  const sessions = new Map<string, any>()
  const http = createServer((incoming, outgoing) => {
    void answer(incoming, outgoing).catch(() => outgoing.destroy())
  })
  async function answer(incoming: IncomingMessage, outgoing: ServerResponse) {
    authorizations.push(incoming.headers.authorization)
    if (
      options.token !== undefined &&
      incoming.headers.authorization !== `Bearer ${options.token}`
    ) {
      outgoing.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"' }).end()
      return
    }
    const sessionId = incoming.headers['mcp-session-id']
    const known = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined
    const server = known === undefined ? makeServer() : undefined
    const transport =
      known ??
      sdk.httpServerTransport(
        options.sessions === true ? (id: string) => sessions.set(id, transport) : undefined,
      )
    if (server !== undefined) await server.connect(transport)
    const authInfo =
      options.token === undefined
        ? undefined
        : { token: options.token, clientId: 'alice', scopes: ['tools'] }
    const response: Response = await transport.handleRequest(await toRequest(incoming), {
      ...(authInfo === undefined ? {} : { authInfo }),
    })
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      headers[name] = value
    })
    outgoing.writeHead(response.status, headers)
    if (response.body !== null) {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        outgoing.write(chunk)
      }
    }
    outgoing.end()
    if (options.sessions !== true) await server?.close()
  }
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections()
        http.close(() => resolve())
      }),
  }
}

async function toRequest(incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
  return new Request(`http://127.0.0.1${incoming.url}`, {
    method: incoming.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  })
}
