import type { HrTime, Tracer } from '@opentelemetry/api'
import {
  AggregationTemporality,
  type DataPoint,
  MeterProvider,
  MetricReader,
} from '@opentelemetry/sdk-metrics'
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base'
import type { ToolObserver } from '@polytool/core'
import { createOtelObserver, type OtelObserverOptions } from '../observer'

/** A metric reader that collects on demand. */
export class CollectingReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE })
  }
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** The real OTel SDK recording into memory, and an observer writing into it. */
export interface Telemetry {
  readonly observer: ToolObserver
  /** A tracer of the same provider, for the host's own spans. */
  readonly tracer: Tracer
  readonly exporter: InMemorySpanExporter
  spans(): ReadableSpan[]
  span(name: string): ReadableSpan
  /** The data points of one metric, as the SDK aggregated them. */
  points(name: string): Promise<DataPoint<unknown>[]>
}

export function createTelemetry(
  options: Omit<OtelObserverOptions, 'tracer' | 'meter'> = {},
): Telemetry {
  const exporter = new InMemorySpanExporter()
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  })
  const reader = new CollectingReader()
  const meterProvider = new MeterProvider({ readers: [reader] })
  const observer = createOtelObserver({
    ...options,
    tracer: tracerProvider.getTracer('test'),
    meter: meterProvider.getMeter('test'),
  })
  const spans = () => exporter.getFinishedSpans()
  return {
    observer,
    tracer: tracerProvider.getTracer('host'),
    exporter,
    spans,
    span(name) {
      const found = spans().filter((span) => span.name === name)
      if (found.length !== 1) {
        throw new Error(`expected one span ${name}, found ${found.map((s) => s.name).join(', ')}`)
      }
      return found[0]!
    },
    async points(name) {
      const { resourceMetrics } = await reader.collect()
      const metric = resourceMetrics.scopeMetrics
        .flatMap((scope) => scope.metrics)
        .find((each) => each.descriptor.name === name)
      return (metric?.dataPoints ?? []) as DataPoint<unknown>[]
    },
  }
}

/** The span's parent span id, across SDK versions. */
export function parentOf(span: ReadableSpan): string | undefined {
  return span.parentSpanContext?.spanId
}

/** Every text a span carries in its attributes and events, to search for leaks. */
export function recordedText(spans: readonly ReadableSpan[]): string {
  return JSON.stringify(
    spans.map((span) => ({
      name: span.name,
      attributes: span.attributes,
      status: span.status,
      events: span.events.map((event) => ({ name: event.name, attributes: event.attributes })),
    })),
  )
}

export type { HrTime }
