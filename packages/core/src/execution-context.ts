import { ABORT_WATCH, isSignalSource, setAbortSignal } from './abort'
import { checkValue } from './check'
import type { SuspendFunction, ToolExecutionContext } from './context'
import { createObserve, reportProblem, type ToolObserve } from './observe'
import { type CallState, requestContextOf } from './pipeline'
import type { ValidationError } from './validation-error'

/** Whether the tool suspended during `execute`, and the error if its payload was invalid. */
export interface Suspension {
  suspended: boolean
  suspendError: ValidationError | undefined
}

/** The `observe` of a call that nothing observes or traces: its methods do nothing, shared by every call. */
export const SILENT_OBSERVE: ToolObserve = Object.freeze(createObserve(undefined))

/** The second argument of `execute`: request context, observe, and the host's namespaces. */
export function buildExecutionContext(state: CallState): ToolExecutionContext {
  const { call, resumeData } = state
  const context: ToolExecutionContext = {
    requestContext: requestContextOf(state),
    observe:
      call.observer || state.trace ? createObserve(call.observer, state.trace) : SILENT_OBSERVE,
  }
  // A runtime's call (or a job signal) makes its signal only if `execute` reads it.
  const source = (call as { [ABORT_WATCH]?: unknown })[ABORT_WATCH]
  setAbortSignal(context, isSignalSource(source) ? source : call.abortSignal)
  if (call.mcp) context.mcp = call.mcp
  if (call.agent) {
    // Not `{ ...call.agent, toolCallId, ... }`: V8 gives such a literal a hidden class per call.
    context.agent = Object.assign({}, call.agent, {
      toolCallId: call.agent.toolCallId ?? '',
      messages: call.agent.messages ?? [],
      suspend: trackSuspend(state, call.agent.suspend),
      ...(resumeData === undefined ? {} : { resumeData }),
    })
  }
  if (call.workflow) {
    context.workflow = {
      runId: '',
      state: undefined,
      setState: () => {},
      ...call.workflow,
      suspend: trackSuspend(state, call.workflow.suspend),
      ...(resumeData === undefined ? {} : { resumeData }),
    }
  }
  return context
}

// The payload is validated, and the suspension goes on even when it is invalid: the error
// becomes the call's output and a warning is logged, as the migration guide describes.
function trackSuspend(
  state: CallState,
  hostSuspend: SuspendFunction<unknown> | undefined,
): SuspendFunction<unknown> {
  const { tool, call, lifecycle } = state
  return async (payload, options) => {
    state.suspended = true
    const checked = await checkValue(
      'suspendPayload',
      tool.id,
      tool.suspendSchema,
      payload,
      tool.validationLimits,
    )
    if (!checked.ok) {
      state.suspendError = checked.error
      reportProblem(call.observer, 'warn', checked.error.message, { toolId: tool.id })
    }
    await lifecycle.suspended?.(payload)
    await hostSuspend?.(payload, options)
  }
}
