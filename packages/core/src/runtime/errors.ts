/** What a caller of the runtime did wrong: an event, an option or a snapshot it cannot use. */
export class ToolCallRuntimeError extends Error {
  override readonly name = 'ToolCallRuntimeError'
  readonly code: ToolCallRuntimeErrorCode

  constructor(code: ToolCallRuntimeErrorCode, message: string) {
    super(message)
    this.code = code
  }
}

/** The codes a `ToolCallRuntimeError` can carry. */
export type ToolCallRuntimeErrorCode =
  | 'INVALID_OPTIONS'
  | 'INVALID_EVENT'
  | 'INVALID_SNAPSHOT'
  | 'DUPLICATE_TOOL_CALL'
  | 'UNKNOWN_TOOL_CALL'
  | 'TOO_MANY_CALLS'
  | 'TOOL_INPUT_ENDED'
  | 'NOT_AWAITING_APPROVAL'
  | 'NOT_SUSPENDED'
  | 'RUNTIME_CLOSED'
  | 'BACKGROUND_CONTEXT_NOT_JSON'
  | 'BACKGROUND_JOB_INVALID'

/** A call ran past its time limit; it is the abort reason of the call's signal. */
export class ToolTimeoutError extends Error {
  override readonly name = 'ToolTimeoutError'
  readonly code = 'TOOL_TIMEOUT'
  readonly toolName: string
  readonly timeoutMs: number

  constructor(toolName: string, timeoutMs: number) {
    super(`Tool ${toolName} did not finish within ${timeoutMs} ms`)
    this.toolName = toolName
    this.timeoutMs = timeoutMs
  }
}
