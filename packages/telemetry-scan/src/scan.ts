import type { Attributes } from '@opentelemetry/api'
import type { ResourceMetrics } from '@opentelemetry/sdk-metrics'
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base'

/** A planted value found in exported telemetry, and where. */
export interface Leak {
  /** The planted value. */
  readonly value: string
  /** Where it stood: `span "execute_tool x" attribute polytool.tool.input`, … */
  readonly where: string
}

/** One exported text and where it stands. */
export interface ExportedText {
  readonly where: string
  readonly text: string
}

/**
 * Searches exported telemetry for planted values: each span's name, attributes (keys and
 * values), status message, events (names and attributes) and links (attributes), and each
 * metric point's attributes.
 *
 * @param spans - the spans to search
 * @param metrics - the metric points to search
 * @param planted - the values that must not be there
 * @returns every planted value found, with where it stood
 */
export function findLeaks(
  spans: readonly ReadableSpan[],
  metrics: readonly ResourceMetrics[],
  planted: readonly string[],
): Leak[] {
  return findLeaksInTexts(exportedTexts(spans, metrics), planted)
}

/**
 * Searches texts, each with where it stood, for planted values.
 *
 * @param texts - the exported texts
 * @param planted - the values that must not be there
 * @returns every planted value found, with where it stood
 */
export function findLeaksInTexts(
  texts: Iterable<ExportedText>,
  planted: readonly string[],
): Leak[] {
  const leaks: Leak[] = []
  if (planted.length === 0) return leaks
  for (const { where, text } of texts) {
    for (const value of planted) {
      if (text.includes(value)) leaks.push({ value, where })
    }
  }
  return leaks
}

/**
 * Every text of exported telemetry, with where it stands.
 *
 * @param spans - the spans to read
 * @param metrics - the metric points to read
 * @returns the texts, one by one
 */
export function* exportedTexts(
  spans: readonly ReadableSpan[],
  metrics: readonly ResourceMetrics[],
): Generator<ExportedText> {
  for (const span of spans) {
    const at = `span "${span.name}"`
    yield { where: `${at} name`, text: span.name }
    yield* attributeTexts(`${at} attribute`, span.attributes)
    if (span.status.message !== undefined) {
      yield { where: `${at} status message`, text: span.status.message }
    }
    for (const event of span.events) {
      yield { where: `${at} event name`, text: event.name }
      yield* attributeTexts(`${at} event "${event.name}" attribute`, event.attributes ?? {})
    }
    for (const link of span.links) {
      yield* attributeTexts(`${at} link attribute`, link.attributes ?? {})
    }
  }
  for (const resource of metrics) {
    for (const scope of resource.scopeMetrics) {
      for (const metric of scope.metrics) {
        for (const point of metric.dataPoints) {
          yield* attributeTexts(`metric "${metric.descriptor.name}" attribute`, point.attributes)
        }
      }
    }
  }
}

function* attributeTexts(where: string, attributes: Attributes): Generator<ExportedText> {
  for (const [key, value] of Object.entries(attributes)) {
    yield { where: `${where} key`, text: key }
    if (value === undefined || value === null) continue
    yield {
      where: `${where} ${key}`,
      text: Array.isArray(value) ? value.join('\n') : String(value),
    }
  }
}
