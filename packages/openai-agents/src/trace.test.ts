import {
  type Span,
  setTraceProcessors,
  setTracingDisabled,
  type Trace,
  type TracingProcessor,
} from '@openai/agents'
import { bridgeFixtureTools, PLANTED, scriptedResponses } from '@polytool/bridge-scenarios'
import { takeLeaks } from '@polytool/telemetry-scan'
import { createTool } from '@polytool/zod'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { openAIAgentsHarness } from './test-fixtures/harness'
import { runAgent } from './test-fixtures/run'
import { AGENTS_TOOL_CALL_SPAN, agentsTraceObserver } from './trace-observer'

// Keeps every span in memory: it replaces the SDK's exporter, so nothing goes to the network.
function collectingProcessor(spans: Span<any>[]): TracingProcessor {
  const nothing = async () => {}
  return {
    onTraceStart: nothing as (trace: Trace) => Promise<void>,
    onTraceEnd: nothing as (trace: Trace) => Promise<void>,
    onSpanStart: nothing,
    onSpanEnd: async (span) => {
      spans.push(span)
    },
    shutdown: nothing,
    forceFlush: nothing,
  }
}

afterEach(() => {
  setTracingDisabled(true)
  vi.unstubAllGlobals()
})

describe("the Agents SDK's own tracing", () => {
  it('holds the bridged call as a function span under the turn (step) span, without the run context and offline', async () => {
    const spans: Span<any>[] = []
    const networkFetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', networkFetch)
    setTraceProcessors([collectingProcessor(spans)])
    setTracingDisabled(false)
    const { tools } = bridgeFixtureTools()
    const provider = scriptedResponses([
      { toolCalls: [{ name: 'whoami', arguments: '{}' }] },
      { text: 'You are acme.' },
    ])
    await openAIAgentsHarness().run({
      tools: [tools.whoami],
      provider,
      requestContext: { tenant: 'acme', apiSecret: PLANTED.contextValue },
    })
    const call = spans.find((span) => span.spanData.type === 'function')
    expect(call?.spanData).toMatchObject({ name: 'whoami', output: '{"ok":true}' })
    const turn = spans.find((span) => span.spanId === call?.parentId)
    expect(turn?.spanData).toMatchObject({ type: 'turn', turn: 1 })
    const agent = spans.find((span) => span.spanId === turn?.parentId)
    expect(agent?.spanData).toMatchObject({ type: 'agent', name: 'Assistant' })
    expect(JSON.stringify(spans.map((span) => span.toJSON()))).not.toContain(PLANTED.contextValue)
    expect(networkFetch).not.toHaveBeenCalled()
  })

  it("with agentsTraceObserver, puts polytool's call span and its child spans under the SDK's function span", async () => {
    const spans: Span<any>[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    )
    setTraceProcessors([collectingProcessor(spans)])
    setTracingDisabled(false)
    const lookups: string[] = []
    const inner = {
      startToolCall: () => ({
        event: () => {},
        span: <T>(name: string, fn: () => Promise<T>) => {
          lookups.push(name)
          return fn()
        },
        log: () => {},
        within: <T>(fn: () => T) => fn(),
        carrier: () => undefined,
        end: () => {},
      }),
    }
    const lookup = createTool({
      id: 'lookup',
      description: 'Looks up',
      inputSchema: z.object({ id: z.number() }),
      execute: async ({ id }, { observe }) => observe.span('db.query', async () => ({ id })),
    })
    await runAgent(
      [lookup],
      [
        {
          toolCalls: [
            { name: 'lookup', arguments: '{"id":1}' },
            { name: 'lookup', arguments: `{"id":"${PLANTED.contextValue}"}` },
          ],
        },
        { text: 'Done.' },
      ],
      { observer: agentsTraceObserver(inner) },
      { apiSecret: PLANTED.contextValue },
    )
    const calls = spans.filter((span) => span.spanData.name === AGENTS_TOOL_CALL_SPAN)
    expect(calls.map((span) => span.spanData.data.outcome).sort()).toEqual([
      'completed',
      'invalid-input',
    ])
    for (const call of calls) {
      const parent = spans.find((span) => span.spanId === call.parentId)
      expect(parent?.spanData).toMatchObject({ type: 'function', name: 'lookup' })
    }
    const completed = calls.find((span) => span.spanData.data.outcome === 'completed')
    const query = spans.find((span) => span.spanData.name === 'db.query')
    expect(query?.parentId).toBe(completed?.spanId)
    expect(lookups).toEqual(['db.query'])
    const polytoolSpans = [...calls, query].map((span) => JSON.stringify(span?.toJSON()))
    for (const text of polytoolSpans) expect(text).not.toContain(PLANTED.contextValue)
    // The model sent the secret as an argument itself. The SDK's own function span records the
    // arguments it got and the answer the model read, which quotes the model's own arguments
    // back to it: the suite's secret scan finds it there, and only there.
    expect(takeLeaks()).toEqual([
      { value: PLANTED.contextValue, where: 'agents span "function" span_data.input' },
      { value: PLANTED.contextValue, where: 'agents span "function" span_data.output' },
    ])
  })
})
