import { jsonRpcError, RPC } from './responses'

/**
 * Refuses a request whose `Origin` is not on the allow list (DNS rebinding: a page on another
 * site must not reach a server on the user's machine or network). Requests without `Origin`
 * are not from a browser page and pass; the allow list holds exact origins
 * (`https://app.example.com`), and the request's own `Host` never counts, since a rebound
 * name makes it look same-origin.
 */
export function checkOrigin(request: Request, allowed: ReadonlySet<string>): Response | undefined {
  const origin = request.headers.get('origin')
  if (origin === null || allowed.has(origin)) return undefined
  return jsonRpcError(403, RPC.serverError, 'Forbidden: this Origin is not allowed')
}

const ALLOWED_HEADERS =
  'authorization, content-type, accept, mcp-session-id, mcp-protocol-version, last-event-id'
const EXPOSED_HEADERS = 'mcp-session-id, mcp-protocol-version, www-authenticate'

/** The answer to a CORS preflight from an allowed origin. */
export function corsPreflight(origin: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(origin),
      'access-control-allow-methods': 'GET, POST, DELETE',
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': '600',
    },
  })
}

/** The response readable by a page of an allowed origin, session id and challenges included. */
export function withCors(response: Response, origin: string): Response {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(corsHeaders(origin))) headers.set(name, value)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

function corsHeaders(origin: string): Record<string, string> {
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': EXPOSED_HEADERS,
    vary: 'Origin',
  }
}
