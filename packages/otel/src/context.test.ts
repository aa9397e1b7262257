import { context, createContextKey, INVALID_SPANID, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { AlwaysOffSampler, BasicTracerProvider } from '@opentelemetry/sdk-trace-base'
import { createToolCallRuntime } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createOtelObserver } from './observer'
import { plantedContext } from './test-fixtures/planted-secrets'
import { createTelemetry, parentOf } from './test-fixtures/telemetry'

const seen: Array<string | undefined> = []
const probe = createTool({
  id: 'probe',
  description: 'Notes the active span, inside execute and inside its own span',
  inputSchema: z.object({}),
  execute: async (_, { observe }) => {
    seen.push(trace.getActiveSpan()?.spanContext().spanId)
    await observe.span('inner', async () => {
      seen.push(trace.getActiveSpan()?.spanContext().spanId)
    })
    return observe.traceContext()
  },
})

afterEach(() => {
  context.disable()
  seen.length = 0
})

describe('@polytool/otel with a context manager', () => {
  it('makes the call span, then the child span, the active context', async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
    const telemetry = createTelemetry()
    await probe.execute!({}, { observer: telemetry.observer, requestContext: plantedContext() })
    const call = telemetry.span('execute_tool probe')
    const inner = telemetry.span('inner')
    expect(seen).toEqual([call.spanContext().spanId, inner.spanContext().spanId])
  })

  it("nests the call span under the host's active span (e.g. the agent's)", async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
    const telemetry = createTelemetry()
    const agentSpan = telemetry.tracer.startSpan('invoke_agent')
    await context.with(trace.setSpan(context.active(), agentSpan), () =>
      probe.execute!({}, { observer: telemetry.observer, requestContext: plantedContext() }),
    )
    agentSpan.end()
    expect(parentOf(telemetry.span('execute_tool probe'))).toBe(agentSpan.spanContext().spanId)
  })
})

describe('@polytool/otel without a context manager', () => {
  beforeEach(() => {
    context.disable()
  })

  it('still nests child spans under the call span (the parent is passed explicitly)', async () => {
    const telemetry = createTelemetry()
    const carrier = await probe.execute!(
      {},
      { observer: telemetry.observer, requestContext: plantedContext() },
    )
    const call = telemetry.span('execute_tool probe')
    expect(parentOf(telemetry.span('inner'))).toBe(call.spanContext().spanId)
    expect(carrier).toEqual({
      traceparent: `00-${call.spanContext().traceId}-${call.spanContext().spanId}-01`,
    })
  })

  it('records nothing and carries no context with no tracer provider registered', async () => {
    const observer = createOtelObserver()
    expect(await probe.execute!({}, { observer })).toBeUndefined()
    const runtime = createToolCallRuntime({
      tools: [createTool({ ...probe.definition, requireApproval: true } as never)],
      observer,
    })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'probe' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    expect((await runtime.settle())[0]?.status).toBe('awaiting-approval')
    expect(runtime.snapshot().calls[0]).not.toHaveProperty('traceparent')
  })
})

describe('@polytool/otel: observe.span inside observe.span', () => {
  const nested = createTool({
    id: 'nested',
    description: 'Opens a span inside a span, twice side by side',
    inputSchema: z.object({}),
    execute: async (_, { observe }) => {
      await observe.span('outer', () =>
        Promise.all([
          observe.span('inner-a', () => observe.span('innermost', async () => 1)),
          observe.span('inner-b', async () => 2),
        ]),
      )
      await observe.span('after', async () => 3)
    },
  })

  it('nests each span under the span it was opened in, with a context manager', async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
    const telemetry = createTelemetry()
    await nested.execute!({}, { observer: telemetry.observer, requestContext: plantedContext() })
    const id = (name: string) => telemetry.span(name).spanContext().spanId
    expect(parentOf(telemetry.span('outer'))).toBe(id('execute_tool nested'))
    expect(parentOf(telemetry.span('inner-a'))).toBe(id('outer'))
    expect(parentOf(telemetry.span('inner-b'))).toBe(id('outer'))
    expect(parentOf(telemetry.span('innermost'))).toBe(id('inner-a'))
    expect(parentOf(telemetry.span('after'))).toBe(id('execute_tool nested'))
  })
})

describe('@polytool/otel: a call span that records nothing', () => {
  it('is still the active context when it carries a trace (a sampler dropped it)', async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
    const provider = new BasicTracerProvider({ sampler: new AlwaysOffSampler() })
    const observer = createOtelObserver({ tracer: provider.getTracer('sampled-out') })
    const carrier = await probe.execute!({}, { observer })
    // Not recorded, but propagated: the tool's active span is the call's, with its trace id.
    expect(seen[0]).toMatch(/^[0-9a-f]{16}$/)
    expect(seen[0]).not.toBe(INVALID_SPANID)
    expect(carrier).toEqual({
      traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/),
    })
  })

  it("leaves the host's context as it is on the no-op tracer, and still runs the tool in it", async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
    const key = createContextKey('host value')
    const observer = createOtelObserver()
    const read = createTool({
      id: 'read-host-value',
      description: 'Reads a value the host put in the active context',
      inputSchema: z.object({}),
      execute: async () => context.active().getValue(key),
    })
    const value = await context.with(context.active().setValue(key, 'kept'), () =>
      read.execute!({}, { observer }),
    )
    expect(value).toBe('kept')
  })
})
