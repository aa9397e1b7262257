import type { Server } from '@modelcontextprotocol/sdk/server/index.js'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js'
import type { AnyTool } from '@polytool/core'
import { McpToolError, McpToolsAlreadyServedError } from '../errors'
import { assertWellFormed, LenientCallToolRequestSchema } from './call-request'
import { callServedTool } from './call-tool'
import type { McpServeOptions } from './options'
import { type ServedTool, serveTool } from './served-tool'

/**
 * Serves polytool tools on an SDK server: `tools/list` lists them and `tools/call` runs them
 * through their pipeline. Call it once per server, before connecting (the SDK fixes
 * capabilities then). Throws a `McpToolError` for a duplicate id or a tool without `execute`,
 * `McpToolsAlreadyServedError` when the server already serves tools, and the schema errors
 * of core and `@polytool/json-schema`.
 *
 * @docCheckSetup
 * declare const weatherTool: import('@polytool/core').AnyTool
 * @example
 * import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
 * import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
 *
 * const server = new McpServer({ name: 'weather', version: '1.0.0' })
 * registerMcpTools(server, [weatherTool])
 * await server.connect(new StdioServerTransport())
 */
export function registerMcpTools(
  target: Server | McpServer,
  tools: readonly AnyTool[],
  options: McpServeOptions = {},
): void {
  const server = 'server' in target ? target.server : target
  assertNoToolHandlers(server)
  const served = serveAll(tools, options)
  const listings = [...served.values()].map((entry) => entry.listing)
  server.registerCapabilities({ tools: {} })
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listings }))
  server.setRequestHandler(LenientCallToolRequestSchema, (request, extra) => {
    assertWellFormed(request.params)
    const { name, arguments: args } = request.params
    const entry = served.get(name)
    if (entry === undefined) {
      throw unknownToolError(name, [...served.keys()])
    }
    return callServedTool(server, entry, args, extra, options)
  })
}

/** The protocol error (-32602, as the spec says, not a tool result) for a tool not served. */
export function unknownToolError(name: string, names: readonly string[]): McpError {
  return new McpError(
    ErrorCode.InvalidParams,
    `Unknown tool ${showName(name)}; expected one of: ${listNames(names)}`,
  )
}

const SHOWN_NAME_LENGTH = 64
const SHOWN_NAMES = 20

// The name is the client's text: cut, so an error never echoes a megabyte back.
function showName(name: string): string {
  return JSON.stringify(
    name.length > SHOWN_NAME_LENGTH ? `${name.slice(0, SHOWN_NAME_LENGTH)}…` : name,
  )
}

function listNames(names: readonly string[]): string {
  const shown = names.slice(0, SHOWN_NAMES).join(', ')
  return names.length > SHOWN_NAMES ? `${shown} and ${names.length - SHOWN_NAMES} more` : shown
}

// Replacing the handlers of an McpServer that has tools would hide them without a word.
function assertNoToolHandlers(server: Server): void {
  try {
    server.assertCanSetRequestHandler(ListToolsRequestSchema.shape.method.value)
  } catch {
    throw new McpToolsAlreadyServedError()
  }
}

/** Serves each tool once: its listing and codecs, checked for duplicates and `execute`. */
export function serveAll(
  tools: readonly AnyTool[],
  options: McpServeOptions,
): Map<string, ServedTool> {
  const served = new Map<string, ServedTool>()
  for (const tool of tools) {
    if (served.has(tool.id)) {
      throw new McpToolError(
        'MCP_TOOL_DUPLICATE',
        tool.id,
        `Expected unique tool ids, received "${tool.id}" more than once`,
      )
    }
    if (tool.execute === undefined) {
      throw new McpToolError(
        'MCP_TOOL_NOT_EXECUTABLE',
        tool.id,
        `Expected tool "${tool.id}" to have an execute function: an MCP client could list it but never call it`,
      )
    }
    served.set(tool.id, serveTool(tool, options.schemaOptions))
  }
  return served
}
