import type { ToolCallContext } from './context'
import type { Suspension } from './execution-context'
import { privateTexts } from './private-values'
import type { RequestContext } from './request-context'
import type { AnyTool } from './tool'
import {
  type ToolCallInfo,
  type ToolCallTrace,
  type ToolCallTraceEnd,
  traceEndOfError,
  traceEndOfResult,
} from './trace'

/**
 * Ends the span the pipeline opened for a call with the call's outcome, once `running`
 * settles; a call that suspended ends as `suspended`.
 */
export function endWhenSettled(
  trace: ToolCallTrace,
  running: Promise<unknown>,
  suspension: Readonly<Suspension>,
): Promise<unknown> {
  return running.then(
    (result) => {
      const end = traceEndOfResult(result)
      const suspended = suspension.suspended && end.outcome === 'completed'
      endTrace(trace, suspended ? { outcome: 'suspended' } : end)
      return result
    },
    (error: unknown) => {
      endTrace(trace, traceEndOfError(error))
      throw error
    },
  )
}

/** Ends a trace, ignoring an observer that throws. */
export function endTrace(trace: ToolCallTrace, end: ToolCallTraceEnd): void {
  try {
    trace.end(end)
  } catch {
    // A broken observer must not break the call it reports on.
  }
}

/** Opens a call's trace through the observer, or none when it has no `startToolCall` or throws. */
export function startTrace(call: ToolCallContext, info: ToolCallInfo): ToolCallTrace | undefined {
  try {
    return call.observer?.startToolCall?.(info)
  } catch {
    return undefined
  }
}

/** What the observer is told about a call. */
export function callInfo(tool: AnyTool, input: unknown, call: ToolCallContext): ToolCallInfo {
  const toolCallId = call.agent?.toolCallId
  const toolName = call.agent?.toolName
  const context = call.requestContext
  return {
    toolId: tool.id,
    description: tool.description,
    input,
    ...(toolCallId === undefined ? {} : { toolCallId }),
    ...(typeof toolName === 'string' ? { toolName } : {}),
    ...(call.traceContext === undefined ? {} : { parent: call.traceContext }),
    ...(context === undefined ? {} : { privateTexts: privateTextsOf(context) }),
  }
}

/** Reads the texts of a request context each time it is called, as `ToolCallInfo` passes them. */
export function privateTextsOf(context: RequestContext<any>): () => string[] | undefined {
  return () => (context.size === 0 ? [] : privateTexts(context.toObject()))
}
