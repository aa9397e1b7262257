import {
  type Attributes,
  type Counter,
  createNoopMeter,
  type Histogram,
  type Meter,
} from '@opentelemetry/api'
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

// The API's no-op meter hands out one shared instrument of each kind: an instrument that is
// one of them records nothing, and the observer can skip timing the call for it.
const NOOP_METER = createNoopMeter()
const NOOP_HISTOGRAM = NOOP_METER.createHistogram(METRICS.duration)
const NOOP_COUNTER = NOOP_METER.createCounter(METRICS.validationFailures)

/** The instruments one observer records into. */
export class ToolMetrics {
  readonly #duration: Histogram
  readonly #validationFailures: Counter
  readonly #counted: boolean
  /**
   * Whether a call's duration is recorded: `false` on the API's no-op meter (no meter provider
   * registered, which the API never swaps later), so the call need not be timed.
   */
  readonly timed: boolean

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
    this.timed = this.#duration !== NOOP_HISTOGRAM
    this.#counted = this.#validationFailures !== NOOP_COUNTER
  }

  /**
   * Records one ended span of a call: its duration by tool, outcome and `error.type`, and a
   * failed validation. A span that ended to wait for approval records no duration: the call
   * has not run, and is recorded once when it ends. `error.type` takes a fixed set of values
   * (`failureType`); a `ToolError`'s own code is never a metric attribute, as it takes any.
   */
  record(tool: Attributes, seconds: number, end: ToolCallTraceEnd): void {
    if (this.timed && end.outcome !== 'awaiting-approval') {
      const errorType = failureType(end)
      this.#duration.record(seconds, {
        [ATTR.operationName]: EXECUTE_TOOL,
        ...tool,
        [ATTR.outcome]: end.outcome,
        ...(errorType === undefined ? {} : { [ATTR.errorType]: egressText('metric', errorType) }),
      })
    }
    if (this.#counted && end.validation !== undefined) {
      this.#validationFailures.add(1, { ...tool, [ATTR.validationKind]: end.validation })
    }
  }
}
