import { Mastra } from '@mastra/core/mastra'
import { Observability } from '@mastra/observability'
import { OtelBridge } from '@mastra/otel-bridge'
import { context, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base'
import { bridgeFixtureTools, scriptedResponses } from '@polytool/bridge-scenarios'
import { createOtelObserver } from '@polytool/otel'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { toMastraTools } from './index'
import { scriptedAgent } from './test-fixtures/agent'

const exporter = new InMemorySpanExporter()

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
  )
})

afterAll(() => {
  trace.disable()
  context.disable()
})

function parentOf(span: ReadableSpan): string | undefined {
  return span.parentSpanContext?.spanId
}

it("9. tracing: with Mastra's OpenTelemetry bridge, the polytool tool span is a child of Mastra's tool span, in Mastra's step span", async () => {
  const { tools } = bridgeFixtureTools()
  const provider = scriptedResponses([
    { toolCalls: [{ name: 'search', arguments: '{"query":"lamps","limit":null,"sort":null}' }] },
    { text: 'Found some.' },
  ])
  const bridged = toMastraTools([tools.search], { strict: true, observer: createOtelObserver() })
  const mastra = new Mastra({
    agents: { agent: scriptedAgent(provider, bridged) },
    observability: new Observability({
      configs: { default: { serviceName: 'mastra-test', bridge: new OtelBridge() } },
    }),
    logger: false,
  })
  await mastra.getAgent('agent').generate('Find lamps')
  await mastra.shutdown?.()
  const spans = exporter.getFinishedSpans()
  const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]))
  // Mastra's bridge names its own tool span after the same GenAI convention; polytool's span is
  // the one carrying the call's outcome.
  const polytoolSpan = spans.find((span) => span.attributes['polytool.tool.outcome'] !== undefined)
  expect(polytoolSpan?.name).toBe('execute_tool search')
  const mastraToolSpan = byId.get(parentOf(polytoolSpan!) ?? '')
  expect(mastraToolSpan?.name).toBe('execute_tool search')
  expect(mastraToolSpan?.attributes['polytool.tool.outcome']).toBeUndefined()
  expect(byId.get(parentOf(mastraToolSpan!) ?? '')?.name).toMatch(/^model_step /)
  expect(polytoolSpan?.spanContext().traceId).toBe(mastraToolSpan?.spanContext().traceId)
})
