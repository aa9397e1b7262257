import type { BackgroundResult } from '@polytool/core'
import { unwrapJson } from './nul-json'

/**
 * Reads a job's return value as a `BackgroundResult`. The server is trusted, but a worker of
 * another version (or a stranger on the same queue) may answer something else: that becomes a
 * `TOOL_RESULT_INVALID` failure instead of wrong data.
 */
export function readResult(toolCallId: string, value: unknown): BackgroundResult {
  const parsed = unwrapJson(typeof value === 'string' ? parse(value) : value)
  if (typeof parsed === 'object' && parsed !== null) {
    const result = parsed as Partial<Record<string, unknown>>
    // The signature travels on for the runtime to check, when it has a `jobKey`.
    const signed = typeof result.signature === 'string' ? { signature: result.signature } : {}
    if (result.status === 'completed' && 'output' in result) {
      return { status: 'completed', toolCallId, output: result.output, ...signed }
    }
    const error = result.error as Partial<Record<string, unknown>> | undefined
    if (
      result.status === 'failed' &&
      typeof error?.code === 'string' &&
      typeof error.message === 'string'
    ) {
      return { status: 'failed', toolCallId, error: { ...error, error: true } as never, ...signed }
    }
  }
  return {
    status: 'failed',
    toolCallId,
    error: {
      error: true,
      code: 'TOOL_RESULT_INVALID',
      message: 'The worker answered something that is not a tool call result',
    },
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
