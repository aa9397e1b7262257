import type { ToolCallContext } from '@polytool/core'
import type { McpRequestExtra } from './options'

/**
 * The client's W3C trace context from the request's `params._meta` (`traceparent`,
 * `tracestate`): the call's span continues the client's trace. Only strings are taken; the
 * observer checks their format and ignores a malformed one.
 */
export function traceContextOf(extra: McpRequestExtra): Pick<ToolCallContext, 'traceContext'> {
  const meta = extra._meta as Record<string, unknown> | undefined
  const traceparent = meta?.traceparent
  if (typeof traceparent !== 'string') return {}
  const tracestate = meta?.tracestate
  return {
    traceContext: {
      traceparent,
      ...(typeof tracestate === 'string' ? { tracestate } : {}),
    },
  }
}
