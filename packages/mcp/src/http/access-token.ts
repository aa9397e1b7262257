/** A verified access token: who sent the request, and what it may do. */
export interface McpAccessToken {
  /** The token as the client sent it; stays on the server. */
  readonly token: string
  /** The user (or service) the token was issued for: the JWT `sub`. Sessions are bound to it. */
  readonly subject: string
  /** The OAuth client the token was issued to (`client_id` or `azp`), when known. */
  readonly clientId?: string
  /** The granted scopes. */
  readonly scopes: readonly string[]
  /** Expiry, in seconds since the epoch. */
  readonly expiresAt?: number
  /** Every claim of the token, for `requestContext`. */
  readonly claims: Readonly<Record<string, unknown>>
}

/** Whether the token carries every scope in `required`. */
export function hasScopes(token: McpAccessToken | undefined, required: readonly string[]): boolean {
  if (required.length === 0) return true
  if (token === undefined) return false
  return required.every((scope) => token.scopes.includes(scope))
}
