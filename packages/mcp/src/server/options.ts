import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js'
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js'
import type { RequestContext, ToolObserver } from '@polytool/core'
import type { McpSchemaOptions } from '@polytool/json-schema'

/** The SDK's `extra` for one request: session, auth info, request id, abort signal, … */
export type McpRequestExtra = RequestHandlerExtra<ServerRequest, ServerNotification>

/** Decides whether an approval-gated tool call may run: `false` or a reason declines it. */
export type McpApprovalGate = (request: {
  toolId: string
  input: unknown
  extra: McpRequestExtra
}) =>
  | boolean
  | { approved: boolean; reason?: string }
  | PromiseLike<boolean | { approved: boolean; reason?: string }>

/**
 * The default `maxResultBytes`: 4 MiB, the SDK's Streamable HTTP request limit, and well under the
 * 10 MiB a stdio client buffers before it closes the connection.
 */
export const DEFAULT_MAX_RESULT_BYTES = 4 * 1024 * 1024

/** How an MCP server runs polytool tools. */
export interface McpServeOptions {
  /**
   * Asked before a tool whose `requireApproval` holds for the input. Without it such calls
   * are refused: an MCP client cannot be assumed to have asked a person.
   */
  approve?: McpApprovalGate
  /** The request context a call runs with, e.g. built from `extra.authInfo`. */
  requestContext?: (extra: McpRequestExtra) => RequestContext<any>
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
}
