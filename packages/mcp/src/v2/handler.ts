import {
  type Implementation,
  Server,
  type ServerContext,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server'
import type { AnyTool } from '@polytool/core'
import {
  createHandlerOn,
  type McpHandlerOptions as HandlerOptions,
  type McpHandler,
} from '../http/handler'
import type { HttpGeneration } from '../http/sdk-sessions'
import { serverV2 } from './server-generation'

/** Options of `createMcpHandler` on SDK v2: `requestContext` and `approve` get v2's `ServerContext`. */
export type McpHandlerOptions = HandlerOptions<ServerContext>

/** Sessions on SDK v2: its `Server`, its web-standard transport, `ctx.http.authInfo`. */
const httpV2: HttpGeneration<Server, ServerContext, Implementation> = {
  server: serverV2,
  newServer: (info, instructions) =>
    new Server(info, instructions === undefined ? {} : { instructions }),
  newTransport: (options) => new WebStandardStreamableHTTPServerTransport(options),
  authInfoOf: (ctx) => ctx.http?.authInfo,
}

/**
 * An MCP server over Streamable HTTP as a web-standard handler, on SDK v2
 * (`@modelcontextprotocol/server`): the same handler as `createMcpHandler` of `@polytool/mcp`,
 * with the same auth, `Origin` check, body limit, session limits, scopes and progress, each
 * session a v2 `Server` on v2's `WebStandardStreamableHTTPServerTransport`. An exception's text
 * never reaches the client (v2's own `McpServer.registerTool` sends it).
 *
 * @param info The server's name and version, as `initialize` reports them.
 * @param tools The tools to serve; a tool's `mcp.scopes` limit it to tokens that carry them.
 * @param options Auth, origins, limits and sessions, and the `McpServeOptions` of the tools;
 *   `requestContext(token, ctx)` gets v2's `ServerContext`.
 * @returns The handler, with `close()` to end its sessions and `sessionCount`.
 *
 * @docCheckSetup
 * declare const weatherTool: import('@polytool/core').AnyTool
 * @example
 * import { RequestContext } from '@polytool/core'
 *
 * const handler = createMcpHandler({ name: 'weather', version: '1.0.0' }, [weatherTool], {
 *   allowedOrigins: ['https://app.example.com'],
 *   requestContext: (token, ctx) => new RequestContext({ user: token?.subject, session: ctx.sessionId }),
 * })
 * export default { fetch: handler }
 */
export function createMcpHandler(
  info: Implementation,
  tools: readonly AnyTool[],
  options: McpHandlerOptions = {},
): McpHandler {
  return createHandlerOn(httpV2, info, tools, options)
}
