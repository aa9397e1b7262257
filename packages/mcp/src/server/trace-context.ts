import type { ToolCallContext } from '@polytool/core'
import type { McpCall } from './sdk'

/**
 * The client's W3C trace context from the request's `params._meta` (`traceparent`,
 * `tracestate`): the call's span continues the client's trace. Only strings are taken; the
 * observer checks their format and ignores a malformed one.
 */
export function traceContextOf(call: McpCall): Pick<ToolCallContext, 'traceContext'> {
  const traceparent = call.meta?.traceparent
  if (typeof traceparent !== 'string') return {}
  const tracestate = call.meta?.tracestate
  return {
    traceContext: {
      traceparent,
      ...(typeof tracestate === 'string' ? { tracestate } : {}),
    },
  }
}
