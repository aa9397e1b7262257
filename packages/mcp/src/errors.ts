/** What went wrong with a tool on its way to or from an MCP server. */
export type McpToolErrorCode =
  | 'MCP_TOOL_DUPLICATE'
  | 'MCP_TOOL_NOT_EXECUTABLE'
  | 'MCP_TOOL_SCHEMA_INVALID'

/** A tool that cannot be served over MCP, or a server's tool that cannot be loaded. */
export class McpToolError extends Error {
  override readonly name = 'McpToolError'
  readonly code: McpToolErrorCode
  /** The id of the tool at fault. */
  readonly toolId: string

  constructor(code: McpToolErrorCode, toolId: string, message: string, options?: ErrorOptions) {
    super(message, options)
    this.code = code
    this.toolId = toolId
  }
}

/** A server that already answers `tools/list`, so serving polytool tools would replace its tools. */
export class McpToolsAlreadyServedError extends Error {
  override readonly name = 'McpToolsAlreadyServedError'
  readonly code = 'MCP_TOOLS_ALREADY_SERVED'

  constructor() {
    super(
      'Expected a server without tool handlers, but this one already answers tools/list ' +
        '(McpServer.registerTool, a declared tools capability, or an earlier registerMcpTools). ' +
        'Register all polytool tools in one registerMcpTools call, and give McpServer no tools of its own.',
    )
  }
}

/** A server whose `tools/list` pages never end: it sent a cursor it had already sent. */
export class McpListingError extends Error {
  override readonly name = 'McpListingError'
  readonly code = 'MCP_LISTING_CURSOR_REPEATED'
  /** The cursor that came back. */
  readonly cursor: string

  constructor(cursor: string) {
    super(
      `Expected each tools/list page to bring a new cursor, received ${JSON.stringify(cursor)} a second time; the listing would never end`,
    )
    this.cursor = cursor
  }
}
