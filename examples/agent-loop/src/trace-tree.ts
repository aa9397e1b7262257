import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base'
import type { ToolObserver } from '@polytool/core'
import { createOtelObserver } from '@polytool/otel'

/** An OTel observer recording into memory, and its spans printed as a tree. */
export interface InMemoryTracing {
  readonly observer: ToolObserver
  /** The finished spans, one line each, children indented under their parent. */
  tree(): string[]
}

/**
 * Tracing into memory for the demo; a real host sends the same spans to a collector with an
 * OTLP exporter instead (see the `@polytool/otel` README).
 */
export function inMemoryTracing(): InMemoryTracing {
  const exporter = new InMemorySpanExporter()
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] })
  return {
    observer: createOtelObserver({ tracer: provider.getTracer('agent-loop') }),
    tree: () => formatTree(exporter.getFinishedSpans()),
  }
}

/** Spans in start order, each under its parent, with its outcome, events and links. */
export function formatTree(spans: readonly ReadableSpan[]): string[] {
  const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]))
  const children = new Map<string | undefined, ReadableSpan[]>()
  for (const span of [...spans].sort((a, b) => compareTime(a.startTime, b.startTime))) {
    const parent = span.parentSpanContext?.spanId
    const key = parent !== undefined && byId.has(parent) ? parent : undefined
    children.set(key, [...(children.get(key) ?? []), span])
  }
  const lines: string[] = []
  const visit = (span: ReadableSpan, depth: number) => {
    const pad = '  '.repeat(depth + 1)
    const outcome = span.attributes['polytool.tool.outcome']
    lines.push(`${pad}${span.name}${outcome === undefined ? '' : ` [${outcome}]`}`)
    for (const link of span.links) {
      const linked = byId.get(link.context.spanId)
      lines.push(
        `${pad}  ↪ continues ${linked === undefined ? 'a span of another trace' : `${linked.name} [${linked.attributes['polytool.tool.outcome']}]`}`,
      )
    }
    for (const event of span.events) lines.push(`${pad}  · ${event.name}`)
    for (const child of children.get(span.spanContext().spanId) ?? []) visit(child, depth + 1)
  }
  for (const root of children.get(undefined) ?? []) visit(root, 0)
  return lines
}

function compareTime(a: [number, number], b: [number, number]): number {
  return a[0] - b[0] || a[1] - b[1]
}
