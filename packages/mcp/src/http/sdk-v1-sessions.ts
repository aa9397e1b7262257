import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js'
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { type Implementation, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'
import type { AnyTool } from '@polytool/core'
import { assertWellFormed, LenientCallToolRequestSchema } from '../server/call-request'
import { callServedTool } from '../server/call-tool'
import { callOf, serverV1 } from '../server/generation-v1'
import type { McpRequestExtra, McpServeOptions } from '../server/options'
import { serveAll, unknownToolMessage } from '../server/serve-tools'
import { hasScopes, type McpAccessToken } from './access-token'

/**
 * One MCP session as the HTTP layer drives it. The layer (origin, auth, body, session table)
 * knows only this, so a server of another SDK generation plugs in behind the same layer.
 */
export interface McpHttpSession {
  /** Answers one HTTP request of the session, its JSON body already read and parsed. */
  handle(request: Request, body: unknown, token: McpAccessToken | undefined): Promise<Response>
  close(): Promise<void>
}

/** Opens sessions: with an id for a stateful session, without for one stateless request. */
export type McpHttpSessionFactory = (
  sessionId: string | undefined,
  onClose: () => void,
) => Promise<McpHttpSession>

/** How the SDK v1 sessions serve the tools. */
export interface SdkV1SessionOptions extends McpServeOptions {
  instructions?: string
  jsonResponse?: boolean
}

const TOKEN_KEY = 'polytool.accessToken'

/** The verified token of a request, from the SDK's `extra.authInfo`. */
export function accessTokenOf(extra: McpRequestExtra): McpAccessToken | undefined {
  return extra.authInfo?.extra?.[TOKEN_KEY] as McpAccessToken | undefined
}

/**
 * Sessions on the SDK v1 `Server` and its web-standard Streamable HTTP transport. The tools are
 * served (schemas emitted, codecs built) once; each session holds a small `Server` whose
 * handlers share them, so ten thousand sessions cost ten thousand servers, not their schemas.
 */
export function sdkV1Sessions(
  info: Implementation,
  tools: readonly AnyTool[],
  options: SdkV1SessionOptions,
): McpHttpSessionFactory {
  const { instructions, jsonResponse = false, ...serveOptions } = options
  const served = serveAll(tools, serveOptions)
  const names = [...served.keys()]
  const entries = [...served.values()]
  const allListings = entries.map((entry) => entry.listing)
  const scoped = entries.some((entry) => (entry.tool.mcp?.scopes?.length ?? 0) > 0)
  const visible = (token: McpAccessToken | undefined) =>
    scoped
      ? entries
          .filter((entry) => hasScopes(token, entry.tool.mcp?.scopes ?? []))
          .map((entry) => entry.listing)
      : allListings

  return async (sessionId, onClose) => {
    const server = new Server(info, {
      capabilities: { tools: {} },
      ...(instructions === undefined ? {} : { instructions }),
    })
    server.setRequestHandler(ListToolsRequestSchema, (_request, extra) => ({
      tools: visible(accessTokenOf(extra)),
    }))
    server.setRequestHandler(LenientCallToolRequestSchema, (request, extra) => {
      assertWellFormed(request.params)
      const entry = served.get(request.params.name)
      // A tool the token may not call is not there for it, as in its listing.
      if (entry === undefined || !hasScopes(accessTokenOf(extra), entry.tool.mcp?.scopes ?? [])) {
        throw serverV1.invalidParams(unknownToolMessage(request.params.name, names))
      }
      return callServedTool(
        serverV1,
        entry,
        request.params.arguments,
        extra,
        callOf(server, extra),
        serveOptions,
      )
    })
    const transport = new WebStandardStreamableHTTPServerTransport({
      ...(sessionId === undefined ? {} : { sessionIdGenerator: () => sessionId }),
      enableJsonResponse: jsonResponse,
      onsessionclosed: onClose,
    })
    transport.onclose = onClose
    await server.connect(transport)
    return {
      handle: (request, body, token) =>
        transport.handleRequest(request, {
          ...(body === undefined ? {} : { parsedBody: body }),
          ...(token === undefined ? {} : { authInfo: toAuthInfo(token) }),
        }),
      close: () => server.close(),
    }
  }
}

function toAuthInfo(token: McpAccessToken): AuthInfo {
  return {
    token: token.token,
    clientId: token.clientId ?? token.subject,
    scopes: [...token.scopes],
    ...(token.expiresAt === undefined ? {} : { expiresAt: token.expiresAt }),
    extra: { [TOKEN_KEY]: token },
  }
}
