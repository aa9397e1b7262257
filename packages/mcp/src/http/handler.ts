import type { AnyTool, RequestContext } from '@polytool/core'
import type { McpRequestExtra, McpServeOptions } from '../server/options'
import type { McpAccessToken } from './access-token'
import {
  authenticate,
  DEFAULT_VERIFY_TIMEOUT_MS,
  type McpHttpAuth,
  metadataPaths,
  metadataResponse,
  refuseQueryToken,
} from './auth'
import { DEFAULT_BODY_TIMEOUT_MS, DEFAULT_MAX_BODY_BYTES, readJsonBody } from './body'
import { McpHandlerOptionsError } from './errors'
import { checkOrigin, corsPreflight, withCors } from './origin'
import { jsonRpcError, RPC } from './responses'
import { checkScopes, requiredScopes } from './scopes'
import {
  accessTokenOf,
  type HttpGeneration,
  type McpHttpSession,
  type SdkSessionOptions,
  sdkSessions,
} from './sdk-sessions'
import {
  DEFAULT_MAX_SESSIONS,
  DEFAULT_MAX_SESSIONS_PER_SUBJECT,
  DEFAULT_SESSION_IDLE_MS,
  newSessionId,
  SessionTable,
} from './sessions'

/**
 * Options of `createMcpHandler`: how tools run, and the limits and auth of the HTTP layer.
 * `Extra` is the SDK's request context: `RequestHandlerExtra` on SDK v1 (`@polytool/mcp`),
 * `ServerContext` on v2 (`@polytool/mcp/v2`).
 */
export interface McpHandlerOptions<Extra = McpRequestExtra>
  extends Omit<McpServeOptions<Extra>, 'requestContext'> {
  /** OAuth 2.1 resource-server settings; without them the server is open to anyone who reaches it. */
  auth?: McpHttpAuth
  /**
   * Browser origins allowed to call (exact, e.g. `https://app.example.com`). A request with an
   * `Origin` not listed gets `403`; requests without `Origin` (not from a page) pass. Default: none.
   */
  allowedOrigins?: readonly string[]
  /** The path the server answers on; others get `404`. Default: the path of `auth.resource`, else any. */
  path?: string
  /** Largest request body in bytes; a larger one gets `413`. Default `DEFAULT_MAX_BODY_BYTES` (4 MiB). */
  maxBodyBytes?: number
  /**
   * Longest time to receive a request body, from when the server starts reading it; a body
   * still arriving then is cancelled and gets `408` (a slowloris client). Default
   * `DEFAULT_BODY_TIMEOUT_MS` (30 s). Headers are the runtime's to time (Node: `headersTimeout`).
   */
  bodyTimeoutMs?: number
  /** One server per request, no sessions (serverless without shared memory). Default `false`. */
  stateless?: boolean
  /** Most open sessions; a new one beyond gets `503`. Default `DEFAULT_MAX_SESSIONS` (10,000). */
  maxSessions?: number
  /**
   * Most open sessions of one token subject (with `auth`); a new one beyond gets `429`.
   * Default `DEFAULT_MAX_SESSIONS_PER_SUBJECT` (100).
   */
  maxSessionsPerSubject?: number
  /** A session without a request for this long ends. Default `DEFAULT_SESSION_IDLE_MS` (30 min). */
  sessionIdleMs?: number
  /** Answer with plain JSON instead of an SSE stream per request (no notifications). Default `false`. */
  jsonResponse?: boolean
  /** Tells clients how to use the server. */
  instructions?: string
  /**
   * The request context a call runs with, from the verified token (`undefined` without auth)
   * and the SDK's `extra`. Its values stay on the server.
   */
  requestContext?: (token: McpAccessToken | undefined, extra: Extra) => RequestContext<any>
}

/** A `fetch`-style handler, with a way to end its sessions. */
export interface McpHandler {
  (request: Request): Promise<Response>
  /** Open sessions now. */
  readonly sessionCount: number
  /** Ends every session (on shutdown). */
  close(): Promise<void>
}

const SESSION_HEADER = 'mcp-session-id'

/**
 * The handler of `createMcpHandler` on one SDK generation: the HTTP layer (paths, query token,
 * origin, auth, body, scopes, session table) is the same on both; only the sessions behind it
 * are the generation's `Server` and transport.
 */
