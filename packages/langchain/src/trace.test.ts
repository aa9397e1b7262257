import { context, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base'
import { scriptedResponses } from '@polytool/bridge-scenarios'
import { createOtelObserver } from '@polytool/otel'
import { createTool } from '@polytool/zod'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PROMPT, scriptedAgent } from './test-fixtures/agent'
import { toLangChainTools } from './to-langchain-tools'

afterEach(() => {
  context.disable()
})

function parentOf(span: ReadableSpan): string | undefined {
  return span.parentSpanContext?.spanId
}

describe('tracing with @polytool/otel in createAgent', () => {
  it('nests the tool span under the span active around the run: LangChain opens no OpenTelemetry span between them', async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
    const exporter = new InMemorySpanExporter()
    const tracer = new BasicTracerProvider({
      spanProcessors: [new SimpleSpanProcessor(exporter)],
    }).getTracer('test')
    const observer = createOtelObserver({ tracer })
    let activeInExecute: string | undefined
    const probe = createTool({
      id: 'probe',
      description: 'Notes the active span',
      inputSchema: z.object({}),
      execute: async () => {
        activeInExecute = trace.getActiveSpan()?.spanContext().spanId
        return { ok: true }
      },
    })
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'probe', arguments: '{}' }] },
      { text: 'Done.' },
    ])
    // LangChain's own tracing is its callbacks: a handler sees the tool run, which is no span.
    const toolRuns: string[] = []
    const callbacks = [{ handleToolStart: (_tool: unknown, input: string) => toolRuns.push(input) }]
    const agent = scriptedAgent([probe], provider.fetch, (tools) =>
      toLangChainTools(tools, { provider: 'openai', observer }),
    )
    const run = tracer.startSpan('invoke_agent')
    await context.with(trace.setSpan(context.active(), run), () =>
      agent.invoke(PROMPT as never, { callbacks } as never),
    )
    run.end()
    const spans = exporter.getFinishedSpans()
    const toolSpan = spans.find((span) => span.name === 'execute_tool probe')
    expect(toolRuns).toHaveLength(1)
    expect(toolSpan).toBeDefined()
    expect(parentOf(toolSpan!)).toBe(run.spanContext().spanId)
    expect(activeInExecute).toBe(toolSpan!.spanContext().spanId)
    expect(spans.map((span) => span.name).sort()).toEqual(['execute_tool probe', 'invoke_agent'])
  })
})
