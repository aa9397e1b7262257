import {
  type Span,
  setTraceProcessors,
  setTracingDisabled,
  type Trace,
  type TracingProcessor,
} from '@openai/agents'
import { bridgeFixtureTools, PLANTED, scriptedResponses } from '@polytool/bridge-scenarios'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openAIAgentsHarness } from './test-fixtures/harness'

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
})
