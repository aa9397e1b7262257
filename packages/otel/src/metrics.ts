import type { Attributes, Counter, Histogram, Meter } from '@opentelemetry/api'
import { egressText, type ToolCallTraceEnd } from '@polytool/core'
import { ATTR, EXECUTE_TOOL } from './attributes'
import { failureType } from './outcome'

/** Metric names: the GenAI conventions' tool duration, and polytool's validation failures. */
export const METRICS = {
  duration: 'gen_ai.execute_tool.duration',
  validationFailures: 'polytool.tool.validation_failures',
} as const

// Bucket boundaries the GenAI conventions advise for operation durations, in seconds.
const DURATION_BUCKETS = [
  0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92,
]

/** The instruments one observer records into. */
export class ToolMetrics {
  readonly #duration: Histogram
  readonly #validationFailures: Counter

  constructor(meter: Meter) {
    this.#duration = meter.createHistogram(METRICS.duration, {
      description: 'Duration of tool calls, by tool and outcome',
      unit: 's',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    })
    this.#validationFailures = meter.createCounter(METRICS.validationFailures, {
      description: 'Tool calls refused because a value failed its schema, by which value',
      unit: '{failure}',
    })
  }

  /**
   * Records one ended span of a call: its duration by tool, outcome and `error.type`, and a
   * failed validation. A span that ended to wait for approval records no duration: the call
   * has not run, and is recorded once when it ends. `error.type` takes a fixed set of values
   * (`failureType`); a `ToolError`'s own code is never a metric attribute, as it takes any.
   */
  record(tool: Attributes, seconds: number, end: ToolCallTraceEnd): void {
    if (end.outcome !== 'awaiting-approval') {
      const errorType = failureType(end)
      this.#duration.record(seconds, {
        [ATTR.operationName]: EXECUTE_TOOL,
        ...tool,
        [ATTR.outcome]: end.outcome,
        ...(errorType === undefined ? {} : { [ATTR.errorType]: egressText('metric', errorType) }),
      })
    }
    if (end.validation !== undefined) {
      this.#validationFailures.add(1, { ...tool, [ATTR.validationKind]: end.validation })
    }
  }
}
