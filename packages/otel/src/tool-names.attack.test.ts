import { createToolCallRuntime, type ToolCallRuntime } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTelemetry } from './test-fixtures/telemetry'

// The model names the tool it calls. An attacker who steers it (a prompt injection) makes it call
// thousands of tools that do not exist, each name a new metric series, until the SDK's
// cardinality limit folds every later series, the real tools' included, into
// `otel.metric.overflow`. Or it calls one with a name of megabytes, or with control characters.

const weather = createTool({
  id: 'weather',
  description: 'Current weather for a city',
  inputSchema: z.object({ city: z.string() }),
  execute: ({ city }) => ({ city, celsius: 21 }),
})

function call(runtime: ToolCallRuntime, toolCallId: string, toolName: string): void {
  runtime.push({ type: 'tool-input-start', toolCallId, toolName })
  runtime.push({ type: 'tool-input-delta', toolCallId, inputTextDelta: '{"city":"Oslo"}' })
  runtime.push({ type: 'tool-input-end', toolCallId })
}

describe('tool names the model invented', () => {
  it('cannot push a real tool into the metric overflow by flooding invented names', async () => {
    const telemetry = createTelemetry()
    const runtime = createToolCallRuntime({ tools: [weather], observer: telemetry.observer })
    for (let index = 0; index < 5000; index++) call(runtime, `call_${index}`, `invented_${index}`)
    await runtime.settle()
    call(runtime, 'call_real', 'weather')
    await runtime.settle()
    const points = await telemetry.points('gen_ai.execute_tool.duration')
    const names = points.map((point) => point.attributes['gen_ai.tool.name'])
    expect(points.some((point) => point.attributes['otel.metric.overflow'] === true)).toBe(false)
    expect(names.sort()).toEqual(['_unknown', 'weather'])
    const real = points.find((point) => point.attributes['gen_ai.tool.name'] === 'weather')
    expect(real?.value).toMatchObject({ count: 1 })
    expect(real?.attributes['polytool.tool.outcome']).toBe('completed')
  })

  it('names the span of an unknown tool by a fixed bucket, and cuts the name it records', async () => {
    const telemetry = createTelemetry()
    const runtime = createToolCallRuntime({ tools: [weather], observer: telemetry.observer })
    const invented = `drop_tables_${'x'.repeat(100_000)}`
    call(runtime, 'call_1', invented)
    await runtime.settle()
    const [span] = telemetry.spans()
    expect(span?.name).toBe('execute_tool _unknown')
    const recorded = span?.attributes['gen_ai.tool.name'] as string
    expect(recorded.startsWith('drop_tables_xxx')).toBe(true)
    expect(recorded.length).toBeLessThanOrEqual(200)
    expect(span?.attributes['error.type']).toBe('TOOL_NOT_FOUND')
  })

  it('redacts a token the model put in a tool call id, and cuts a long one', async () => {
    const telemetry = createTelemetry()
    const runtime = createToolCallRuntime({ tools: [weather], observer: telemetry.observer })
    const token = `ghp_${'A1b2C3d4'.repeat(5)}`
    call(runtime, `call:${token}`, 'weather')
    call(runtime, `call_${'9'.repeat(50_000)}`, 'weather')
    await runtime.settle()
    const ids = telemetry.spans().map((span) => span.attributes['gen_ai.tool.call.id'] as string)
    expect(ids[0]).not.toContain('A1b2C3d4')
    expect(ids[1]?.length).toBeLessThanOrEqual(200)
  })
})
