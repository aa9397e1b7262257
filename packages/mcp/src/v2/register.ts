import type { McpServer, Server, ServerContext } from '@modelcontextprotocol/server'
import type { AnyTool } from '@polytool/core'
import type { McpServeOptions as ServeOptions } from '../server/options'
import { serveMcpTools } from '../server/serve-tools'
import { serverV2 } from './server-generation'

/** How an SDK v2 server runs polytool tools; `extra` is the SDK's `ServerContext`. */
export type McpServeOptions = ServeOptions<ServerContext>

/**
 * Serves polytool tools on an SDK v2 server (`@modelcontextprotocol/server`), exactly as
 * `registerMcpTools` of `@polytool/mcp` does on v1: `tools/list` lists them, `tools/call` runs
 * them through their pipeline, and an exception's text never reaches the client (v2's own
 * `McpServer.registerTool` sends it). Call it once per server, before connecting.
 *
 * @param target - the SDK's `McpServer`, or its low-level `Server`
 * @param tools - the tools to serve; each needs an `execute` and a unique id
 * @param options - approval, request context (from the SDK's `ServerContext`), observer, error
 *   messages, limits, progress
 * @returns nothing; the server answers `tools/list` and `tools/call` from now on
 *
 * @docCheckSetup
 * declare const weatherTool: import('@polytool/core').AnyTool
 * @example
 * import { McpServer } from '@modelcontextprotocol/server'
 * import { StdioServerTransport } from '@modelcontextprotocol/server/stdio'
 *
 * const server = new McpServer({ name: 'weather', version: '1.0.0' })
 * registerMcpTools(server, [weatherTool], { progressEveryMs: 10_000 })
 * await server.connect(new StdioServerTransport())
 */
export function registerMcpTools(
  target: Server | McpServer,
  tools: readonly AnyTool[],
  options: McpServeOptions = {},
): void {
  serveMcpTools(serverV2, target, tools, options)
}
