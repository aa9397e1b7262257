/**
 * Serve polytool tools over the Model Context Protocol, and use any MCP server's tools as polytool
 * tools, with the official TypeScript SDK of either generation: v1 (`@modelcontextprotocol/sdk`
 * ^1.32) or v2 (`@modelcontextprotocol/server` and `@modelcontextprotocol/client` ^2.4). All three
 * are optional peer dependencies: install the ones you use. The library code imports no Node
 * built-in: connect the server to whichever SDK transport your runtime has (stdio, Streamable
 * HTTP, …).
 *
 * @packageDocumentation
 */
export { checkMcpListings, type McpSchemaCheck } from './client/check-listings'
export { DEFAULT_LISTING_LIMITS, type ListingLimits } from './client/list-all'
export { loadMcpTools } from './client/load-mcp-tools'
export type { McpRemoteToolSet } from './client/load-remote'
export { type LoadRemoteMcpToolsOptions, loadRemoteMcpTools } from './client/load-remote-v1'
export type { LoadMcpToolsOptions, McpToolSet } from './client/load-tools'
export { mcpResultToModelOutput } from './client/model-output'
export {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_TOTAL_TIMEOUT_FACTOR,
  MCP_REQUEST_TIMEOUT_CODE,
  McpListingError,
  type McpListingErrorCode,
  McpRequestTimeoutError,
  McpResponseTooLargeError,
  McpToolError,
  type McpToolErrorCode,
  McpToolsAlreadyServedError,
} from './errors'
export type { McpAccessToken } from './http/access-token'
export { DEFAULT_VERIFY_TIMEOUT_MS, type McpHttpAuth } from './http/auth'
export { DEFAULT_BODY_TIMEOUT_MS, DEFAULT_MAX_BODY_BYTES } from './http/body'
export { createMcpHandler } from './http/create-handler'
export { McpHandlerOptionsError, McpTokenError, type McpTokenErrorCode } from './http/errors'
export type { McpHandler, McpHandlerOptions } from './http/handler'
export type { Jwk, JwksFetchOptions } from './http/jwks'
export { createJwtVerifier, type JwtVerifierOptions } from './http/jwt'
export type { JwtAlgorithm } from './http/jwt-algorithms'
export {
  DEFAULT_MAX_SESSIONS,
  DEFAULT_MAX_SESSIONS_PER_SUBJECT,
  DEFAULT_SESSION_IDLE_MS,
} from './http/sessions'
export { type McpContent, toMcpContent } from './server/content'
export { type CreateMcpServerOptions, createMcpServer } from './server/create-server'
export {
  DEFAULT_MAX_LINE_BYTES,
  type LineLimitedStdioOptions,
  type StdioInput,
  type StdioOutput,
} from './server/line-limited-stdio'
export { LineLimitedStdioServerTransport } from './server/line-limited-stdio-v1'
export {
  DEFAULT_MAX_RESULT_BYTES,
  type McpApprovalGate,
  type McpRequestExtra,
  type McpServeOptions,
} from './server/options'
export type { McpProgressUpdate } from './server/progress'
export { registerMcpTools } from './server/register'
export { toMcpToolListing } from './server/served-tool'
