import {
  context,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { BasicTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-base'
import { createOtelObserver } from '@polytool/otel'
import { type BenchReport, compare, formatNs } from './measure'
import { weatherInput as input, weatherSchemas, weatherTool } from './weather-schemas'

// The observer against the floor a host would write by hand: one active span with the same
// attributes around the same `tool.execute`.
const LIMIT = 1.2

// Spans are recorded (sampled, attributes kept, ended) and then dropped: the cost of tracing
// itself, without an exporter's, which both sides would pay alike.
const DROP_SPANS: SpanProcessor = {
  onStart: () => {},
  onEnd: () => {},
  forceFlush: async () => {},
  shutdown: async () => {},
}

const tool = weatherTool(weatherSchemas.zod)

// What the observer records on a call of this tool: the GenAI attributes at the start, the
// outcome at the end.
const START_ATTRIBUTES = {
  'gen_ai.operation.name': 'execute_tool',
  'gen_ai.tool.name': tool.id,
  'gen_ai.tool.type': 'function',
  'gen_ai.tool.description': tool.description,
}
const SPAN_OPTIONS = { kind: SpanKind.INTERNAL, attributes: START_ATTRIBUTES }
const SPAN_NAME = `execute_tool ${tool.id}`

/** The hand-written floor: `startActiveSpan` with the same attributes around the same call. */
function handWritten(tracer: Tracer) {
  return () =>
    tracer.startActiveSpan(SPAN_NAME, SPAN_OPTIONS, async (span: Span) => {
      try {
        const result = await tool.execute(input)
        span.setAttribute('polytool.tool.outcome', 'success')
        return result
      } catch (error) {
        span.setAttribute('polytool.tool.outcome', 'error')
        span.setStatus({ code: SpanStatusCode.ERROR })
        throw error
      } finally {
        span.end()
      }
    })
}

/**
 * `tool.execute` with the OTel observer against a hand-written active span with the same
 * attributes around `tool.execute`, side by side: on the no-op tracer (no provider registered,
 * what a host that installed tracing but records nothing pays), and on the SDK's tracer with
 * the async-hooks context manager, recording every span.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'tool.execute with the OTel observer vs. a hand-written span with the same attributes',
    lines: [],
    targets: [],
  }
  const setups: Record<string, () => { tracer: Tracer; done: () => void }> = {
    'no-op tracer': () => ({ tracer: trace.getTracer('bench'), done: () => {} }),
    'SDK tracer': () => {
      const manager = new AsyncLocalStorageContextManager().enable()
      context.setGlobalContextManager(manager)
      const provider = new BasicTracerProvider({ spanProcessors: [DROP_SPANS] })
      return {
        tracer: provider.getTracer('bench'),
        // Later benches run without a context manager, as before.
        done: () => context.disable(),
      }
    },
  }
  for (const [setupName, setUp] of Object.entries(setups)) {
    const { tracer, done } = setUp()
    const observer = createOtelObserver({ tracer })
    const { times, ratios } = await compare(
      {
        handWritten: handWritten(tracer),
        observer: () => tool.execute(input, { observer }),
        plain: () => tool.execute(input),
      },
      { rounds: 41, callsPerRound: 2_000 },
    )
    done()
    const ratio = ratios.observer!
    report.lines.push(
      `${setupName.padEnd(13)} no span ${formatNs(times.plain!).padStart(9)}  hand-written span ${formatNs(times.handWritten!).padStart(9)}  observer ${formatNs(times.observer!).padStart(9)}  observer / hand-written ${ratio.toFixed(3)}x`,
    )
    report.targets.push({
      label: `zod, ${setupName}: tool.execute with the OTel observer / a hand-written span`,
      measured: ratio,
      limit: LIMIT,
      met: ratio <= LIMIT,
    })
  }
  return report
}
