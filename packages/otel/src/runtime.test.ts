import { createToolCallRuntime, TOOL_CALL_EVENTS, type ToolCallRuntime } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { plantedContext } from './test-fixtures/planted-secrets'
import { createTelemetry, parentOf } from './test-fixtures/telemetry'

const KEY = 'a-snapshot-signing-key-of-at-least-32-bytes!'

const transfer = createTool({
  id: 'transfer',
  description: 'Moves money between accounts',
  inputSchema: z.object({ amount: z.number() }),
  requireApproval: true,
  execute: ({ amount }) => ({ moved: amount }),
})

const booking = createTool({
  id: 'book',
  description: 'Books a table after asking for a time',
  inputSchema: z.object({ place: z.string() }),
  suspendSchema: z.object({ question: z.string() }),
  resumeSchema: z.object({ time: z.string() }),
  execute: async ({ place }, context) => {
    const time = context.agent?.resumeData?.time
    if (time === undefined) return await context.agent?.suspend({ question: `When at ${place}?` })
    return { place, time }
  },
})

const report = createTool({
  id: 'report',
  description: 'Builds a report in the background',
  inputSchema: z.object({ name: z.string() }),
  background: { enabled: true },
  execute: ({ name }) => `report ${name}`,
})

function call(runtime: ToolCallRuntime, toolCallId: string, toolName: string, args: unknown) {
  runtime.push({ type: 'tool-input-start', toolCallId, toolName })
  runtime.push({ type: 'tool-input-delta', toolCallId, inputTextDelta: JSON.stringify(args) })
  runtime.push({ type: 'tool-input-end', toolCallId })
}

