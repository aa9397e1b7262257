import { type AnyTool, createToolCallRuntime, RequestContext, ToolError } from '@polytool/core'
import { createTool } from '@polytool/zod'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { piecesOf, reviewTelemetry } from './test-fixtures/review-telemetry.js'

// The observer with the official SDK's in-memory exporters: request-context values and secrets
// planted where the docs say the gate stands, at odd places (names, ids, keys, cuts).

const PRIVATE = 'Zq7kP9mW2xL4vB8nR3tY6cJ'
const PRIVATE_NUMBER = 48213977

let telemetry = reviewTelemetry()
afterEach(async () => {
  await telemetry.close()
  telemetry = reviewTelemetry()
})

function expectHidden(text: string, value: string = PRIVATE): void {
  for (const piece of piecesOf(value)) expect(text, text.slice(0, 2000)).not.toContain(piece)
}

async function runCalls(
  tools: AnyTool[],
  calls: Array<{ id: string; name: string; args: unknown }>,
  observer = telemetry.observer,
) {
  const runtime = createToolCallRuntime({
    tools,
    observer,
    requestContext: new RequestContext({ tenant: PRIVATE, account: PRIVATE_NUMBER }),
  })
  for (const call of calls) {
    runtime.push({ type: 'tool-input-start', toolCallId: call.id, toolName: call.name })
    runtime.push({
      type: 'tool-input-delta',
      toolCallId: call.id,
      inputTextDelta: JSON.stringify(call.args),
    })
    runtime.push({ type: 'tool-input-end', toolCallId: call.id })
  }
  const outcomes = await runtime.settle()
  await runtime.close()
  return outcomes
}

const echoTool = createTool({
  id: 'echo',
  description: 'echoes',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => ({ text }),
})

describe('otel: names and ids the model chose', () => {
  it('a tool call id straddling the 200-character cut shows nothing of a context value', async () => {
    const calls = []
    for (let pad = 170; pad <= 200; pad += 3) {
      calls.push({ id: `c${'i'.repeat(pad)}${PRIVATE}`, name: 'echo', args: { text: 'x' } })
    }
    await runCalls([echoTool], calls)
    expectHidden(await telemetry.exportedText())
  })

  it('a tool call id holding a bearer credential at the cut', async () => {
    const credential = 'Zk9f2q7WmX3pL8vB4nR6'
    const calls = []
    for (let pad = 170; pad <= 200; pad += 3) {
      calls.push({
        id: `c${'i'.repeat(pad)} Bearer ${credential}`,
        name: 'echo',
        args: { text: 'x' },
      })
    }
    await runCalls([echoTool], calls)
    expectHidden(await telemetry.exportedText(), credential)
  })

  it('an invented tool name holding a context value never reaches a metric or a span name', async () => {
    await runCalls(
      [echoTool],
      [
        { id: 'c1', name: `lookup_${PRIVATE}`, args: {} },
        { id: 'c2', name: `${'n'.repeat(190)}${PRIVATE}`, args: {} },
      ],
    )
    const finished = telemetry.spans.getFinishedSpans()
    for (const span of finished) expect(span.name).toBe('execute_tool _unknown')
    expectHidden(await telemetry.exportedText())
  })

  it('an invented tool name in many spellings makes one metric series', async () => {
    const calls = Array.from({ length: 40 }, (_, index) => ({
      id: `c${index}`,
      name: `made_up_${index}`,
      args: {},
    }))
    await runCalls([echoTool], calls)
    const points = await telemetry.metricPoints()
    expect(points.length).toBeGreaterThan(0)
    for (const point of points) expect(point['gen_ai.tool.name']).toBe('_unknown')
  })
})

