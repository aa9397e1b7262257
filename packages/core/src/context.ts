import type { ToolObserve, ToolObserver } from './observe'
import type { RequestContext } from './request-context'
import type { TraceCarrier } from './trace'

/** Options a host may pass along with a suspension. */
export interface SuspendOptions {
  /** Resume automatically from the next user message when the host supports it. */
  resumeLabel?: string
  [key: string]: unknown
}

/** Pauses the tool call with a payload the client receives; it resumes with `resumeData`. */
export type SuspendFunction<SuspendPayload> = (
  payload: SuspendPayload,
  options?: SuspendOptions,
) => Promise<void>

/** Agent-specific context, present when an agent runs the tool. */
export interface AgentToolExecutionContext<SuspendPayload = unknown, ResumeData = unknown> {
  /** The id of this tool call, as the model or the host gave it. */
  toolCallId: string
  /**
   * The name the model called the tool by, where the host named it otherwise than its id (the
   * key of a tool record); traces record it as `gen_ai.tool.name`. Model output: untrusted.
   */
  toolName?: string
  /** The conversation so far, as the host passes it (its own message format). */
  messages: unknown[]
  /** Pauses the call with a payload for the client; the call resumes with `resumeData`. */
  suspend: SuspendFunction<SuspendPayload>
  /** The data the call was resumed with, after a `suspend`. */
  resumeData?: ResumeData
  /** The id of the conversation thread, where the host has one. */
  threadId?: string
  /** The id of the user or resource the thread belongs to, where the host has one. */
  resourceId?: string
  /** A stream the tool may write progress chunks to, where the host streams them. */
  writer?: WritableStream<any>
}

/** Workflow-specific context, present when a workflow step runs the tool. */
export interface WorkflowToolExecutionContext<SuspendPayload = unknown, ResumeData = unknown> {
  /** The id of the workflow run. */
  runId: string
  /** The id of the workflow, where the host names it. */
  workflowId?: string
  /** The workflow's state when the step runs. */
  state: unknown
  /** Replaces the workflow's state. */
  setState: (state: unknown) => void
  /** Pauses the step with a payload; the workflow resumes it with `resumeData`. */
  suspend: SuspendFunction<SuspendPayload>
  /** The data the step was resumed with, after a `suspend`. */
  resumeData?: ResumeData
}

/** A form request sent to the MCP client (elicitation). */
export interface ElicitationRequest {
  /** The question shown to the user. */
  message: string
  /** The JSON Schema of the answer the client asks the user for (flat, primitive properties). */
  requestedSchema: Record<string, unknown>
}

/** The MCP client's answer to an elicitation request. */
export interface ElicitationResult {
  /** What the user did: answered (`accept`), refused (`decline`) or dismissed it (`cancel`). */
  action: 'accept' | 'decline' | 'cancel'
  /** The user's answer, when `action` is `accept`. */
  content?: Record<string, unknown>
}

/** MCP-specific context, present when an MCP server runs the tool. */
export interface MCPToolExecutionContext {
  /** The SDK's request handler `extra` (session, auth info, request id, …). */
  extra: unknown
  /** Asks the connected client for structured input. */
  elicitation: {
    /** Sends an elicitation request to the client and waits for its answer. */
    sendRequest(request: ElicitationRequest): Promise<ElicitationResult>
  }
  /**
   * Tells the client how far the call is (`notifications/progress`), when the client asked for
   * progress; `progress` must grow with each report. The message passes the `mcp` egress gate.
   */
  progress?(update: { progress: number; total?: number; message?: string }): void
}

/** The second parameter of a tool's `execute`. */
export interface ToolExecutionContext<
  SuspendPayload = unknown,
  ResumeData = unknown,
  RequestValues extends Record<string, unknown> = Record<string, unknown>,
> {
  /** Request-scoped values; validated against `requestContextSchema` when the tool has one. */
  requestContext: RequestContext<RequestValues>
  /** Aborts the call. */
  abortSignal?: AbortSignal
  /** Spans and structured logs; no-ops unless the host passed an observer. */
  observe: ToolObserve
  /** Present when an agent runs the tool: the call's id, the messages, `suspend` and `resumeData`. */
  agent?: AgentToolExecutionContext<SuspendPayload, ResumeData>
  /** Present when a workflow step runs the tool: the run's id, its state, `suspend` and `resumeData`. */
  workflow?: WorkflowToolExecutionContext<SuspendPayload, ResumeData>
  /** Present when an MCP server runs the tool: the request's `extra` and `elicit`. */
  mcp?: MCPToolExecutionContext
}

/** Asked before a tool that requires approval runs; `false` or a reason declines it. */
export type ApprovalGate = (request: {
  toolId: string
  input: unknown
  toolCallId?: string
}) =>
  | boolean
  | { approved: boolean; reason?: string }
  | PromiseLike<boolean | { approved: boolean; reason?: string }>

/** What a caller passes as the second argument of `tool.execute`. Every part is optional. */
export interface ToolCallContext<ResumeData = unknown> {
  /** The request's context: values of the host (a user, a tenant) the model never sees. */
  requestContext?: RequestContext<any>
  /** Aborts when the call is cancelled or times out: pass it on to what the tool awaits. */
  abortSignal?: AbortSignal
  /** What an agent host passes: the call's id, the messages, `suspend` and `resumeData`. */
  agent?: Partial<AgentToolExecutionContext<unknown, ResumeData>>
  /** What a workflow host passes: the run's id, its state, `suspend` and `resumeData`. */
  workflow?: Partial<WorkflowToolExecutionContext<unknown, ResumeData>>
  /** What an MCP server passes: the request's `extra` and `elicit`. */
  mcp?: MCPToolExecutionContext
  /** Receives spans and logs from `context.observe` and polytool's own warnings. */
  observer?: ToolObserver
  /** The caller's W3C trace context (e.g. from an MCP request's `_meta`): the call's span continues it. */
  traceContext?: TraceCarrier
  /**
   * Asked when the tool requires approval. Without it a direct call runs: the caller
   * is the approver. Runtimes gate with `tool.needsApproval` instead.
   */
  approve?: ApprovalGate
}
