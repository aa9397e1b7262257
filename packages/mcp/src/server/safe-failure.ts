import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import {
  egressText,
  internalErrorMessage,
  isValidationError,
  ToolAbortedError,
  ToolExecutionError,
} from '@polytool/core'
import type { McpServeOptions } from './options'

/**
 * The result a client gets when a call raised an exception, or failed on its request context.
 * An exception may carry a stack, file paths or secrets, and a request-context failure is about
 * the host's own values, so the client gets a fixed message unless the host's `onError` returns one
 * or the tool chose to show its message (a `ToolError`, or `exposeErrors`: then the message is
 * core's redacted, shortened one). `onError` hears about the exception or failure itself. The
 * text sent, the host's own included, goes through the egress gate (`egressText('mcp', …)`).
 */
export function safeFailure(
  toolId: string,
  error: unknown,
  onError: McpServeOptions['onError'],
): CallToolResult {
  const fallback =
    error instanceof ToolAbortedError
      ? `Tool ${toolId} was cancelled.`
      : isRequestContextFailure(error)
        ? `Tool ${toolId} cannot run with this request's context; the details stay on the server.`
        : error instanceof ToolExecutionError && error.exposed
          ? error.message
          : internalErrorMessage(toolId)
  return {
    content: [
      { type: 'text', text: egressText('mcp', hostMessage(toolId, error, onError) ?? fallback) },
    ],
    isError: true,
  }
}

function hostMessage(
  toolId: string,
  error: unknown,
  onError: McpServeOptions['onError'],
): string | undefined {
  try {
    const message = onError?.(error, { toolId })
    return typeof message === 'string' ? message : undefined
  } catch {
    // A failing error handler must not turn a tool error into a broken response.
    return undefined
  }
}

/** Whether a tool result is core's failure for an invalid request context. */
export function isRequestContextFailure(value: unknown): boolean {
  return isValidationError(value) && value.code === 'TOOL_REQUEST_CONTEXT_INVALID'
}