export function createHandlerOn<Target, Extra, Info>(
  generation: HttpGeneration<Target, Extra, Info>,
  info: Info,
  tools: readonly AnyTool[],
  options: McpHandlerOptions<Extra>,
): McpHandler {
  const settings = settle(options)
  const { auth } = options
  const paths = auth === undefined ? undefined : metadataPaths(auth.resource)
  const metadataUrl = auth === undefined ? '' : new URL(paths!.primary, auth.resource).href
  const endpoint =
    options.path ?? (auth === undefined ? undefined : new URL(auth.resource).pathname)
  const scopes = requiredScopes(tools)
  const allowedOrigins = new Set(options.allowedOrigins ?? [])
  const openSession = sdkSessions(generation, info, tools, sessionOptionsOf(generation, options))
  const table = new SessionTable<McpHttpSession>(
    settings.maxSessions,
    settings.sessionIdleMs,
    Date.now,
    settings.maxSessionsPerSubject,
  )

  const handler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    if (paths !== undefined && (url.pathname === paths.primary || url.pathname === paths.bare)) {
      return request.method === 'GET' ? metadataResponse(auth!) : methodNotAllowed()
    }
    if (endpoint !== undefined && url.pathname !== endpoint) {
      return jsonRpcError(404, RPC.serverError, 'Not Found')
    }
    const refused = refuseQueryToken(url) ?? checkOrigin(request, allowedOrigins)
    if (refused !== undefined) return refused
    const origin = request.headers.get('origin')
    if (origin === null) return serve(request)
    // Past checkOrigin, an Origin is an allowed one: its pages may read the answers.
    if (request.method === 'OPTIONS') return corsPreflight(origin)
    return withCors(await serve(request), origin)
  }

  async function serve(request: Request): Promise<Response> {
    let token: McpAccessToken | undefined
    if (auth !== undefined) {
      const result = await authenticate(request, auth, metadataUrl, settings.verifyTimeoutMs)
      if (!result.ok) return result.response
      token = result.token
    }
    let body: unknown
    if (request.method === 'POST') {
      const read = await readJsonBody(request, {
        maxBytes: settings.maxBodyBytes,
        timeoutMs: settings.bodyTimeoutMs,
      })
      if (!read.ok) return read.response
      body = read.value
      const forbidden = checkScopes(body, scopes, token, metadataUrl)
      if (forbidden !== undefined) return forbidden
    }
    if (settings.stateless) return handleStateless(request, body, token)
    return handleInSession(request, body, token)
  }

  async function handleStateless(
    request: Request,
    body: unknown,
    token: McpAccessToken | undefined,
  ): Promise<Response> {
    if (request.method !== 'POST') return methodNotAllowed()
    const session = await openSession(undefined, () => {})
    return session.handle(request, body, token)
  }

  async function handleInSession(
    request: Request,
    body: unknown,
    token: McpAccessToken | undefined,
  ): Promise<Response> {
    const id = request.headers.get(SESSION_HEADER)
    if (id === null) {
      if (request.method !== 'POST' || !isInitialize(body)) {
        return jsonRpcError(400, RPC.serverError, 'Bad Request: Mcp-Session-Id header is required')
      }
      return openAndHandle(request, body, token)
    }
    // Unknown, ended and other subjects' sessions answer alike: nothing tells them apart.
    const session = table.use(id, token?.subject)
    if (session === undefined) return jsonRpcError(404, RPC.sessionNotFound, 'Session not found')
    const response = await session.handle(request, body, token)
    if (request.method === 'DELETE' && response.ok) table.forget(id)
    return response
  }

  async function openAndHandle(
    request: Request,
    body: unknown,
    token: McpAccessToken | undefined,
  ): Promise<Response> {
    const room = table.reserve(token?.subject)
    if (room === 'full') {
      return jsonRpcError(503, RPC.serverError, 'Service Unavailable: too many open sessions', {
        'retry-after': '60',
      })
    }
    if (room === 'subject-full') {
      return jsonRpcError(
        429,
        RPC.serverError,
        'Too Many Requests: too many open sessions for this user',
      )
    }
    const id = newSessionId()
    let session: McpHttpSession | undefined
    let opened = false
    try {
      session = await openSession(id, () => table.forget(id))
      const response = await session.handle(request, body, token)
      opened = response.ok
      return response
    } finally {
      table.settle(opened ? id : undefined, session, token?.subject)
      if (!opened) void session?.close().catch(() => {})
    }
  }

  return Object.defineProperties(handler, {
    sessionCount: { get: () => table.size },
    close: { value: () => table.closeAll() },
  }) as McpHandler
}

function settle(options: McpHandlerOptions<any>) {
  const settings = {
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    bodyTimeoutMs: options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS,
    maxSessions: options.maxSessions ?? DEFAULT_MAX_SESSIONS,
    maxSessionsPerSubject: options.maxSessionsPerSubject ?? DEFAULT_MAX_SESSIONS_PER_SUBJECT,
    sessionIdleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
    stateless: options.stateless ?? false,
    verifyTimeoutMs: options.auth?.verifyTimeoutMs ?? DEFAULT_VERIFY_TIMEOUT_MS,
  }
  for (const key of [
    'maxBodyBytes',
    'bodyTimeoutMs',
    'maxSessions',
    'maxSessionsPerSubject',
    'sessionIdleMs',
    'verifyTimeoutMs',
  ] as const) {
    if (!(Number.isFinite(settings[key]) && settings[key] > 0)) {
      throw new McpHandlerOptionsError(
        `Invalid createMcpHandler options: expected ${key} to be a positive number, received ${settings[key]}`,
      )
    }
  }
  if (options.auth !== undefined && !URL.canParse(options.auth.resource)) {
    throw new McpHandlerOptionsError(
      'Invalid createMcpHandler options: expected auth.resource to be an absolute URL',
    )
  }
  return settings
}

function sessionOptionsOf<Target, Extra, Info>(
  generation: HttpGeneration<Target, Extra, Info>,
  options: McpHandlerOptions<Extra>,
): SdkSessionOptions<Extra> {
  const {
    auth: _auth,
    allowedOrigins: _origins,
    path: _path,
    maxBodyBytes: _body,
    bodyTimeoutMs: _bodyTime,
    stateless: _stateless,
    maxSessions: _sessions,
    maxSessionsPerSubject: _perSubject,
    sessionIdleMs: _idle,
    requestContext,
    ...serve
  } = options
  if (requestContext === undefined) return serve
  return {
    ...serve,
    requestContext: (extra: Extra) =>
      requestContext(accessTokenOf(generation.authInfoOf(extra)), extra),
  }
}

function isInitialize(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    (body as { method?: unknown }).method === 'initialize'
  )
}

function methodNotAllowed(): Response {
  return jsonRpcError(405, RPC.serverError, 'Method Not Allowed', { allow: 'GET, POST, DELETE' })
}
