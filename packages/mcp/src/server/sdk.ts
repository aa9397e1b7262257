import type { CallToolResult, Tool as McpToolListing } from '@modelcontextprotocol/sdk/types.js'
import type { ElicitationRequest, ElicitationResult } from '@polytool/core'

/** One `tools/call` as an SDK generation hands it to the handler. */
export interface McpCall {
  /** Aborted when the client cancels the request or the connection closes. */
  readonly signal: AbortSignal
  /** The request's `params._meta` (progress token, W3C trace context, …). */
  readonly meta: Readonly<Record<string, unknown>> | undefined
  /** Sends a notification tied to this request (Streamable HTTP routes it to its stream). */
  notify(notification: { method: string; params: Record<string, unknown> }): Promise<void>
  /** Asks the client through `elicitation/create`, tied to this request and cancelled with it. */
  elicit(request: ElicitationRequest): Promise<ElicitationResult>
}

/** The two handlers `registerMcpTools` installs, on any generation's server. */
export interface ToolHandlers<Extra> {
  /** The listings this request may see (over HTTP, a token sees only the tools its scopes allow). */
  list(extra: Extra): { tools: McpToolListing[] }
  call(
    params: { name: string; arguments?: unknown },
    extra: Extra,
    call: McpCall,
  ): Promise<CallToolResult>
}

/** Where a result breaks the protocol's `CallToolResult` schema. */
export interface ResultProblem {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

/**
 * What serving tools needs from one SDK generation: how to install the handlers on its server,
 * what a request's context offers, its JSON-RPC error for bad params, and its result schema.
 * `Target` is what hosts pass (McpServer or Server), `Extra` the handler's second argument.
 */
export interface ServerGeneration<Target, Extra> {
  /** Installs the handlers; throws `McpToolsAlreadyServedError` when the server has tool handlers. */
  install(target: Target, handlers: ToolHandlers<Extra>): void
  invalidParams(message: string): Error
  /** The first problem of a result against the generation's schema, or `undefined`. */
  resultProblem(result: CallToolResult): ResultProblem | undefined
}
