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
