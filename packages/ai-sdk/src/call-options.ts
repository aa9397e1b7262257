import type { ToolCallOptions } from '@polytool/core'
import type { ToolExecutionOptions } from 'ai'

/** The fields polytool's input hooks receive, from the AI SDK's options of the same call. */
export function callOptions(options: ToolExecutionOptions<unknown>): ToolCallOptions {
  return {
    toolCallId: options.toolCallId,
    messages: options.messages,
    ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
  }
}
