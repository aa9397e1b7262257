/** Why an access token was refused. */
export type McpTokenErrorCode =
  | 'MCP_TOKEN_MALFORMED'
  | 'MCP_TOKEN_TOO_LARGE'
  | 'MCP_TOKEN_ALGORITHM'
  | 'MCP_TOKEN_KEY_NOT_FOUND'
  | 'MCP_TOKEN_SIGNATURE'
  | 'MCP_TOKEN_ISSUER'
  | 'MCP_TOKEN_AUDIENCE'
  | 'MCP_TOKEN_EXPIRED'
  | 'MCP_TOKEN_NOT_YET_VALID'
  | 'MCP_TOKEN_SUBJECT'
  | 'MCP_TOKEN_SCOPE'
  | 'MCP_JWKS_UNAVAILABLE'

/**
 * An access token that did not verify. The message names the check that failed and never
 * quotes the token; the HTTP handler answers `401 invalid_token` without it.
 */
export class McpTokenError extends Error {
  override readonly name = 'McpTokenError'
  readonly code: McpTokenErrorCode

  constructor(code: McpTokenErrorCode, message: string, options?: ErrorOptions) {
    super(message, options)
    this.code = code
  }
}

/** Options of `createMcpHandler` that cannot work together, found when it is created. */
export class McpHandlerOptionsError extends Error {
  override readonly name = 'McpHandlerOptionsError'
  readonly code = 'MCP_HANDLER_OPTIONS_INVALID'
}
