import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import {
  egressText,
  internalErrorMessage,
  isValidationError,
  type RequestContext,
  ToolAbortedError,
  ToolExecutionError,
} from '@polytool/core'
import type { McpServeOptions } from './options'
import { requestContextTexts } from './private-texts'

/**
 * The result a client gets when a call raised an exception, or failed on its request context.
 * An exception may carry a stack, file paths or secrets, and a request-context failure is about
 * the host's own values, so the client gets a fixed message unless the host's `onError` returns one
 * or the tool chose to show its message (a `ToolError`, or `exposeErrors`: then the message is
 * core's redacted, shortened one). `onError` hears about the exception or failure itself. The
 * text sent, the host's own included, goes through the egress gate (`egressText('mcp', …)`),
 * scrubbed of the request context's values and nested keys.
 */
export function safeFailure(
  toolId: string,
  error: unknown,
  onError: McpServeOptions['onError'],
  requestContext?: RequestContext<any>,
): CallToolResult {
  const fallback =
    error instanceof ToolAbortedError
      ? `Tool ${toolId} was cancelled.`
      : isRequestContextFailure(error)
        ? `Tool ${toolId} cannot run with this request's context; the details stay on the server.`
        : error instanceof ToolExecutionError && error.exposed
          ? error.message
          : internalErrorMessage(toolId)
  // The host's message may quote the request context: it is scrubbed of the context's values
  // and nested keys, and withheld when there are too many of them to scrub.
  const texts = requestContextTexts(requestContext)
  const message = hostMessage(toolId, error, onError)
  const host = texts === undefined ? undefined : message
  return {
    content: [
      {
        type: 'text',
        text: egressText('mcp', host ?? fallback, { privateTexts: texts ?? [] }),
      },
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
