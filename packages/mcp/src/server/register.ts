import type { Server } from '@modelcontextprotocol/sdk/server/index.js'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { AnyTool } from '@polytool/core'
import { serverV1 } from './generation-v1'
import type { McpServeOptions } from './options'
import { serveMcpTools } from './serve-tools'

/**
 * Serves polytool tools on an SDK v1 server: `tools/list` lists them and `tools/call` runs them
 * through their pipeline. Call it once per server, before connecting (the SDK fixes
 * capabilities then). Throws a `McpToolError` for a duplicate id or a tool without `execute`,
 * `McpToolsAlreadyServedError` when the server already serves tools, `McpOptionsError` for a
 * bad option, and the schema errors of core and `@polytool/json-schema`. For SDK v2, import it
 * from `@polytool/mcp/v2`.
 *
 * @param target - the SDK's `McpServer`, or its low-level `Server`
 * @param tools - the tools to serve; each needs an `execute` and a unique id
 * @param options - approval, request context, observer, error messages, limits, progress
 * @returns nothing; the server answers `tools/list` and `tools/call` from now on
 *
 * @example
 * ```ts fragment
 * import { registerMcpTools } from '@polytool/mcp'
 * import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
 * import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * const server = new McpServer({ name: 'weather', version: '1.0.0' })
 * registerMcpTools(server, [weatherTool], { progressEveryMs: 10_000 })
 * await server.connect(new StdioServerTransport())
 * ```
 */
export function registerMcpTools(
  target: Server | McpServer,
  tools: readonly AnyTool[],
  options: McpServeOptions = {},
): void {
  serveMcpTools(serverV1, target, tools, options)
}
