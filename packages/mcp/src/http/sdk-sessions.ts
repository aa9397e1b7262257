import type { AnyTool } from '@polytool/core'
import { callServedTool } from '../server/call-tool'
import type { McpServeOptions } from '../server/options'
import type { ServerGeneration, ToolHandlers } from '../server/sdk'
import { assertProgressEvery, serveAll, unknownToolMessage } from '../server/serve-tools'
import { hasScopes, type McpAccessToken } from './access-token'

/**
 * One MCP session as the HTTP layer drives it. The layer (origin, auth, body, session table)
 * knows only this, so a server of either SDK generation plugs in behind the same layer.
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

/** The SDK's `AuthInfo`, the same shape on both generations. */
export interface SdkAuthInfo {
  token: string
  clientId: string
  scopes: string[]
  expiresAt?: number
  extra?: Record<string, unknown>
}

/** What the sessions use of an SDK's low-level `Server`. */
interface SdkServer {
  connect(transport: never): Promise<void>
  close(): Promise<void>
}

/** What the sessions use of an SDK's `WebStandardStreamableHTTPServerTransport`. */
interface SdkHttpTransport {
  onclose?: (() => void) | undefined
  handleRequest(
    request: Request,
    options: { parsedBody?: unknown; authInfo?: SdkAuthInfo },
  ): Promise<Response>
}

/**
 * What the HTTP layer needs from one SDK generation: its low-level `Server`, its web-standard
 * Streamable HTTP transport, how its handlers serve tools, and where a handler's context
 * carries the request's `AuthInfo`.
 */
export interface HttpGeneration<Target, Extra, Info> {
  readonly server: ServerGeneration<Target, Extra>
  newServer(info: Info, instructions: string | undefined): Target & SdkServer
  newTransport(options: {
    sessionIdGenerator?: () => string
    enableJsonResponse: boolean
    onsessionclosed: () => void
  }): SdkHttpTransport
  authInfoOf(extra: Extra): SdkAuthInfo | undefined
}

/** How the sessions serve the tools: the `McpServeOptions`, and the server's own settings. */
export interface SdkSessionOptions<Extra> extends McpServeOptions<Extra> {
  instructions?: string
  jsonResponse?: boolean
}

const TOKEN_KEY = 'polytool.accessToken'

/** The verified token of a request, from the `AuthInfo` the handler gave the transport. */
export function accessTokenOf(authInfo: SdkAuthInfo | undefined): McpAccessToken | undefined {
  return authInfo?.extra?.[TOKEN_KEY] as McpAccessToken | undefined
}

/**
 * Sessions on an SDK generation's `Server` and web-standard Streamable HTTP transport. The
 * tools are served (schemas emitted, codecs built) once; each session holds a small `Server`
 * whose handlers share them, so ten thousand sessions cost ten thousand servers, not their
 * schemas.
 */
export function sdkSessions<Target, Extra, Info>(
  generation: HttpGeneration<Target, Extra, Info>,
  info: Info,
  tools: readonly AnyTool[],
  options: SdkSessionOptions<Extra>,
): McpHttpSessionFactory {
  const { instructions, jsonResponse = false, ...serveOptions } = options
  const handlers = scopedHandlers(generation, tools, serveOptions)

  return async (sessionId, onClose) => {
    const server = generation.newServer(info, instructions)
    generation.server.install(server, handlers)
    const transport = generation.newTransport({
      ...(sessionId === undefined ? {} : { sessionIdGenerator: () => sessionId }),
      enableJsonResponse: jsonResponse,
      onsessionclosed: onClose,
    })
    transport.onclose = onClose
    await server.connect(transport as never)
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

/**
 * The tool handlers of every session: a token lists and calls only the tools whose
 * `mcp.scopes` it has; a tool it may not call is unknown to it, as in its listing.
 */
function scopedHandlers<Target, Extra, Info>(
  generation: HttpGeneration<Target, Extra, Info>,
  tools: readonly AnyTool[],
  options: McpServeOptions<Extra>,
): ToolHandlers<Extra> {
  assertProgressEvery(options.progressEveryMs)
  const served = serveAll(tools, options)
  const entries = [...served.values()]
  const allListings = entries.map((entry) => entry.listing)
  const scoped = entries.some((entry) => (entry.tool.mcp?.scopes?.length ?? 0) > 0)
  const tokenOf = (extra: Extra) => accessTokenOf(generation.authInfoOf(extra))
  return {
    list: (extra) => ({
      tools: scoped
        ? entries
            .filter((entry) => hasScopes(tokenOf(extra), entry.tool.mcp?.scopes ?? []))
            .map((entry) => entry.listing)
        : allListings,
    }),
    call: ({ name, arguments: args }, extra, call) => {
      const token = tokenOf(extra)
      const entry = served.get(name)
      if (entry === undefined || !hasScopes(token, entry.tool.mcp?.scopes ?? [])) {
        const known = scoped
          ? entries.filter((each) => hasScopes(token, each.tool.mcp?.scopes ?? []))
          : entries
        throw generation.server.invalidParams(
          unknownToolMessage(
            name,
            known.map((each) => each.tool.id),
          ),
        )
      }
      return callServedTool(
        generation.server as ServerGeneration<unknown, Extra>,
        entry,
        args,
        extra,
        call,
        options,
      )
    },
  }
}

function toAuthInfo(token: McpAccessToken): SdkAuthInfo {
  return {
    token: token.token,
    clientId: token.clientId ?? token.subject,
    scopes: [...token.scopes],
    ...(token.expiresAt === undefined ? {} : { expiresAt: token.expiresAt }),
    extra: { [TOKEN_KEY]: token },
  }
}
