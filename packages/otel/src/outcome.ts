import { type ToolCallTraceEnd, type ToolCallTraceOutcome, TRACE_ERROR_TYPES } from '@polytool/core'

// Outcomes of a call that went as asked: no `error.type`, and the span's status stays unset.
// Compared one by one rather than looked up in a set: every traced call asks, and most completed.
function notFailed(outcome: ToolCallTraceOutcome): boolean {
  return outcome === 'completed' || outcome === 'awaiting-approval' || outcome === 'suspended'
}

/**
 * The `error.type` of a call that failed, as the conventions ask for on both the span and the
 * metric: its failure's code or error class where that is one of core's `TRACE_ERROR_TYPES`,
 * else its outcome. A bounded set of values, never a text the tool or the model wrote;
 * `undefined` for a call that did not fail.
 */
export function failureType(end: ToolCallTraceEnd): string | undefined {
  if (notFailed(end.outcome)) return undefined
  const { errorType } = end
  return typeof errorType === 'string' && TRACE_ERROR_TYPES.has(errorType) ? errorType : end.outcome
}
