import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { createMcpServer } from '@polytool/mcp'
import { createTool } from '@polytool/zod'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createOtelObserver } from './index.js'
import { reviewTelemetry } from './test-fixtures/review-telemetry.js'

// An MCP client's `_meta.traceparent` and `tracestate` are untrusted: only a well-formed W3C
// value with non-zero ids continues the client's trace, a tracestate over 512 characters is
// dropped, and a tracer that throws never fails the call.

const VALID_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736'
const VALID = `00-${VALID_TRACE}-00f067aa0ba902b7-01`

let telemetry = reviewTelemetry()
afterEach(async () => {
  await telemetry.close()
  telemetry = reviewTelemetry()
})

const echo = createTool({
  id: 'echo',
  description: 'echo',
  inputSchema: z.object({}),
  execute: async () => 'ok',
})

async function callWithMeta(metas: unknown[], observer = telemetry.observer): Promise<string[]> {
  const server = createMcpServer({ name: 'review', version: '1.0.0' }, [echo], { observer })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  const answers = new Map<number, (message: JSONRPCMessage) => void>()
  clientSide.onmessage = (message) => {
    if ('id' in message && !('method' in message)) answers.get(Number(message.id))?.(message)
  }
  await server.connect(serverSide)
  await clientSide.start()
  let nextId = 1
  const request = async (method: string, params: unknown) => {
    const id = nextId++
    const answer = new Promise<JSONRPCMessage>((resolve) => answers.set(id, resolve))
    await clientSide.send({ jsonrpc: '2.0', id, method, params } as JSONRPCMessage)
    return answer
  }
  await request('initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'c', version: '0' },
  })
  const results: string[] = []
  for (const meta of metas) {
    results.push(
      JSON.stringify(await request('tools/call', { name: 'echo', arguments: {}, _meta: meta })),
    )
  }
  await server.close()
  return results
}

describe('otel: the trace context an MCP client sends', () => {
  it('only a well-formed traceparent continues the trace', async () => {
    const hostile = [
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `00-${VALID_TRACE}-${'0'.repeat(16)}-01`,
      `ff-${VALID_TRACE}-00f067aa0ba902b7-01`,
      `00-${VALID_TRACE.toUpperCase()}-00F067AA0BA902B7-01`,
      `00-${VALID_TRACE}-00f067aa0ba902b7-01-extra`,
      `${VALID} `,
      `00-${VALID_TRACE}-00f067aa0ba902b7`,
    ]
    const results = await callWithMeta([
      { traceparent: VALID },
      ...hostile.map((traceparent) => ({ traceparent })),
    ])
    for (const result of results) expect(result).toContain('ok')
    const spans = telemetry.spans
      .getFinishedSpans()
      .filter((span) => span.name.startsWith('execute_tool'))
    expect(spans).toHaveLength(1 + hostile.length)
    expect(spans.filter((span) => span.spanContext().traceId === VALID_TRACE)).toHaveLength(1)
  })

  it('a tracestate over 512 characters is dropped, one within is kept', async () => {
    const long = `k=${'v'.repeat(600)}`
    await callWithMeta([
      { traceparent: VALID, tracestate: long },
      { traceparent: VALID, tracestate: 'vendor=short' },
    ])
    const states = telemetry.spans
      .getFinishedSpans()
      .filter((span) => span.name.startsWith('execute_tool'))
      .map((span) => span.spanContext().traceState?.serialize() ?? '')
    expect(states.some((state) => state.includes('v'.repeat(600)))).toBe(false)
    expect(states).toContain('vendor=short')
  })

  it('a tracer and metric instruments that throw never fail the call', async () => {
    const throwing = () => {
      throw new Error('telemetry down')
    }
    // Instruments are made when the observer is; recording into them is what happens per call.
    const instrument = { record: throwing, add: throwing }
    const observer = createOtelObserver({
      tracer: { startSpan: throwing, startActiveSpan: throwing } as never,
      meter: {
        createHistogram: () => instrument,
        createCounter: () => instrument,
        createUpDownCounter: () => instrument,
        createGauge: () => instrument,
      } as never,
    })
    const results = await callWithMeta([{ traceparent: VALID }, {}], observer)
    for (const result of results) {
      expect(result).toContain('ok')
      expect(result).not.toContain('telemetry down')
    }
  })
})
