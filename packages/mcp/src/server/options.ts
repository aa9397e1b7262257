import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js'
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js'
import type { RequestContext, ToolObserver } from '@polytool/core'
import type { McpSchemaOptions } from '@polytool/json-schema'

/** The SDK's `extra` for one request: session, auth info, request id, abort signal, … */
export type McpRequestExtra = RequestHandlerExtra<ServerRequest, ServerNotification>

/**
 * Decides whether an approval-gated tool call may run: `false` or a reason declines it. `Extra`
 * is the SDK's request context: `RequestHandlerExtra` on SDK v1, `ServerContext` on v2.
 */
export type McpApprovalGate<Extra = McpRequestExtra> = (request: {
  toolId: string
  input: unknown
  extra: Extra
}) =>
  | boolean
  | { approved: boolean; reason?: string }
  | PromiseLike<boolean | { approved: boolean; reason?: string }>

/**
 * The default `maxResultBytes`: 4 MiB, the SDK's Streamable HTTP request limit, and well under the
 * 10 MiB a stdio client buffers before it closes the connection.
 */
export const DEFAULT_MAX_RESULT_BYTES = 4 * 1024 * 1024

/**
 * How an MCP server runs polytool tools. `Extra` is the SDK's request context: `RequestHandlerExtra`
 * on SDK v1 (`@polytool/mcp`), `ServerContext` on v2 (`@polytool/mcp/v2`).
 */
export interface McpServeOptions<Extra = McpRequestExtra> {
  /**
   * Asked before a tool whose `requireApproval` holds for the input. Without it such calls
   * are refused: an MCP client cannot be assumed to have asked a person.
   */
  approve?: McpApprovalGate<Extra>
  /** The request context a call runs with, e.g. built from `extra.authInfo`. */
  requestContext?: (extra: Extra) => RequestContext<any>
  /** Receives the tools' spans and logs (`context.observe`). */
  observer?: ToolObserver
  /**
   * Hears about every exception a call raised (the client only gets a safe message). A
   * returned string replaces that message.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that only logs returns nothing
  onError?: (error: unknown, details: { toolId: string }) => string | undefined | void
  /** Options of the MCP schema emitter, e.g. `wrapKey` for roots that are not objects. */
  schemaOptions?: McpSchemaOptions
  /**
   * Largest result, in UTF-8 bytes of its JSON, sent to the client; a larger one becomes an
   * error result that says so, instead of a message the client's transport would drop along
   * with the connection. Default `DEFAULT_MAX_RESULT_BYTES` (4 MiB).
   */
  maxResultBytes?: number
  /**
   * When the client asked for progress (a `progressToken`), a call still running after this many
   * milliseconds sends `notifications/progress`, and again at this interval until the tool
   * reports its own progress (`context.mcp.progress`) or ends: a client that resets its timeout
   * on progress then waits for a long call instead of failing it with a timeout. Default: no
   * heartbeat.
   */
  progressEveryMs?: number
}
