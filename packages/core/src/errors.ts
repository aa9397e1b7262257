/** A tool definition that cannot work, reported by `createTool` when the tool is created. */
export class ToolDefinitionError extends TypeError {
  override readonly name = 'ToolDefinitionError'
  readonly code = 'TOOL_DEFINITION_INVALID'
  /** The option at fault, e.g. `inputSchema`. */
  readonly option: string

  constructor(option: string, message: string) {
    super(message)
    this.option = option
  }
}

/** An exception thrown by a tool's `execute`, wrapped with the tool id; the original is `cause`. */
export class ToolExecutionError extends Error {
  override readonly name = 'ToolExecutionError'
  readonly code = 'TOOL_EXECUTION_FAILED'
  readonly toolId: string

  constructor(toolId: string, cause: unknown) {
    super(`Tool ${toolId} failed: ${describeCause(cause)}`, { cause })
    this.toolId = toolId
  }
}

/** The call was aborted through its `AbortSignal`; the signal's reason is `cause`. */
export class ToolAbortedError extends Error {
  override readonly name = 'ToolAbortedError'
  readonly code = 'TOOL_ABORTED'
  readonly toolId: string

  constructor(toolId: string, reason: unknown) {
    super(`Tool ${toolId} was aborted${reason === undefined ? '' : `: ${describeCause(reason)}`}`, {
      cause: reason,
    })
    this.toolId = toolId
  }
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) return cause.message
  try {
    return String(cause)
  } catch {
    return 'unknown error'
  }
}
