import { context, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { createToolCallRuntime } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PLANTED_VALUES, PlantedHttpError, plantedContext } from './test-fixtures/planted-secrets'
import { createTelemetry, recordedText, type Telemetry } from './test-fixtures/telemetry'

// The attacker reads the traces (a shared collector, a vendor's UI) and hopes the observer
// copied what the host keeps private: the request context, and the fields of an HTTP client's
// error (its request body, response body and headers). None of it is shaped like a secret, so
// redaction cannot help: it must never be recorded.

const orders = createTool({
  id: 'orders',
  description: 'Lists orders from the upstream API',
  inputSchema: z.object({ month: z.string() }),
  execute: async () => {
    throw new PlantedHttpError()
  },
})

const narrowTenant = createTool({
  id: 'tenant-report',
  description: 'Needs a short tenant id',
  inputSchema: z.object({}),
  requestContextSchema: z.object({ tenant: z.string().max(5) }),
  execute: () => 'report',
})

const logsItsFailure = createTool({
  id: 'logs-its-failure',
  description: 'Logs the error it caught, with the error as data',
  inputSchema: z.object({}),
  execute: async (_, { observe }) => {
    try {
      await observe.span('call-upstream', async () => {
        throw new PlantedHttpError()
      })
    } catch (error) {
      observe.log('error', 'upstream failed', { error, tenant: PLANTED_VALUES[0] })
    }
    return 'degraded'
  },
})

// A tool that quotes its request context in everything it records: a careless author.
const quotesItsContext = createTool({
  id: 'quotes-its-context',
  description: 'Writes the tenant into its log, its span and its error',
  inputSchema: z.object({}),
  execute: async (_, { observe, requestContext }) => {
    const tenant = String(requestContext.get('tenant'))
    const email = String((requestContext.get('user') as { email: string }).email)
    observe.log('info', `serving tenant ${tenant} for ${email}`)
    await observe.span(`load ${tenant}`, async () => 'rows', { tenant, who: { email } })
    await observe.span('charge', async () => {
      throw new Error(`card declined for ${email} (tenant ${tenant})`)
    })
  },
})

function call(runtime: ReturnType<typeof createToolCallRuntime>, id: string, name: string) {
  runtime.push({ type: 'tool-input-start', toolCallId: id, toolName: name })
  runtime.push({ type: 'tool-input-delta', toolCallId: id, inputTextDelta: '{"month":"2026-01"}' })
  runtime.push({ type: 'tool-input-end', toolCallId: id })
}

// Runs `fn` with a host span (an agent step) active, as a host with a context manager does.
async function underHostSpan(telemetry: Telemetry, fn: () => Promise<unknown>): Promise<void> {
  const host = telemetry.tracer.startSpan('invoke_agent')
  await context.with(trace.setSpan(context.active(), host), fn)
  host.end()
}

function expectNothingPlanted(telemetry: Telemetry): void {
  const recorded = recordedText(telemetry.spans())
  for (const value of PLANTED_VALUES) expect(recorded).not.toContain(value)
}

beforeEach(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
})
afterEach(() => {
  context.disable()
})

describe.each([false, true])('traces with recordPayloads: %s', (recordPayloads) => {
  it('record no field of an HTTP client error an execute threw (runtime report)', async () => {
    const telemetry = createTelemetry({ recordPayloads })
    const runtime = createToolCallRuntime({ tools: [orders], observer: telemetry.observer })
    await underHostSpan(telemetry, async () => {
      call(runtime, 'call_1', 'orders')
      await runtime.settle()
    })
    const logged = telemetry.spans().flatMap((span) => span.events)
    expect(logged.map((event) => event.name)).toContain('polytool.log')
    expectNothingPlanted(telemetry)
  })

  it('record no request-context value of a context that failed its schema', async () => {
    const telemetry = createTelemetry({ recordPayloads })
    const runtime = createToolCallRuntime({
      tools: [narrowTenant],
      observer: telemetry.observer,
      requestContext: plantedContext(),
    })
    await underHostSpan(telemetry, async () => {
      call(runtime, 'call_1', 'tenant-report')
      await runtime.settle()
    })
    expect(telemetry.span('execute_tool tenant-report').attributes).toMatchObject({
      'polytool.tool.outcome': 'invalid-request-context',
    })
    expect(recordedText(telemetry.spans())).toContain('polytool.log')
    expectNothingPlanted(telemetry)
  })

  it("record a tool's own log line as its level and message, never its data", async () => {
    const telemetry = createTelemetry({ recordPayloads })
    await underHostSpan(telemetry, () =>
      logsItsFailure.execute!({}, { observer: telemetry.observer }),
    )
    const [event] = telemetry.span('execute_tool logs-its-failure').events
    expect(event?.attributes).toEqual({
      'polytool.log.level': 'error',
      'polytool.log.message': 'upstream failed',
    })
    // The class's name, not the `name` field the error set on itself.
    expect(telemetry.span('call-upstream').events[0]?.attributes).toEqual({
      'exception.type': 'PlantedHttpError',
      'exception.message': 'Request failed with status code 502',
    })
    expectNothingPlanted(telemetry)
  })
})

describe('traces of a tool that quotes its request context', () => {
  it.each([false, true])(
    'hide every value of it, in messages, span names, attributes and exceptions (recordPayloads: %s)',
    async (recordPayloads) => {
      const telemetry = createTelemetry({ recordPayloads })
      await underHostSpan(telemetry, () =>
        expect(
          quotesItsContext.execute!(
            {},
            { observer: telemetry.observer, requestContext: plantedContext() },
          ),
        ).rejects.toThrow(),
      )
      const [event] = telemetry.span('execute_tool quotes-its-context').events
      expect(event?.attributes?.['polytool.log.message']).toBe(
        'serving tenant [redacted] for [redacted]',
      )
      expect(telemetry.span('load [redacted]').attributes).toMatchObject({
        tenant: '[redacted]',
      })
      expect(telemetry.span('charge').events[0]?.attributes?.['exception.message']).toBe(
        'card declined for [redacted] (tenant [redacted])',
      )
      expectNothingPlanted(telemetry)
    },
  )

  it('hides them from a call of the tool-call runtime too', async () => {
    const telemetry = createTelemetry()
    const runtime = createToolCallRuntime({
      tools: [quotesItsContext],
      observer: telemetry.observer,
      requestContext: plantedContext(),
    })
    await underHostSpan(telemetry, async () => {
      runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'quotes-its-context' })
      runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
      await runtime.settle()
    })
    expect(telemetry.spans().map((span) => span.name)).toContain('load [redacted]')
    expectNothingPlanted(telemetry)
  })
})
