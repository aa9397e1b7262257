import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base'
import type { ToolObserver } from '@polytool/core'
import { createOtelObserver, type OtelObserverOptions } from '@polytool/otel'

/** One real OTel SDK recording into memory, as each process (agent, worker) has its own. */
export interface Telemetry {
  readonly observer: ToolObserver
  /** The one finished span named `name`; throws when there are none or several. */
  span(name: string): ReadableSpan
}

/** `options.recordPayloads` is the host's opt-in to recording inputs and outputs. */
export function createTelemetry(
  options: Pick<OtelObserverOptions, 'recordPayloads'> = {},
): Telemetry {
  const exporter = new InMemorySpanExporter()
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] })
  return {
    observer: createOtelObserver({ ...options, tracer: provider.getTracer('test'), log: () => {} }),
    span(name) {
      const found = exporter.getFinishedSpans().filter((each) => each.name === name)
      if (found.length !== 1) throw new Error(`expected one span ${name}, found ${found.length}`)
      return found[0]!
    },
  }
}
