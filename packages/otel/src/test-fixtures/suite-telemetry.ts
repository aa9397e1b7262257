import type { HrTime } from '@opentelemetry/api'
import type { MetricReader, ResourceMetrics } from '@opentelemetry/sdk-metrics'
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base'

/**
 * Everything the telemetry of one test file exported: every span of every fixture provider and
 * of the host, and every metric reader, for the secret scan of `secret-scan.setup.ts`.
 */
const spans = new InMemorySpanExporter()
const readers: MetricReader[] = []

/** A processor that copies every span a provider ends into the file's collection. */
export function suiteSpanProcessor(): SpanProcessor {
  return new SimpleSpanProcessor(spans)
}

/** Adds a metric reader whose points are scanned when the file ends. */
export function trackReader(reader: MetricReader): void {
  readers.push(reader)
}

/** The tracer of the host's own spans (a request, an agent step), exported with the rest. */
export const hostTracer = new BasicTracerProvider({
  spanProcessors: [suiteSpanProcessor()],
}).getTracer('host')

/** What the scan read. */
export interface SuiteExport {
  readonly spans: readonly ReadableSpan[]
  readonly metrics: readonly ResourceMetrics[]
}

/** Collects every span ended so far and every metric point of every tracked reader. */
export async function collectSuiteExport(): Promise<SuiteExport> {
  const metrics: ResourceMetrics[] = []
  for (const reader of readers) {
    try {
      metrics.push((await reader.collect()).resourceMetrics)
    } catch {
      // A reader shut down by its test has nothing left to export.
    }
  }
  return { spans: spans.getFinishedSpans(), metrics }
}

/**
 * Every text of an export as one JSON: each span's name, attributes, status, events (names
 * and attributes), links (contexts and attributes) and each metric point's attributes.
 */
export function exportedText(exported: SuiteExport): string {
  return JSON.stringify({
    spans: exported.spans.map((span) => ({
      name: span.name,
      attributes: span.attributes,
      status: span.status,
      events: span.events.map((event) => ({ name: event.name, attributes: event.attributes })),
      links: span.links.map((link) => ({ context: link.context, attributes: link.attributes })),
      scope: span.instrumentationScope,
      resource: span.resource.attributes,
    })),
    metrics: exported.metrics.map((resource) =>
      resource.scopeMetrics.map((scope) => ({
        scope: scope.scope,
        metrics: scope.metrics.map((metric) => ({
          name: metric.descriptor.name,
          points: metric.dataPoints.map((point) => point.attributes),
        })),
      })),
    ),
  })
}

export type { HrTime }
