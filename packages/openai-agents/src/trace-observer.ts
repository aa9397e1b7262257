import { type CustomSpanData, createCustomSpan, type Span, withCustomSpan } from '@openai/agents'
import type { ToolCallInfo, ToolCallTrace, ToolCallTraceEnd, ToolObserver } from '@polytool/core'

/** The name of polytool's call span in the Agents SDK's trace. */
export const AGENTS_TOOL_CALL_SPAN = 'polytool.tool_call'

/**
 * An observer that also records each polytool call in the Agents SDK's own trace: a `custom`
 * span named `polytool.tool_call`, child of the SDK's `function` span of the call, with the
 * tool id, the call id and the outcome (never the input, output or request context), and the
 * tool's `context.observe.span`s as its children. Everything else, and the call span itself,
 * goes to `observer` as well (for example `@polytool/otel`'s), whose spans stay in
 * OpenTelemetry: the SDK does not trace with OpenTelemetry.
 *
 * @param observer - an observer to forward to, as `toOpenAIAgentsTools` would use it
 * @returns the observer to give `toOpenAIAgentsTools` as `options.observer`
 *
 * @example
 * ```ts fragment
 * import { agentsTraceObserver, toOpenAIAgentsTools } from '@polytool/openai-agents'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * const tools = toOpenAIAgentsTools([weatherTool], { observer: agentsTraceObserver() })
 * ```
 */
export function agentsTraceObserver(observer?: ToolObserver): ToolObserver {
  return {
    ...(observer?.span === undefined ? {} : { span: observer.span.bind(observer) }),
    ...(observer?.log === undefined ? {} : { log: observer.log.bind(observer) }),
    startToolCall: (info) => startBoth(info, observer),
  }
}

function startBoth(info: ToolCallInfo, observer: ToolObserver | undefined): ToolCallTrace {
  const inner = observer?.startToolCall?.(info)
  // No parent given: the SDK's current span, the `function` span of this call.
  const span = createCustomSpan({
    data: {
      name: AGENTS_TOOL_CALL_SPAN,
      data: {
        tool_id: info.toolId,
        ...(info.toolCallId === undefined ? {} : { tool_call_id: info.toolCallId }),
      },
    },
  })
  span.start()
  return {
    event: (name, attributes) => inner?.event(name, attributes),
    span: (name, fn, attributes) => {
      const traced = () => withCustomSpan(() => fn(), { data: { name } }, span)
      return inner === undefined ? traced() : inner.span(name, traced, attributes)
    },
    log: (level, message, data) => inner?.log(level, message, data),
    within: (fn) => (inner === undefined ? fn() : inner.within(fn)),
    carrier: () => inner?.carrier(),
    end: (end) => {
      endSpan(span, end)
      inner?.end(end)
    },
  }
}

// The outcome and the failure's code only: results and inputs may hold what no trace should.
function endSpan(span: Span<CustomSpanData>, end: ToolCallTraceEnd): void {
  span.spanData.data.outcome = end.outcome
  if (end.outcome !== 'completed') {
    span.setError({
      message: `polytool call ended ${end.outcome}`,
      data: {
        outcome: end.outcome,
        ...(end.errorType === undefined ? {} : { error_type: end.errorType }),
      },
    })
  }
  span.end()
}
