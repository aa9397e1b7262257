import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics'
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base'
import { createOtelObserver } from '../index.js'

/** An observer recording into the official SDK's in-memory exporters, and what they hold. */
export function reviewTelemetry(
  options: { recordPayloads?: boolean; maxPayloadLength?: number } = {},
) {
  const spans = new InMemorySpanExporter()
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(spans)],
  })
  const metrics = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE)
  const reader = new PeriodicExportingMetricReader({
    exporter: metrics,
    exportIntervalMillis: 60_000,
  })
  const meterProvider = new MeterProvider({ readers: [reader] })
  const observer = createOtelObserver({
    tracer: tracerProvider.getTracer('review'),
    meter: meterProvider.getMeter('review'),
    ...options,
  })

  /** Every text the exporters hold: names, keys and values of spans, events, links and points. */
  async function exportedText(): Promise<string> {
    await reader.forceFlush()
    const texts: unknown[] = []
    for (const span of spans.getFinishedSpans()) {
      texts.push(span.name, span.attributes, span.status, span.links)
      for (const event of span.events) texts.push(event.name, event.attributes)
    }
    for (const resource of metrics.getMetrics()) {
      for (const scope of resource.scopeMetrics) {
        for (const metric of scope.metrics) {
          for (const point of metric.dataPoints)
            texts.push(metric.descriptor.name, point.attributes)
        }
      }
    }
    return JSON.stringify(texts)
  }

  /** The attributes of every exported metric point. */
  async function metricPoints(): Promise<Array<Record<string, unknown>>> {
    await reader.forceFlush()
    return metrics
      .getMetrics()
      .flatMap((resource) => resource.scopeMetrics)
      .flatMap((scope) => scope.metrics)
      .flatMap((metric) => metric.dataPoints.map((point) => ({ ...point.attributes })))
  }

  async function close(): Promise<void> {
    await tracerProvider.shutdown()
    await meterProvider.shutdown()
  }

  return { observer, spans, exportedText, metricPoints, close }
}

/** Every run of `size` characters of `value`. */
export function piecesOf(value: string, size = 5): string[] {
  const chars = Array.from(value)
  const pieces: string[] = []
  for (let start = 0; start + size <= chars.length; start++) {
    pieces.push(chars.slice(start, start + size).join(''))
  }
  return pieces
}
