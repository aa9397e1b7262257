import { SpanKind, SpanStatusCode } from '@opentelemetry/api'
import { ToolError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createOtelObserver } from './observer'
import { PlantedHttpError, plantedContext } from './test-fixtures/planted-secrets'
import { createTelemetry, parentOf } from './test-fixtures/telemetry'

const weather = createTool({
  id: 'get-weather',
  description: 'Current weather for a city',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ celsius: z.number() }),
  execute: async ({ city }, context) => {
    context.observe.log('info', 'looking up', { city })
    return context.observe.span('fetch-forecast', async () => ({ celsius: city.length }), {
      'http.method': 'GET',
    })
  },
})

describe('createOtelObserver: one span per tool call', () => {
  it('names the span and sets the GenAI attributes for tool execution', async () => {
    const telemetry = createTelemetry()
    const output = await weather.execute!(
      { city: 'Paris' },
      {
        observer: telemetry.observer,
        requestContext: plantedContext(),
        agent: { toolCallId: 'call_1' },
      },
    )
    expect(output).toEqual({ celsius: 5 })
    const span = telemetry.span('execute_tool get-weather')
    expect(span.kind).toBe(SpanKind.INTERNAL)
    expect(span.attributes).toEqual({
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'get-weather',
      'gen_ai.tool.call.id': 'call_1',
      'gen_ai.tool.description': 'Current weather for a city',
      'gen_ai.tool.type': 'function',
      'polytool.tool.outcome': 'completed',
    })
    expect(span.status.code).toBe(SpanStatusCode.UNSET)
  })

  it("makes the tool's observe.span a child span and its observe.log a span event", async () => {
    const telemetry = createTelemetry()
    await weather.execute!(
      { city: 'Oslo' },
      { observer: telemetry.observer, requestContext: plantedContext() },
    )
    const call = telemetry.span('execute_tool get-weather')
    const child = telemetry.span('fetch-forecast')
    expect(parentOf(child)).toBe(call.spanContext().spanId)
    expect(child.spanContext().traceId).toBe(call.spanContext().traceId)
    expect(child.attributes).toEqual({ 'http.method': 'GET' })
    expect(call.events.map((event) => [event.name, event.attributes])).toEqual([
      [
        'polytool.log',
        {
          'polytool.log.level': 'info',
          'polytool.log.message': 'looking up',
        },
      ],
    ])
  })

  it('opens the span for a tool that never calls observe', async () => {
    const telemetry = createTelemetry()
    const quiet = createTool({
      id: 'quiet',
      description: 'Says nothing',
      inputSchema: z.object({}),
      execute: () => 'ok',
    })
    await quiet.execute!({}, { observer: telemetry.observer, requestContext: plantedContext() })
    expect(telemetry.spans().map((span) => span.name)).toEqual(['execute_tool quiet'])
  })

  it('records no arguments or result unless the host opts in', async () => {
    const off = createTelemetry()
    await weather.execute!(
      { city: 'Rome' },
      { observer: off.observer, requestContext: plantedContext() },
    )
    const attributes = off.span('execute_tool get-weather').attributes
    expect(attributes).not.toHaveProperty('gen_ai.tool.call.arguments')
    expect(attributes).not.toHaveProperty('gen_ai.tool.call.result')

    const on = createTelemetry({ recordPayloads: true })
    await weather.execute!(
      { city: 'Rome' },
      { observer: on.observer, requestContext: plantedContext() },
    )
    expect(on.span('execute_tool get-weather').attributes).toMatchObject({
      'gen_ai.tool.call.arguments': '{"city":"Rome"}',
      'gen_ai.tool.call.result': '{"celsius":4}',
    })
  })

  it('cuts recorded payloads to maxPayloadLength', async () => {
    const telemetry = createTelemetry({ recordPayloads: true, maxPayloadLength: 12 })
    await weather.execute!(
      { city: 'Llanfairpwllgwyngyll' },
      { observer: telemetry.observer, requestContext: plantedContext() },
    )
    const recorded = telemetry.span('execute_tool get-weather').attributes[
      'gen_ai.tool.call.arguments'
    ] as string
    expect(recorded).toHaveLength(12)
    expect(recorded.endsWith('…')).toBe(true)
  })

  it('refuses a maxPayloadLength it cannot use, with a typed error', () => {
    expect(() => createOtelObserver({ recordPayloads: true, maxPayloadLength: -1 })).toThrow(
      expect.objectContaining({ name: 'OtelObserverOptionsError', code: 'OTEL_OPTIONS_INVALID' }),
    )
  })
})

