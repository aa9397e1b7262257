import type { Attributes, Counter, Histogram, Meter } from '@opentelemetry/api'
import type { ToolCallTraceEnd } from '@polytool/core'
import { ATTR, EXECUTE_TOOL } from './attributes'

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
      description: 'Duration of tool executions',
      unit: 's',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    })
    this.#validationFailures = meter.createCounter(METRICS.validationFailures, {
      description: 'Tool calls refused because a value failed its schema, by which value',
      unit: '{failure}',
    })
  }

  /** Records one ended span of a call: its duration by tool and outcome, and a failed validation. */
  record(toolName: string, seconds: number, end: ToolCallTraceEnd): void {
    const attributes: Attributes = {
      [ATTR.operationName]: EXECUTE_TOOL,
      [ATTR.toolName]: toolName,
      [ATTR.outcome]: end.outcome,
      ...(end.errorType === undefined ? {} : { [ATTR.errorType]: end.errorType }),
    }
    this.#duration.record(seconds, attributes)
    if (end.validation !== undefined) {
      this.#validationFailures.add(1, {
        [ATTR.toolName]: toolName,
        [ATTR.validationKind]: end.validation,
      })
    }
  }
}
