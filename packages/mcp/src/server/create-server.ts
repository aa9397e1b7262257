import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { Implementation } from '@modelcontextprotocol/sdk/types.js'
import type { AnyTool } from '@polytool/core'
import type { McpServeOptions } from './options'
import { registerMcpTools } from './register'

/** Options of `createMcpServer`: how tools run, and the server's instructions for clients. */
export interface CreateMcpServerOptions extends McpServeOptions {
  /** Tells clients how to use the server; hosts may add it to the model's instructions. */
  instructions?: string
}

/**
 * A ready SDK server that serves the tools; connect it to any SDK transport.
 *
 * @param info - the server's name and version
 * @param tools - the tools to serve
 * @param options - `instructions`, and how tools are served: `approve`, `requestContext`,
 *   `observer`, `onError`, `schemaOptions`, `maxResultBytes`
 * @returns an SDK `McpServer`; connect it to a transport
 *
 * @example
 * ```ts fragment
 * import { createMcpServer } from '@polytool/mcp'
 * import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * const server = createMcpServer({ name: 'weather', version: '1.0.0' }, [weatherTool])
 * await server.connect(new StdioServerTransport())
 * ```
 */
export function createMcpServer(
  info: Implementation,
  tools: readonly AnyTool[],
  options: CreateMcpServerOptions = {},
): McpServer {
  const { instructions, ...serveOptions } = options
  // No `tools` capability here: McpServer would install its own tool handlers for it.
  const server = new McpServer(info, instructions === undefined ? {} : { instructions })
  registerMcpTools(server, tools, serveOptions)
  return server
}