describe('otel: the gate on what a tool records', () => {
  it('observe.span attribute keys, array values and nested objects', async () => {
    const tool = createTool({
      id: 'rec',
      description: 'records',
      inputSchema: z.object({}),
      execute: async (_input, { observe, requestContext }) => {
        const tenant = String(requestContext.get('tenant'))
        await observe.span('step', async () => 1, {
          list: [tenant, `x ${tenant}`],
          nested: { deeper: { value: tenant }, headers: { Authorization: 'Basic Zk9f2q7WmX3pL8' } },
          count: requestContext.get('account'),
          countAsText: String(requestContext.get('account')),
          text: `token=${'Zk9f2q7WmX3pL8'}`,
          [`key_${tenant}`]: 1,
        })
        return 'ok'
      },
    })
    await runCalls([tool], [{ id: 'c1', name: 'rec', args: {} }])
    const text = await telemetry.exportedText()
    expectHidden(text)
    expectHidden(text, String(PRIVATE_NUMBER))
    expectHidden(text, 'Zk9f2q7WmX3pL8')
  })

  it('a span name and a log message straddling the 1,000-character cut', async () => {
    const tool = createTool({
      id: 'rec',
      description: 'records',
      inputSchema: z.object({ pad: z.number() }),
      execute: async ({ pad }, { observe, requestContext }) => {
        const tenant = String(requestContext.get('tenant'))
        observe.log('info', `${'l'.repeat(pad)}${tenant}`)
        await observe.span(`${'s'.repeat(pad)}${tenant}`, async () => 1)
        return 'ok'
      },
    })
    const calls = []
    for (let pad = 970; pad <= 1000; pad += 5)
      calls.push({ id: `c${pad}`, name: 'rec', args: { pad } })
    await runCalls([tool], calls)
    expectHidden(await telemetry.exportedText())
  })

  it('an exception thrown in observe.span: a string, an object, an error with fields', async () => {
    const tool = createTool({
      id: 'boom',
      description: 'throws in spans',
      inputSchema: z.object({}),
      execute: async (_input, { observe, requestContext }) => {
        const tenant = String(requestContext.get('tenant'))
        const thrown: unknown[] = [
          `plain string ${tenant}`,
          { message: `object ${tenant}`, code: tenant },
          Object.assign(new Error('with fields'), {
            config: { headers: { 'x-tenant': tenant } },
            response: { data: tenant },
          }),
          new ToolError(`tool error ${tenant}`, { code: `CODE_${tenant}` }),
        ]
        for (const value of thrown) {
          await observe
            .span('step', async () => {
              throw value
            })
            .catch(() => {})
        }
        return 'ok'
      },
    })
    await runCalls([tool], [{ id: 'c1', name: 'boom', args: {} }])
    expectHidden(await telemetry.exportedText())
  })

  it('a ToolError code quoting a context value reaches neither a metric nor a span', async () => {
    const tool = createTool({
      id: 'te',
      description: 'throws',
      inputSchema: z.object({}),
      execute: async (_input, { requestContext }) => {
        throw new ToolError('nope', { code: `E_${String(requestContext.get('tenant'))}` })
      },
    })
    await runCalls([tool], [{ id: 'c1', name: 'te', args: {} }])
    expectHidden(await telemetry.exportedText())
  })

  it('the log event carries only a level and a message', async () => {
    const tool = createTool({
      id: 'lg',
      description: 'logs',
      inputSchema: z.object({}),
      execute: async (_input, { observe, requestContext }) => {
        observe.log('warn', 'hello', { tenant: requestContext.get('tenant'), nested: { a: 1 } })
        return 'ok'
      },
    })
    await runCalls([tool], [{ id: 'c1', name: 'lg', args: {} }])
    const events = telemetry.spans
      .getFinishedSpans()
      .flatMap((span) => span.events)
      .filter((event) => event.name === 'polytool.log')
    expect(events).toHaveLength(1)
    expect(Object.keys(events[0]?.attributes ?? {}).sort()).toEqual([
      'polytool.log.level',
      'polytool.log.message',
    ])
    expectHidden(await telemetry.exportedText())
  })
})

describe('otel: recorded payloads', () => {
  it('a context value straddling the payload cut shows nothing of itself', async () => {
    await telemetry.close()
    telemetry = reviewTelemetry({ recordPayloads: true, maxPayloadLength: 120 })
    const tool = createTool({
      id: 'out',
      description: 'returns the tenant',
      inputSchema: z.object({ pad: z.number() }),
      execute: async ({ pad }, { requestContext }) => ({
        text: `${'o'.repeat(pad)}${String(requestContext.get('tenant'))}`,
      }),
    })
    const calls = []
    for (let pad = 90; pad <= 120; pad += 3)
      calls.push({ id: `c${pad}`, name: 'out', args: { pad } })
    await runCalls([tool], calls, telemetry.observer)
    expectHidden(await telemetry.exportedText())
  })
})
