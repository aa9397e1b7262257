import { createTool, RequestContext } from '@polytool/core'
import { z } from 'zod'
import { createMcpHandler } from '../http/create-handler'
import type { McpHandler } from '../http/handler'
import { createJwtVerifier } from '../http/jwt'
import { createTestIssuer, goodClaims, RESOURCE } from './jwt'
import { type Served, serveOverHttp } from './serve-over-http'
import { weatherTool } from './tools'

// A polytool server behind OAuth on 127.0.0.1 for third-party clients, whole or with one piece
// broken. A client test runs its scenario against each: it must pass on the whole server and
// fail on every broken one, which proves the scenario really exercises that piece.

/** The piece a server has broken: none, its `tools/list` answers, its `tools/call` answers, or how it reads the bearer header. */
export type Breakage = 'none' | 'tools-list' | 'tools-call' | 'auth-header'

/** The broken servers, for `it.each`. */
export const BREAKAGES: readonly Exclude<Breakage, 'none'>[] = [
  'tools-list',
  'tools-call',
  'auth-header',
]

/** A tool whose answer is the subject of the verified token the call came with. */
const whoAmITool = createTool({
  id: 'whoami',
  description: 'The user the call runs for',
  inputSchema: z.object({}),
  execute: async (_input, context) => `user ${String(context.requestContext.get('user'))}`,
})

/** A polytool server on loopback, and a token a client must send to reach it. */
export interface ClientTestServer {
  /** The MCP endpoint. */
  readonly url: URL
  /** A valid access token of subject `alice`. */
  readonly token: string
  close(): Promise<void>
}

/** What each client's scenario must see on a whole server. */
export const EXPECTED = {
  tools: ['weather', 'whoami'],
  weather: { city: 'Paris', temperature: 21, unit: 'C' },
  whoami: 'user alice',
} as const

/**
 * Serves `weather` and `whoami` through `createMcpHandler` with a JWT resource server, the
 * request context carrying the token's subject, with `breakage` applied.
 *
 * @param breakage The piece to break; `'none'` for a whole server.
 * @returns The endpoint, a token for it, and `close`.
 */
export async function serveForClient(breakage: Breakage = 'none'): Promise<ClientTestServer> {
  const issuer = await createTestIssuer()
  const handler = createMcpHandler(
    { name: 'polytool', version: '1.0.0' },
    [weatherTool, whoAmITool],
    {
      auth: {
        resource: RESOURCE,
        authorizationServers: [issuer.issuer],
        verifyAccessToken: createJwtVerifier({
          issuer: issuer.issuer,
          audience: RESOURCE,
          jwks: issuer.jwks,
        }),
        scopesSupported: ['tools'],
      },
      requestContext: (token) => new RequestContext({ user: token?.subject ?? 'nobody' }),
    },
  )
  const served: Served = await serveOverHttp(broken(handler, breakage))
  return {
    url: served.url,
    token: await issuer.sign(goodClaims({ sub: 'alice' })),
    close: async () => {
      await handler.close()
      await served.close()
    },
  }
}

function broken(handler: McpHandler, breakage: Breakage): (request: Request) => Promise<Response> {
  switch (breakage) {
    case 'none':
      return handler
    // A server that reads the token from a header of another name never sees the client's.
    case 'auth-header':
      return (request) => {
        const headers = new Headers(request.headers)
        headers.delete('authorization')
        return handler(new Request(request, { headers }))
      }
    // The answers of one method rewritten in a way MCP's result schema forbids.
    case 'tools-list':
      return rewriting(handler, (result) => {
        if (Array.isArray(result.tools)) {
          result.tools = result.tools.map((tool: object) => ({ ...tool, inputSchema: 'object' }))
        }
      })
    case 'tools-call':
      return rewriting(handler, (result) => {
        if (Array.isArray(result.content)) result.content = { text: 'not a list of content' }
      })
  }
}

/** The handler, with every JSON-RPC result it sends passed through `change` first. */
function rewriting(
  handler: McpHandler,
  change: (result: Record<string, any>) => void,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await handler(request)
    const type = response.headers.get('content-type') ?? ''
    if (!response.ok || response.body === null) return response
    const rewrite = (json: string) => {
      const message = JSON.parse(json)
      if (typeof message?.result === 'object' && message.result !== null) change(message.result)
      return JSON.stringify(message)
    }
    if (type.startsWith('application/json')) {
      return new Response(rewrite(await response.text()), response)
    }
    if (!type.startsWith('text/event-stream')) return response
    return new Response(eventsRewritten(response.body, rewrite), response)
  }
}

/** An SSE stream with each `data:` line's JSON rewritten, event by event as they come. */
function eventsRewritten(
  body: ReadableStream<Uint8Array>,
  rewrite: (json: string) => string,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  let pending = ''
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pending += decoder.decode(chunk, { stream: true })
        let end = pending.indexOf('\n\n')
        while (end >= 0) {
          const event = pending.slice(0, end)
          pending = pending.slice(end + 2)
          const lines = event
            .split('\n')
            .map((line) => (line.startsWith('data: ') ? `data: ${rewrite(line.slice(6))}` : line))
          controller.enqueue(encoder.encode(`${lines.join('\n')}\n\n`))
          end = pending.indexOf('\n\n')
        }
      },
      flush(controller) {
        if (pending !== '') controller.enqueue(encoder.encode(pending))
      },
    }),
  )
}
