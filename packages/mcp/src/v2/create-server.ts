import { type Implementation, McpServer } from '@modelcontextprotocol/server'
import type { AnyTool } from '@polytool/core'
import { type McpServeOptions, registerMcpTools } from './register'

/** Options of `createMcpServer` on SDK v2: how tools run, and the server's instructions. */
export interface CreateMcpServerOptions extends McpServeOptions {
  /** Tells clients how to use the server; hosts may add it to the model's instructions. */
  instructions?: string
}

/**
 * A ready SDK v2 `McpServer` that serves the tools; connect it to any v2 transport.
 *
 * @param info - the server's name and version, as clients see them
 * @param tools - the tools to serve
 * @param options - the options of `registerMcpTools`, and `instructions`
 * @returns the SDK's `McpServer`, not yet connected
 *
 * @docCheckSetup
 * declare const weatherTool: import('@polytool/core').AnyTool
 * @example
 * import { StdioServerTransport } from '@modelcontextprotocol/server/stdio'
 *
 * const server = createMcpServer({ name: 'weather', version: '1.0.0' }, [weatherTool])
 * await server.connect(new StdioServerTransport())
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
