import { MetricReader } from '@opentelemetry/sdk-metrics'
import {
  BasicTracerProvider,
  type ReadableSpan,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base'

const HOOKED = Symbol.for('polytool.telemetry-scan.sdk')

/** Spans ended since the last scan, from every tracer provider of the test file. */
const ended: ReadableSpan[] = []
/** Every metric reader any meter provider of the test file registered. */
const readers = new Set<MetricReader>()
let endedInTotal = 0
/** Replaces the buffer where a process reads each span as it ends (see `child-process.ts`). */
let listener: ((span: ReadableSpan) => void) | undefined

interface ProviderInternals {
  _activeSpanProcessor?: SpanProcessor & { [HOOKED]?: true }
}

/**
 * Hooks the OpenTelemetry SDK itself, so no test has to wire the scan in: every provider's span
 * processor (the one its tracers end spans through, whatever processors and exporters the test
 * gave it) copies each ended span for the scan, and every metric reader is collected at the end.
 * `NodeTracerProvider` and the other providers share `getTracer` with `BasicTracerProvider`.
 *
 * @returns nothing
 */
export function hookSdk(): void {
  const owner = ownerOf(BasicTracerProvider.prototype, 'getTracer') as Record<PropertyKey, unknown>
  if (owner[HOOKED]) return
  owner[HOOKED] = true
  const getTracer = owner.getTracer as (this: ProviderInternals, ...args: unknown[]) => unknown
  owner.getTracer = function hookedGetTracer(this: ProviderInternals, ...args: unknown[]) {
    copyEndedSpans(this)
    return getTracer.apply(this, args)
  }
  const metricReader = MetricReader.prototype as unknown as Record<string, unknown>
  const setMetricProducer = metricReader.setMetricProducer as (...args: unknown[]) => unknown
  metricReader.setMetricProducer = function hookedSetMetricProducer(
    this: MetricReader,
    ...args: unknown[]
  ) {
    readers.add(this)
    return setMetricProducer.apply(this, args)
  }
}

function copyEndedSpans(provider: ProviderInternals): void {
  const processor = provider._activeSpanProcessor
  if (processor === undefined) {
    // Fail loudly rather than scan nothing: an SDK upgrade moved the provider's processor.
    throw new Error(
      'the telemetry secret scan found no _activeSpanProcessor on this tracer provider: update packages/telemetry-scan/src/sdk-hook.ts for this OpenTelemetry SDK',
    )
  }
  if (processor[HOOKED]) return
  processor[HOOKED] = true
  const onEnd = processor.onEnd.bind(processor)
  processor.onEnd = (span) => {
    if (listener === undefined) ended.push(span)
    else listener(span)
    endedInTotal += 1
    onEnd(span)
  }
}

function ownerOf(prototype: object, method: string): object {
  let current: object | null = prototype
  while (current !== null && !Object.hasOwn(current, method)) {
    current = Object.getPrototypeOf(current)
  }
  if (current === null) throw new Error(`the OpenTelemetry SDK has no ${method} to hook`)
  return current
}

/**
 * Hands every span to `read` as it ends, instead of keeping it for `takeEndedSpans`.
 *
 * @param read - reads one ended span
 * @returns nothing
 */
export function onSpanEnded(read: (span: ReadableSpan) => void): void {
  listener = read
}

/**
 * Takes the spans ended since the last call, for the scan.
 *
 * @returns the spans, oldest first
 */
export function takeEndedSpans(): ReadableSpan[] {
  return ended.splice(0)
}

/**
 * How many spans the hook saw end in this test file: a check that it is in place.
 *
 * @returns the count
 */
export function endedSpanCount(): number {
  return endedInTotal
}

/**
 * The metric readers registered in this test file.
 *
 * @returns the readers
 */
export function metricReaders(): readonly MetricReader[] {
  return [...readers]
}

/**
 * Whether the hook is in place: the proof tests refuse to run without it.
 *
 * @returns `true` once `hookSdk` ran
 */
export function sdkHooked(): boolean {
  return (
    (ownerOf(BasicTracerProvider.prototype, 'getTracer') as Record<PropertyKey, unknown>)[
      HOOKED
    ] === true
  )
}
