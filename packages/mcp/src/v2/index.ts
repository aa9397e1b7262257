// polytool on SDK v2 (`@modelcontextprotocol/server` and `@modelcontextprotocol/client`). The
// SDK-free parts are the same as on v1 and come from the same files.
export { checkMcpListings, type McpSchemaCheck } from '../client/check-listings'
export { DEFAULT_LISTING_LIMITS, type ListingLimits } from '../client/list-all'
export type { McpRemoteToolSet } from '../client/load-remote'
export { mcpResultToModelOutput } from '../client/model-output'
export {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_TOTAL_TIMEOUT_FACTOR,
  MCP_REQUEST_TIMEOUT_CODE,
  McpListingError,
  type McpListingErrorCode,
  McpOptionsError,
  McpRequestTimeoutError,
  McpResponseTooLargeError,
  McpToolError,
  type McpToolErrorCode,
  McpToolsAlreadyServedError,
} from '../errors'
export type { McpAccessToken } from '../http/access-token'
export { DEFAULT_VERIFY_TIMEOUT_MS, type McpHttpAuth } from '../http/auth'
export { DEFAULT_MAX_BODY_BYTES } from '../http/body'
export { McpHandlerOptionsError, McpTokenError, type McpTokenErrorCode } from '../http/errors'
export type { McpHandler } from '../http/handler'
export type { Jwk, JwksFetchOptions } from '../http/jwks'
export { createJwtVerifier, type JwtVerifierOptions } from '../http/jwt'
export type { JwtAlgorithm } from '../http/jwt-algorithms'
export {
  DEFAULT_MAX_SESSIONS,
  DEFAULT_MAX_SESSIONS_PER_SUBJECT,
  DEFAULT_SESSION_IDLE_MS,
} from '../http/sessions'
export { type McpContent, toMcpContent } from '../server/content'
export {
  DEFAULT_MAX_LINE_BYTES,
  type LineLimitedStdioOptions,
  type StdioInput,
  type StdioOutput,
} from '../server/line-limited-stdio'
export { DEFAULT_MAX_RESULT_BYTES } from '../server/options'
export type { McpProgressUpdate } from '../server/progress'
export { toMcpToolListing } from '../server/served-tool'
export { type CreateMcpServerOptions, createMcpServer } from './create-server'
export { createMcpHandler, type McpHandlerOptions } from './handler'
export { LineLimitedStdioServerTransport } from './line-limited-stdio'
export { type LoadRemoteMcpToolsOptions, loadRemoteMcpTools } from './load-remote'
export { type LoadMcpToolsOptions, loadMcpTools, type McpToolSet } from './load-tools'
export { type McpServeOptions, registerMcpTools } from './register'
