import { createToolCallRuntime, type ToolCallRuntime, ToolError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PLANTED, plantedContext } from './test-fixtures/planted-secrets'
import { createTelemetry, type Telemetry } from './test-fixtures/telemetry'

// A tool (or a library it calls) puts a request-context value where telemetry reads a type: a
// thrown error's own `code` or `name` field, a `ToolError`'s code, an `observe.span` attribute
// that is a number; or the model, steered by a prompt injection, invents a tool name holding
// one. Each value must stay out of spans and metrics, and thrown codes must not grow the number
// of metric series.

const ACCOUNT = 987_654_321

function call(runtime: ToolCallRuntime, toolCallId: string, toolName: string): void {
  runtime.push({ type: 'tool-input-start', toolCallId, toolName })
  runtime.push({ type: 'tool-input-delta', toolCallId, inputTextDelta: '{}' })
  runtime.push({ type: 'tool-input-end', toolCallId })
}

function tool(id: string, execute: (tenant: string) => unknown) {
  return createTool({
    id,
    description: 'A tool that fails',
    inputSchema: z.object({}),
    execute: async (_input, context) => execute(String(context.requestContext?.get('tenant'))),
  })
}

async function run(telemetry: Telemetry, tools: ReturnType<typeof tool>[], names: string[]) {
  const runtime = createToolCallRuntime({
    tools,
    observer: telemetry.observer,
    requestContext: plantedContext({ account: ACCOUNT }),
  })
  for (const [index, name] of names.entries()) call(runtime, `call_${index}`, name)
  await runtime.settle()
}

async function exported(telemetry: Telemetry): Promise<{ spans: string; metrics: string }> {
  const spans = telemetry.spans().map((span) => ({
    name: span.name,
    attributes: span.attributes,
    status: span.status,
    events: span.events.map((event) => [event.name, event.attributes]),
  }))
  const metrics = await telemetry.points('gen_ai.execute_tool.duration')
  return { spans: JSON.stringify(spans), metrics: JSON.stringify(metrics) }
}

describe("a thrown value's own fields", () => {
  it("never record an error's code field (request-context value) as error.type", async () => {
    const telemetry = createTelemetry()
    const codeField = tool('code_field', (tenant) => {
      throw Object.assign(new Error('db'), { code: `CODESECRET-${tenant}` })
    })
    const plainObject = tool('plain_object', () => {
      throw { message: 'x', code: 'CODESECRET' }
    })
    await run(telemetry, [codeField, plainObject], ['code_field', 'plain_object'])
    const { spans, metrics } = await exported(telemetry)
    for (const text of [spans, metrics]) {
      expect(text).not.toContain('CODESECRET')
      expect(text).not.toContain(PLANTED.tenant)
    }
    const span = telemetry.span('execute_tool code_field')
    expect(span.attributes['error.type']).toBe('TOOL_EXECUTION_FAILED')
    expect(span.status.message).toBe('TOOL_EXECUTION_FAILED')
  })

  it("records a ToolError's own code on the span only, scrubbed of the request context", async () => {
    const telemetry = createTelemetry()
    const toolError = tool('tool_error', (tenant) => {
      throw new ToolError('nope', { code: `NOT_FOUND_${tenant}` })
    })
    await run(telemetry, [toolError], ['tool_error'])
    const { spans, metrics } = await exported(telemetry)
    expect(spans).not.toContain(PLANTED.tenant)
    expect(metrics).not.toContain('NOT_FOUND')
    const span = telemetry.span('execute_tool tool_error')
    expect(span.attributes['error.type']).toBe('TOOL_ERROR')
    expect(span.attributes['polytool.tool.error_code']).toBe('NOT_FOUND_[redacted]')
    const [point] = await telemetry.points('gen_ai.execute_tool.duration')
    expect(point?.attributes['error.type']).toBe('TOOL_ERROR')
  })

  it('cannot grow the metric series with 1,000 distinct thrown codes', async () => {
    const telemetry = createTelemetry()
    let count = 0
    const codes = tool('codes', () => {
      count += 1
      if (count % 2 === 0) throw new ToolError('nope', { code: `CODE_${count}` })
      throw Object.assign(new Error('db'), { code: `CODE_${count}`, name: `NAME_${count}` })
    })
    await run(
      telemetry,
      [codes],
      Array.from({ length: 1000 }, () => 'codes'),
    )
    const points = await telemetry.points('gen_ai.execute_tool.duration')
    expect(points.map((point) => point.attributes['error.type']).sort()).toEqual([
      'TOOL_ERROR',
      'TOOL_EXECUTION_FAILED',
    ])
  })

  it("records an observe.span failure by the error's class, never its own name field", async () => {
    const telemetry = createTelemetry()
    const named = createTool({
      id: 'named',
      description: 'A tool whose step fails',
      inputSchema: z.object({}),
      execute: (_input, context) =>
        context.observe.span('step', async () => {
          const tenant = String(context.requestContext?.get('tenant'))
          throw Object.assign(new RangeError('x'), { name: `NAMESECRET-${tenant}` })
        }),
    })
    await run(telemetry, [named as never], ['named'])
    const { spans } = await exported(telemetry)
    expect(spans).not.toContain('NAMESECRET')
    const step = telemetry.span('step')
    expect(step.attributes['error.type']).toBe('RangeError')
    expect(step.events[0]?.attributes?.['exception.type']).toBe('RangeError')
  })
})

describe('other request-context values on spans', () => {
  it('hides one in a tool name the model invented', async () => {
    const telemetry = createTelemetry()
    await run(telemetry, [], [`leak_${PLANTED.tenant}`])
    const span = telemetry.span('execute_tool _unknown')
    expect(span.attributes['gen_ai.tool.name']).toBe('leak_[redacted]')
  })

  it('hides a number of the request context passed as an observe.span attribute', async () => {
    const telemetry = createTelemetry()
    const counts = createTool({
      id: 'counts',
      description: 'A tool that records its account',
      inputSchema: z.object({}),
      execute: (_input, context) =>
        context.observe.span('step', async () => 1, {
          account: context.requestContext?.get('account'),
          rows: 12,
        }),
    })
    await run(telemetry, [counts as never], ['counts'])
    const step = telemetry.span('step')
    expect(step.attributes).toEqual({ account: '[redacted]', rows: 12 })
  })
})
