import { MAX_TIMER_MS } from '../timer-limit'
import type { McpAccessToken } from './access-token'
import { jsonRpcError, RPC } from './responses'

/** How long `verifyAccessToken` may take by default before the request is answered `503`: 10 s. */
export const DEFAULT_VERIFY_TIMEOUT_MS = 10_000

/** How the handler checks access tokens: an OAuth 2.1 resource server, as MCP specifies. */
export interface McpHttpAuth {
  /** This server's resource identifier: its canonical URL, e.g. `https://mcp.example.com/mcp`. */
  resource: string
  /** Issuers of the authorization servers whose tokens this server accepts. */
  authorizationServers: readonly string[]
  /**
   * Verifies a bearer token, e.g. `createJwtVerifier(...)`. It returns the verified token, or
   * throws (or returns `undefined`) for an invalid one: the client gets `401 invalid_token`
   * and never the error. It must check that the token was issued for `resource`. Its `signal`
   * aborts when `verifyTimeoutMs` has passed, so that it can stop the work it started.
   */
  verifyAccessToken: (
    token: string,
    options: { readonly signal: AbortSignal },
  ) => McpAccessToken | undefined | PromiseLike<McpAccessToken | undefined>
  /**
   * Longest time `verifyAccessToken` may take. Past it the request is answered `503` with
   * `Retry-After`, not `401`: the token was never judged, and a `401 invalid_token` would make
   * an MCP client throw away a token that may be valid and start the authorization flow again.
   * Default `DEFAULT_VERIFY_TIMEOUT_MS` (10 s).
   */
  verifyTimeoutMs?: number
  /** Scopes listed in the metadata, for clients to ask for. */
  scopesSupported?: readonly string[]
  /** A name for people, in the metadata (`resource_name`). */
  resourceName?: string
}

const WELL_KNOWN = '/.well-known/oauth-protected-resource'

/**
 * The protected-resource metadata paths (RFC 9728): the well-known path with the resource's
 * path appended, which `resource_metadata` points at, and the bare one clients also try.
 */
export function metadataPaths(resource: string): { primary: string; bare: string } {
  const path = new URL(resource).pathname.replace(/\/$/, '')
  return { primary: `${WELL_KNOWN}${path}`, bare: WELL_KNOWN }
}

/** The metadata document, served with open CORS: it is public, and browser clients read it. */
export function metadataResponse(auth: McpHttpAuth): Response {
  const body = {
    resource: auth.resource,
    authorization_servers: auth.authorizationServers,
    bearer_methods_supported: ['header'],
    ...(auth.scopesSupported === undefined ? {} : { scopes_supported: auth.scopesSupported }),
    ...(auth.resourceName === undefined ? {} : { resource_name: auth.resourceName }),
  }
  return new Response(JSON.stringify(body), {
    headers: {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'cache-control': 'max-age=3600',
    },
  })
}

/**
 * The token, or the refusal: `401` for one missing, not `Bearer`, or failing verification, and
 * `503` for one `verifyAccessToken` did not judge within `timeoutMs`. Nothing the hook throws
 * or returns reaches the response but a token that passes the checks below.
 */
export async function authenticate(
  request: Request,
  auth: McpHttpAuth,
  metadataUrl: string,
  timeoutMs: number,
): Promise<{ ok: true; token: McpAccessToken } | { ok: false; response: Response }> {
  const header = request.headers.get('authorization')
  const match = header === null ? null : /^Bearer +([\x21-\x7e]+) *$/i.exec(header)
  if (match === null) {
    return {
      ok: false,
      response: unauthorized(metadataUrl, header === null ? undefined : 'invalid_request'),
    }
  }
  const verdict = await verifyWithin(auth, match[1]!, timeoutMs)
  if (verdict === 'too-slow') return { ok: false, response: verifierTooSlow() }
  if (verdict === undefined) {
    return { ok: false, response: unauthorized(metadataUrl, 'invalid_token') }
  }
  return { ok: true, token: verdict }
}