describe('createToolCallRuntime with the OTel observer', () => {
  it('records input, approval and the call in spans linked across the wait', async () => {
    const telemetry = createTelemetry()
    const runtime = createToolCallRuntime({
      tools: [transfer],
      observer: telemetry.observer,
      requestContext: plantedContext(),
    })
    call(runtime, 'call_1', 'transfer', { amount: 10 })
    expect((await runtime.settle())[0]?.status).toBe('awaiting-approval')
    expect((await runtime.approve('call_1')).status).toBe('completed')
    const [waited, approved] = telemetry.spans()
    expect(waited?.name).toBe('execute_tool transfer')
    expect(waited?.attributes).toMatchObject({
      'gen_ai.tool.call.id': 'call_1',
      'polytool.tool.outcome': 'awaiting-approval',
    })
    expect(waited?.events.map((event) => event.name)).toEqual([
      TOOL_CALL_EVENTS.inputStart,
      TOOL_CALL_EVENTS.inputAvailable,
      TOOL_CALL_EVENTS.approvalRequested,
    ])
    expect(approved?.attributes['polytool.tool.outcome']).toBe('completed')
    expect(approved?.events.map((event) => event.name)).toEqual([TOOL_CALL_EVENTS.approvalGranted])
    expect(approved?.links.map((link) => link.context.spanId)).toEqual([
      waited?.spanContext().spanId,
    ])
  })

  it('records a declined call on a span linked to the one that waited', async () => {
    const telemetry = createTelemetry()
    const runtime = createToolCallRuntime({
      tools: [transfer],
      observer: telemetry.observer,
      requestContext: plantedContext(),
    })
    call(runtime, 'call_1', 'transfer', { amount: 10 })
    await runtime.settle()
    await runtime.decline('call_1', 'too much')
    const [waited, declined] = telemetry.spans()
    expect(declined?.events.map((event) => event.name)).toEqual([TOOL_CALL_EVENTS.approvalDeclined])
    expect(declined?.attributes).toMatchObject({
      'polytool.tool.outcome': 'declined',
      'error.type': 'TOOL_CALL_DECLINED',
    })
    expect(declined?.links[0]?.context.spanId).toBe(waited?.spanContext().spanId)
  })

  it('links a call resumed from a signed snapshot in a new runtime to the span that was suspended', async () => {
    const first = createTelemetry()
    const waiting = createToolCallRuntime({
      tools: [booking],
      observer: first.observer,
      requestContext: plantedContext(),
      snapshotKey: KEY,
    })
    call(waiting, 'call_1', 'book', { place: 'Chez Lu' })
    expect((await waiting.settle())[0]?.status).toBe('suspended')
    const stored = JSON.stringify(await waiting.signedSnapshot())
    const suspended = first.span('execute_tool book')
    expect(suspended.events.map((event) => event.name)).toContain(TOOL_CALL_EVENTS.suspended)
    expect(suspended.attributes['polytool.tool.outcome']).toBe('suspended')

    // Another process: its own tracer provider, only the stored snapshot in common.
    const second = createTelemetry()
    const resuming = createToolCallRuntime({
      tools: [booking],
      observer: second.observer,
      requestContext: plantedContext(),
      snapshotKey: KEY,
    })
    await resuming.restore(JSON.parse(stored))
    expect((await resuming.resume('call_1', { time: '20:00' })).status).toBe('completed')
    const resumed = second.span('execute_tool book')
    expect(resumed.events.map((event) => event.name)).toEqual([TOOL_CALL_EVENTS.resumed])
    expect(resumed.links.map((link) => link.context)).toEqual([
      expect.objectContaining({
        traceId: suspended.spanContext().traceId,
        spanId: suspended.spanContext().spanId,
        isRemote: true,
      }),
    ])
  })

  it('keeps the traceparent under the snapshot signature', async () => {
    const telemetry = createTelemetry()
    const runtime = createToolCallRuntime({
      tools: [transfer],
      observer: telemetry.observer,
      requestContext: plantedContext(),
      snapshotKey: KEY,
    })
    call(runtime, 'call_1', 'transfer', { amount: 10 })
    await runtime.settle()
    const signed = await runtime.signedSnapshot()
    const traceparent = signed.calls[0]?.traceparent
    expect(traceparent).toBe(
      `00-${telemetry.spans()[0]?.spanContext().traceId}-${telemetry.spans()[0]?.spanContext().spanId}-01`,
    )
    const forged = {
      ...signed,
      calls: [{ ...signed.calls[0]!, traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` }],
    }
    const other = createToolCallRuntime({ tools: [transfer], snapshotKey: KEY })
    await expect(other.restore(forged)).rejects.toMatchObject({ code: 'INVALID_SNAPSHOT' })
  })

  it('refuses a snapshot whose traceparent is not a W3C traceparent', async () => {
    const runtime = createToolCallRuntime({ tools: [transfer] })
    const snapshot = {
      version: 1 as const,
      calls: [
        {
          status: 'awaiting-approval' as const,
          toolCallId: 'call_1',
          toolName: 'transfer',
          input: { amount: 1 },
          traceparent: 'not-a-traceparent',
        },
      ],
    }
    await expect(runtime.restore(snapshot)).rejects.toMatchObject({
      code: 'INVALID_SNAPSHOT',
      message: expect.stringContaining('calls[0].traceparent'),
    })
  })

  it('records a call that ran past timeoutMs as timed out', async () => {
    const telemetry = createTelemetry()
    const slow = createTool({
      id: 'slow',
      description: 'Never answers',
      inputSchema: z.object({}),
      execute: () => new Promise<never>(() => {}),
    })
    const runtime = createToolCallRuntime({
      tools: [slow],
      observer: telemetry.observer,
      requestContext: plantedContext(),
      timeoutMs: 20,
    })
    call(runtime, 'call_1', 'slow', {})
    expect((await runtime.settle())[0]?.status).toBe('failed')
    expect(telemetry.span('execute_tool slow').attributes).toMatchObject({
      'polytool.tool.outcome': 'timed-out',
      'error.type': 'TOOL_TIMEOUT',
    })
    const [duration] = await telemetry.points('gen_ai.execute_tool.duration')
    expect(duration?.attributes['polytool.tool.outcome']).toBe('timed-out')
  })

  it("runs a background job in a child span of the call's span, in one trace", async () => {
    const telemetry = createTelemetry()
    const runtime = createToolCallRuntime({
      tools: [report],
      observer: telemetry.observer,
      requestContext: plantedContext(),
    })
    call(runtime, 'call_1', 'report', { name: 'q3' })
    expect((await runtime.idle())[0]?.status).toBe('completed')
    const [job, submitted] = telemetry.spans()
    expect(job?.name).toBe('execute_tool report')
    expect(submitted?.name).toBe('execute_tool report')
    expect(job?.spanContext().traceId).toBe(submitted?.spanContext().traceId)
    expect(parentOf(job!)).toBe(submitted?.spanContext().spanId)
  })

  it('links the span that receives a background result after a restore to the submitting one', async () => {
    const first = createTelemetry()
    const submitting = createToolCallRuntime({
      tools: [report],
      observer: first.observer,
      requestContext: plantedContext(),
    })
    call(submitting, 'call_1', 'report', { name: 'q3' })
    await submitting.settle()
    const stored = submitting.snapshot()
    expect(stored.calls[0]).toMatchObject({ status: 'background', traceparent: expect.any(String) })
    const [, traceId, spanId] = stored.calls[0]!.traceparent!.split('-')

    const second = createTelemetry()
    const receiving = createToolCallRuntime({
      tools: [report],
      observer: second.observer,
      requestContext: plantedContext(),
    })
    await receiving.restore(stored)
    await receiving.idle()
    const received = second.span('execute_tool report')
    expect(received.links.map((link) => link.context)).toEqual([
      expect.objectContaining({ traceId, spanId, isRemote: true }),
    ])
  })

  it('runs without spans when the observer does not trace calls', async () => {
    const lines: string[] = []
    const runtime = createToolCallRuntime({
      tools: [transfer],
      observer: { log: (_level, message) => lines.push(message) },
    })
    call(runtime, 'call_1', 'transfer', { amount: 10 })
    await runtime.settle()
    expect(runtime.snapshot().calls[0]).not.toHaveProperty('traceparent')
  })
})

describe('createToolCallRuntime with the OTel observer: names and metrics', () => {
  it('names the span and metrics after the name the model called, the id beside it', async () => {
    const telemetry = createTelemetry()
    const lookup = createTool({
      id: 'lookup',
      description: 'Looks a name up',
      inputSchema: z.object({ name: z.string() }),
      execute: ({ name }) => name,
    })
    const runtime = createToolCallRuntime({
      tools: { find_name: lookup },
      observer: telemetry.observer,
      requestContext: plantedContext(),
    })
    call(runtime, 'call_1', 'find_name', { name: 'q3' })
    await runtime.settle()
    const span = telemetry.span('execute_tool find_name')
    expect(span.attributes).toMatchObject({
      'gen_ai.tool.name': 'find_name',
      'polytool.tool.id': 'lookup',
    })
    const [point] = await telemetry.points('gen_ai.execute_tool.duration')
    expect(point?.attributes).toMatchObject({
      'gen_ai.tool.name': 'find_name',
      'polytool.tool.id': 'lookup',
    })
  })

  it('records the duration of a call that waited for approval once, when it ends', async () => {
    const telemetry = createTelemetry()
    const runtime = createToolCallRuntime({
      tools: [transfer],
      observer: telemetry.observer,
      requestContext: plantedContext(),
    })
    call(runtime, 'call_1', 'transfer', { amount: 10 })
    call(runtime, 'call_2', 'transfer', { amount: 20 })
    await runtime.settle()
    await runtime.approve('call_1')
    await runtime.decline('call_2')
    const points = await telemetry.points('gen_ai.execute_tool.duration')
    const byOutcome = points.map((point) => [
      point.attributes['polytool.tool.outcome'],
      point.attributes['error.type'],
      (point.value as { count: number }).count,
    ])
    expect(byOutcome.sort()).toEqual([
      ['completed', undefined, 1],
      ['declined', 'TOOL_CALL_DECLINED', 1],
    ])
  })
})
