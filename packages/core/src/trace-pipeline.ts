import type { ToolCallContext } from './context'
import type { PipelineLifecycle } from './pipeline'
import type { AnyTool } from './tool'
import {
  type ToolCallInfo,
  type ToolCallTrace,
  type ToolCallTraceEnd,
  traceEndOfError,
  traceEndOfResult,
} from './trace'

type RunPipeline = (
  tool: AnyTool,
  input: unknown,
  call: ToolCallContext,
  lifecycle: PipelineLifecycle,
) => Promise<unknown>

/**
 * Runs one call under its own span: opened through the observer's `startToolCall`, ended with
 * the call's outcome. A throwing observer never breaks the call: it then runs untraced.
 */
export function traceToolCall(
  tool: AnyTool,
  input: unknown,
  call: ToolCallContext,
  lifecycle: PipelineLifecycle,
  run: RunPipeline,
): Promise<unknown> {
  const trace = startTrace(call, callInfo(tool, input, call))
  if (trace === undefined) return run(tool, input, call, lifecycle)
  let suspended = false
  const traced: PipelineLifecycle = {
    ...lifecycle,
    trace,
    suspended: (payload) => {
      suspended = true
      return lifecycle.suspended ? lifecycle.suspended(payload) : Promise.resolve()
    },
  }
  return run(tool, input, call, traced).then(
    (result) => {
      const end = traceEndOfResult(result)
      endTrace(trace, suspended && end.outcome === 'completed' ? { outcome: 'suspended' } : end)
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
export function callInfo(
  tool: AnyTool,
  input: unknown,
  call: ToolCallContext,
  links?: readonly string[],
): ToolCallInfo {
  const toolCallId = call.agent?.toolCallId
  return {
    toolId: tool.id,
    description: tool.description,
    input,
    ...(toolCallId === undefined ? {} : { toolCallId }),
    ...(call.traceContext === undefined ? {} : { parent: call.traceContext }),
    ...(links === undefined || links.length === 0 ? {} : { links }),
  }
}
