import { shownToolName } from './shown-name'

/** What went wrong with a tool on its way to or from an MCP server. */
export type McpToolErrorCode =
  | 'MCP_TOOL_DUPLICATE'
  | 'MCP_TOOL_NOT_EXECUTABLE'
  | 'MCP_TOOL_NAME_INVALID'
  | 'MCP_TOOL_OUTPUT_INVALID'
  | 'MCP_TOOL_SCHEMA_INVALID'
  | 'MCP_TOOL_TASK_REQUIRED'

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

/** Why a server's `tools/list` was given up on. */
export type McpListingErrorCode =
  | 'MCP_LISTING_CURSOR_REPEATED'
  | 'MCP_LISTING_CURSORS_TOO_LARGE'
  | 'MCP_LISTING_TOO_MANY_PAGES'
  | 'MCP_LISTING_TOO_MANY_TOOLS'
  | 'MCP_LISTING_TIMEOUT'

/**
 * A server whose `tools/list` pages would not end in bounds: a cursor sent twice, more pages,
 * tools or cursor bytes than `loadMcpTools` allows, or pages slower than its `timeoutMs`.
 */
export class McpListingError extends Error {
  override readonly name = 'McpListingError'
  readonly code: McpListingErrorCode
  /** The last cursor the server sent, when there was one. */
  readonly cursor: string | undefined

  constructor(code: McpListingErrorCode, message: string, cursor?: string) {
    super(message)
    this.code = code
    this.cursor = cursor
  }
}

/** The most bytes of one response body `loadRemoteMcpTools` reads by default: 16 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024

/**
 * A remote server's response body (a `tools/list` or `tools/call` answer, an SSE stream) that
 * went past `maxResponseBytes` of `loadRemoteMcpTools`: the client stops reading it there, so a
 * server cannot make the client buffer an answer that never ends.
 */
export class McpResponseTooLargeError extends Error {
  override readonly name = 'McpResponseTooLargeError'
  readonly code = 'MCP_RESPONSE_TOO_LARGE'
  /** The limit that was passed, in bytes. */
  readonly maxBytes: number

  /** @param maxBytes The limit that was passed, in bytes. */
  constructor(maxBytes: number) {
    super(
      `Expected an MCP server response of at most ${maxBytes} bytes (maxResponseBytes), and it ` +
        'went on past that; stopped reading it',
    )
    this.maxBytes = maxBytes
  }
}

/** An option of `registerMcpTools`, `createMcpServer` or `loadMcpTools` that cannot work. */
export class McpOptionsError extends Error {
  override readonly name = 'McpOptionsError'
  readonly code = 'MCP_OPTION_INVALID'
}

/**
 * With `progress: true`, a loaded tool's call ends at this many times its request timeout
 * (`requestOptions.timeout`, 60 s when not set: 10 minutes) unless `requestOptions.maxTotalTimeout`
 * says otherwise, so a server that sends progress forever cannot hold the call forever.
 */
export const DEFAULT_MAX_TOTAL_TIMEOUT_FACTOR = 10

/** MCP's JSON-RPC error code for a request that timed out (`RequestTimeout`). */
export const MCP_REQUEST_TIMEOUT_CODE = -32001

/**
 * A call of a loaded MCP tool that got no answer within its request timeout
 * (`requestOptions.timeout`, 60 s by default in the SDK; with `progress: true` counted from the
 * last progress notification), or within `requestOptions.maxTotalTimeout`. SDK v1 reports this as
 * an `McpError` with code `-32001`, SDK v2 as an `SdkError` `REQUEST_TIMEOUT`: `loadMcpTools`
 * reports both as this error, the SDK's own as its `cause`. The tool's `execute` fails with a
 * `ToolExecutionError` whose `cause` is this error.
 */
export class McpRequestTimeoutError extends Error {
  override readonly name = 'McpRequestTimeoutError'
  readonly code = 'MCP_REQUEST_TIMEOUT'
  /** MCP's JSON-RPC code for a timeout, `-32001`, on either SDK generation. */
  readonly rpcCode = MCP_REQUEST_TIMEOUT_CODE
  /** The name of the tool on the server. */
  readonly toolName: string

  /**
   * @param toolName The name of the tool on the server.
   * @param timeoutMs The request timeout the call had, when it set one.
   * @param options The SDK's own timeout error as `cause`.
   */
  constructor(toolName: string, timeoutMs: number | undefined, options?: ErrorOptions) {
    super(
      `MCP tool ${shownToolName(toolName)} timed out (${MCP_REQUEST_TIMEOUT_CODE}): expected an answer within ` +
        `${timeoutMs === undefined ? "the SDK's default request timeout" : `${timeoutMs} ms`} ` +
        '(requestOptions.timeout; with progress: true, since the last progress notification) ' +
        'and within requestOptions.maxTotalTimeout when set',
      options,
    )
    this.toolName = toolName
  }
}
