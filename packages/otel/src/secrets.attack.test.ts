import { createToolCallRuntime } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { plantedContext } from './test-fixtures/planted-secrets'
import { createTelemetry, recordedText } from './test-fixtures/telemetry'

// What an attacker (or a careless tool) puts where telemetry might copy it.
const DATABASE_URL = 'postgres://admin:hunter2-db-pass@db.internal:5432/prod'
const BEARER = 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJlLXNlY3JldA'
const PASSWORD = 'correct-horse-battery-staple'
const SECRETS = ['hunter2-db-pass', 'eyJhbGciOiJIUzI1NiJ9', 'c2lnbmF0dXJlLXNlY3JldA', PASSWORD]

const leaky = createTool({
  id: 'leaky',
  description: 'Echoes whatever it is given, and logs too much',
  inputSchema: z.object({ url: z.string(), auth: z.string(), password: z.string() }),
  execute: async (input, context) => {
    context.observe.log('warn', `connecting to ${input.url} with ${input.auth}`, { ...input })
    await context.observe.span('query', async () => 'rows', {
      'db.connection_string': input.url,
      password: input.password,
      headers: { authorization: input.auth },
    })
    return { echoed: input, dsn: input.url, note: `token ${input.auth}` }
  },
})

const failing = createTool({
  id: 'failing',
  description: 'Throws an error quoting its secrets',
  inputSchema: z.object({ password: z.string() }),
  execute: async ({ password }, context) => {
    await context.observe.span('connect', async () => {
      throw new Error(`login failed for ${DATABASE_URL} password=${password} ${BEARER}`)
    })
  },
})

const input = { url: DATABASE_URL, auth: BEARER, password: PASSWORD }

function expectNoSecret(text: string): void {
  for (const secret of SECRETS) expect(text).not.toContain(secret)
}

describe('@polytool/otel records no secret, even with recordPayloads', () => {
  it('keeps secrets out of arguments, result, log events and child span attributes', async () => {
    const telemetry = createTelemetry({ recordPayloads: true })
    await leaky.execute!(input, { observer: telemetry.observer, requestContext: plantedContext() })
    const spans = telemetry.spans()
    expect(spans.map((span) => span.name).sort()).toEqual(['execute_tool leaky', 'query'])
    const call = telemetry.span('execute_tool leaky')
    // The payloads are recorded (so the test looks where a leak would be), only redacted.
    expect(call.attributes['gen_ai.tool.call.arguments']).toContain('db.internal')
    expect(call.attributes['gen_ai.tool.call.result']).toContain('echoed')
    expect(call.events).toHaveLength(1)
    expectNoSecret(recordedText(spans))
  })

  it('keeps secrets out of a failed child span and the failed call', async () => {
    const telemetry = createTelemetry({ recordPayloads: true })
    await expect(
      failing.execute!(
        { password: PASSWORD },
        { observer: telemetry.observer, requestContext: plantedContext() },
      ),
    ).rejects.toThrow()
    const child = telemetry.span('connect')
    expect(child.events.map((event) => event.name)).toEqual(['exception'])
    expect(child.events[0]?.attributes?.['exception.message']).toContain('login failed')
    expectNoSecret(recordedText(telemetry.spans()))
  })

  it('keeps secrets out of a runtime call, its events and an invalid input', async () => {
    const telemetry = createTelemetry({ recordPayloads: true })
    const runtime = createToolCallRuntime({
      tools: [leaky],
      observer: telemetry.observer,
      requestContext: plantedContext(),
    })
    runtime.push({ type: 'tool-input-start', toolCallId: 'call_1', toolName: 'leaky' })
    runtime.push({
      type: 'tool-input-delta',
      toolCallId: 'call_1',
      inputTextDelta: JSON.stringify(input),
    })
    runtime.push({ type: 'tool-input-end', toolCallId: 'call_1' })
    runtime.push({ type: 'tool-input-start', toolCallId: 'call_2', toolName: 'leaky' })
    runtime.push({
      type: 'tool-input-delta',
      toolCallId: 'call_2',
      inputTextDelta: JSON.stringify({ ...input, password: 42 }),
    })
    runtime.push({ type: 'tool-input-end', toolCallId: 'call_2' })
    const outcomes = await runtime.settle()
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['completed', 'failed'])
    const calls = telemetry.spans().filter((span) => span.name === 'execute_tool leaky')
    const invalid = calls.find(
      (span) => span.attributes['polytool.tool.outcome'] === 'invalid-input',
    )
    expect(calls).toHaveLength(2)
    expect(invalid?.attributes['gen_ai.tool.call.arguments']).toContain('db.internal')
    expectNoSecret(recordedText(telemetry.spans()))
  })

  it('ignores a malformed or hostile traceparent instead of failing the call', async () => {
    const telemetry = createTelemetry()
    for (const traceparent of [
      '00-zz',
      `00-${'0'.repeat(32)}-${'1'.repeat(16)}-01`,
      'x'.repeat(10_000),
    ]) {
      await leaky.execute!(input, {
        observer: telemetry.observer,
        requestContext: plantedContext(),
        traceContext: { traceparent },
      })
    }
    const spans = telemetry.spans().filter((span) => span.name === 'execute_tool leaky')
    expect(spans).toHaveLength(3)
    // The call's parent is the host's own active span, if any: never the hostile value.
    for (const span of spans) expect(span.parentSpanContext?.isRemote ?? false).toBe(false)
  })
})