describe('createOtelObserver: how a call failed', () => {
  const strict = createTool({
    id: 'strict',
    description: 'Checks every value',
    inputSchema: z.object({ n: z.number() }),
    outputSchema: z.object({ ok: z.literal(true) }),
    requestContextSchema: z.object({ tenant: z.string() }),
    resumeSchema: z.object({ go: z.boolean() }),
    execute: async ({ n }) => {
      if (n === 13) throw new ToolError('Unlucky number', { code: 'UNLUCKY' })
      if (n === 7) throw new PlantedHttpError()
      return (n > 0 ? { ok: true } : { ok: false }) as { ok: true }
    },
  })
  const tenant = () => plantedContext()

  it.each([
    ['input', { n: 'x' }, {}, 'invalid-input', 'TOOL_INPUT_INVALID'],
    ['output', { n: -1 }, {}, 'invalid-output', 'TOOL_OUTPUT_INVALID'],
    [
      'request context',
      { n: 1 },
      { requestContext: plantedContext({ tenant: 42 }) },
      'invalid-request-context',
      'TOOL_REQUEST_CONTEXT_INVALID',
    ],
    [
      'resume data',
      { n: 1 },
      { agent: { resumeData: { go: 'yes' } } },
      'invalid-resume-data',
      'TOOL_RESUME_DATA_INVALID',
    ],
  ])('records a failed validation of the %s', async (_, input, call, outcome, code) => {
    const telemetry = createTelemetry()
    const context = { requestContext: tenant(), ...call, observer: telemetry.observer }
    await strict.execute!(input as never, context as never)
    const span = telemetry.span('execute_tool strict')
    expect(span.attributes).toMatchObject({ 'polytool.tool.outcome': outcome, 'error.type': code })
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: code })
    const [failure] = await telemetry.points('polytool.tool.validation_failures')
    expect(failure?.value).toBe(1)
    expect(failure?.attributes['gen_ai.tool.name']).toBe('strict')
  })

  it("records a thrown ToolError as TOOL_ERROR with its own code apart, any other exception by the wrapper's code", async () => {
    const telemetry = createTelemetry()
    const call = { requestContext: tenant(), observer: telemetry.observer }
    await expect(strict.execute!({ n: 13 }, call)).rejects.toThrow()
    await expect(strict.execute!({ n: 7 }, call)).rejects.toThrow()
    const [unlucky, boom] = telemetry.spans()
    expect(unlucky?.attributes).toMatchObject({
      'polytool.tool.outcome': 'thrown',
      'error.type': 'TOOL_ERROR',
      'polytool.tool.error_code': 'UNLUCKY',
    })
    expect(boom?.attributes).toMatchObject({
      'polytool.tool.outcome': 'thrown',
      'error.type': 'TOOL_EXECUTION_FAILED',
    })
    expect(boom?.status.code).toBe(SpanStatusCode.ERROR)
  })

  it('records an aborted call', async () => {
    const telemetry = createTelemetry()
    const controller = new AbortController()
    controller.abort('user left')
    await expect(
      strict.execute!(
        { n: 1 },
        {
          abortSignal: controller.signal,
          observer: telemetry.observer,
          requestContext: plantedContext(),
        },
      ),
    ).rejects.toThrow()
    expect(telemetry.span('execute_tool strict').attributes).toMatchObject({
      'polytool.tool.outcome': 'aborted',
      'error.type': 'TOOL_ABORTED',
    })
  })

  it('records a declined call', async () => {
    const telemetry = createTelemetry()
    const gated = createTool({
      id: 'gated',
      description: 'Needs a yes',
      inputSchema: z.object({}),
      requireApproval: true,
      execute: () => 'done',
    })
    await gated.execute!(
      {},
      { observer: telemetry.observer, requestContext: plantedContext(), approve: () => false },
    )
    expect(telemetry.span('execute_tool gated').attributes).toMatchObject({
      'polytool.tool.outcome': 'declined',
      'error.type': 'TOOL_CALL_DECLINED',
    })
  })

  it('records the duration of each call by tool and outcome', async () => {
    const telemetry = createTelemetry()
    await weather.execute!(
      { city: 'Lima' },
      { observer: telemetry.observer, requestContext: plantedContext() },
    )
    await weather.execute!({ city: 3 } as never, {
      observer: telemetry.observer,
      requestContext: plantedContext(),
    })
    const points = await telemetry.points('gen_ai.execute_tool.duration')
    const byOutcome = Object.fromEntries(
      points.map((point) => [point.attributes['polytool.tool.outcome'], point]),
    )
    expect(Object.keys(byOutcome).sort()).toEqual(['completed', 'invalid-input'])
    expect(byOutcome['invalid-input']?.attributes).toEqual({
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'get-weather',
      'polytool.tool.outcome': 'invalid-input',
      'error.type': 'TOOL_INPUT_INVALID',
    })
    expect(byOutcome.completed?.value).toMatchObject({ count: 1 })
  })
})

describe('createOtelObserver: a broken tracer', () => {
  it('never fails the tool call', async () => {
    const throwing = () => {
      throw new Error('tracer down')
    }
    const tracer = { startSpan: throwing, startActiveSpan: throwing } as never
    const observer = createOtelObserver({ tracer })
    await expect(weather.execute!({ city: 'Kyiv' }, { observer })).resolves.toEqual({
      celsius: 4,
    })
  })
})
