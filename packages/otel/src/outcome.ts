import type { ToolCallTraceEnd, ToolCallTraceOutcome } from '@polytool/core'

// Outcomes of a call that went as asked: no `error.type`, and the span's status stays unset.
const NOT_FAILED: ReadonlySet<ToolCallTraceOutcome> = new Set([
  'completed',
  'awaiting-approval',
  'suspended',
])

/**
 * The `error.type` of a call that failed (its failure's code, else its outcome), as the
 * conventions ask for on both the span and the metric; `undefined` for one that did not.
 */
export function failureType(end: ToolCallTraceEnd): string | undefined {
  if (NOT_FAILED.has(end.outcome)) return undefined
  return typeof end.errorType === 'string' ? end.errorType : end.outcome
}
