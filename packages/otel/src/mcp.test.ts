import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { createMcpServer, loadMcpTools } from '@polytool/mcp'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { plantedContext } from './test-fixtures/planted-secrets'
import { createTelemetry, parentOf } from './test-fixtures/telemetry'
import { carrierOf } from './trace-context'

const weather = createTool({
  id: 'get-weather',
  description: 'Current weather for a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }, context) =>
    context.observe.span('lookup', async () => ({ city, celsius: 21 })),
})

async function connect(observer: ReturnType<typeof createTelemetry>['observer']) {
  const server = createMcpServer({ name: 'weather', version: '1.0.0' }, [weather], {
    observer,
    requestContext: () => plantedContext(),
  })
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair()
  await server.connect(serverTransport)
  const client = new Client({ name: 'host', version: '1.0.0' })
  await client.connect(clientTransport)
  return { client, close: () => Promise.all([client.close(), server.close()]) }
}

describe('MCP over the in-memory transport, with the OTel observer', () => {
  it("continues the official client's trace from params._meta.traceparent", async () => {
    const telemetry = createTelemetry()
    const { client, close } = await connect(telemetry.observer)
    // The span context of the client's own call span, as an instrumented MCP client sends it.
    const parent = {
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      traceFlags: 1,
    }
    const _meta = { ...carrierOf(parent), tracestate: 'vendor=value' }
    await client.callTool({ name: 'get-weather', arguments: { city: 'Paris' }, _meta })
    await close()
    const call = telemetry.span('execute_tool get-weather')
    expect(call.spanContext().traceId).toBe(parent.traceId)
    expect(parentOf(call)).toBe(parent.spanId)
    expect(call.parentSpanContext?.isRemote).toBe(true)
    expect(call.spanContext().traceState?.get('vendor')).toBe('value')
    const lookup = telemetry.span('lookup')
    expect(lookup.spanContext().traceId).toBe(parent.traceId)
    expect(parentOf(lookup)).toBe(call.spanContext().spanId)
  })

  it('starts a new trace when the client sends none, or a malformed one', async () => {
    const telemetry = createTelemetry()
    const { client, close } = await connect(telemetry.observer)
    await client.callTool({ name: 'get-weather', arguments: { city: 'Oslo' } })
    await client.callTool({
      name: 'get-weather',
      arguments: { city: 'Oslo' },
      _meta: { traceparent: '00-not-hex-at-all-01' },
    })
    await close()
    const calls = telemetry.spans().filter((span) => span.name === 'execute_tool get-weather')
    expect(calls).toHaveLength(2)
    // The call's parent is the server's own active span, if any: never the client's value.
    for (const span of calls) expect(span.parentSpanContext?.isRemote ?? false).toBe(false)
  })

  it('makes one trace of a polytool client call (loadMcpTools) and the polytool server', async () => {
    const serverSide = createTelemetry()
    const clientSide = createTelemetry()
    const { client, close } = await connect(serverSide.observer)
    const { tools } = await loadMcpTools(client, { idPrefix: 'remote_' })
    const remote = tools.find((tool) => tool.id === 'remote_get-weather')!
    await remote.execute!(
      { city: 'Lima' },
      { observer: clientSide.observer, requestContext: plantedContext() },
    )
    await close()
    const clientCall = clientSide.span('execute_tool remote_get-weather')
    const serverCall = serverSide.span('execute_tool get-weather')
    expect(serverCall.spanContext().traceId).toBe(clientCall.spanContext().traceId)
    expect(parentOf(serverCall)).toBe(clientCall.spanContext().spanId)
    expect(parentOf(serverSide.span('lookup'))).toBe(serverCall.spanContext().spanId)
  })
})