// The hook is the host's code: it may never settle, throw anything, or return an object whose
// getters throw. Every outcome becomes a checked copy of the token, `undefined`, or 'too-slow'.
async function verifyWithin(
  auth: McpHttpAuth,
  token: string,
  timeoutMs: number,
): Promise<McpAccessToken | undefined | 'too-slow'> {
  const deadline = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const tooSlow = new Promise<'too-slow'>((resolve) => {
    timer = setTimeout(
      () => {
        resolve('too-slow')
        deadline.abort()
      },
      Math.min(timeoutMs, MAX_TIMER_MS),
    )
  })
  const verified = (async () => {
    try {
      return checkedToken(await auth.verifyAccessToken(token, { signal: deadline.signal }), token)
    } catch {
      return undefined
    }
  })()
  try {
    return await Promise.race([verified, tooSlow])
  } finally {
    clearTimeout(timer)
  }
}

// A host's verifier is code the types cannot hold to its word: a token without a subject would
// open sessions bound to no one and outside the per-user cap, and scopes given as one string
// would match any substring. Such a token is refused as if the verifier had. The fields are
// read once, into a frozen copy: a getter cannot answer differently later, nor throw then.
function checkedToken(value: unknown, sent: string): McpAccessToken | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { token, subject, clientId, scopes, expiresAt, claims } = value as Record<string, unknown>
  if (typeof subject !== 'string' || subject === '' || !Array.isArray(scopes)) return undefined
  const scopeList = [...scopes]
  if (!scopeList.every((scope) => typeof scope === 'string')) return undefined
  return Object.freeze({
    token: typeof token === 'string' ? token : sent,
    subject,
    ...(typeof clientId === 'string' ? { clientId } : {}),
    scopes: Object.freeze(scopeList as string[]),
    ...(typeof expiresAt === 'number' ? { expiresAt } : {}),
    claims:
      typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {},
  })
}

// Not 401: the token may be valid. Clients retry after a while, with the same token.
function verifierTooSlow(): Response {
  return jsonRpcError(
    503,
    RPC.serverError,
    'Service Unavailable: the access token could not be verified in time',
    { 'retry-after': '5' },
  )
}

function unauthorized(metadataUrl: string, error?: 'invalid_token' | 'invalid_request'): Response {
  const challenge = `Bearer resource_metadata="${metadataUrl}"${error === undefined ? '' : `, error="${error}"`}`
  return jsonRpcError(
    401,
    RPC.serverError,
    error === undefined
      ? 'Unauthorized: an access token is required'
      : 'Unauthorized: the access token is not valid',
    { 'www-authenticate': challenge },
  )
}

/** The 403 for a token without a scope the call needs (RFC 6750 `insufficient_scope`). */
export function insufficientScope(metadataUrl: string, required: readonly string[]): Response {
  const scope = required.join(' ')
  // Without auth there is no metadata to point at, and no token could have the scope.
  const metadata = metadataUrl === '' ? '' : `, resource_metadata="${metadataUrl}"`
  return jsonRpcError(403, RPC.serverError, `Forbidden: this call needs the scopes ${scope}`, {
    'www-authenticate': `Bearer error="insufficient_scope", scope="${scope}"${metadata}`,
  })
}

/**
 * RFC 6750 forbids nothing but advises against `access_token` in the query: it lands in logs,
 * histories and `Referer`. The handler refuses it outright (400 `invalid_request`), so a
 * client that sends it learns at once instead of leaking tokens quietly.
 */
export function refuseQueryToken(url: URL): Response | undefined {
  if (!url.searchParams.has('access_token')) return undefined
  return jsonRpcError(
    400,
    RPC.invalidRequest,
    'Bad Request: send the access token in the Authorization header, never in the URL',
    { 'www-authenticate': 'Bearer error="invalid_request"' },
  )
}
