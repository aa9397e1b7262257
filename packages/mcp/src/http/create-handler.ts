import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import type { Implementation } from '@modelcontextprotocol/sdk/types.js'
import type { AnyTool } from '@polytool/core'
import { serverV1 } from '../server/generation-v1'
import type { McpRequestExtra } from '../server/options'
import { createHandlerOn, type McpHandler, type McpHandlerOptions } from './handler'
import type { HttpGeneration } from './sdk-sessions'

/** Sessions on SDK v1: its `Server`, its web-standard transport, `extra.authInfo`. */
const httpV1: HttpGeneration<Server, McpRequestExtra, Implementation> = {
  server: serverV1,
  newServer: (info, instructions) =>
    new Server(info, instructions === undefined ? {} : { instructions }),
  newTransport: (options) => new WebStandardStreamableHTTPServerTransport(options),
  authInfoOf: (extra) => extra.authInfo,
}

/**
 * An MCP server over Streamable HTTP as a web-standard handler, on SDK v1: `Request` in,
 * `Response` out, for Node (through `toNodeListener` from `@polytool/mcp/node`), edge runtimes
 * and serverless functions. Each request passes, in order: the path, a token in the query
 * (`400`), the `Origin` allow list (`403`), the bearer token (`401`), the body limits (`413`, `408`),
 * tool scopes (`403`), and the session (`404` for one never issued, ended, or opened by another
 * subject). For SDK v2, import it from `@polytool/mcp/v2`.
 *
 * @param info The server's name and version, as `initialize` reports them.
 * @param tools The tools to serve; a tool's `mcp.scopes` limit it to tokens that carry them.
 * @param options Auth, origins, limits and sessions, and the `McpServeOptions` of the tools.
 * @returns The handler, with `close()` to end its sessions and `sessionCount`.
 *
 * @example
 * ```ts fragment
 * import { createMcpHandler } from '@polytool/mcp'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * const handler = createMcpHandler({ name: 'weather', version: '1.0.0' }, [weatherTool], {
 *   allowedOrigins: ['https://app.example.com'],
 * })
 * export default { fetch: handler }
 * ```
 */
export function createMcpHandler(
  info: Implementation,
  tools: readonly AnyTool[],
  options: McpHandlerOptions = {},
): McpHandler {
  return createHandlerOn(httpV1, info, tools, options)
}
