import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import type { ToolObserver } from './observe'
import { runToolPipeline } from './pipeline'
import { RequestContext } from './request-context'
import { createToolCallRuntime } from './runtime/runtime'
import type { ToolCallInfo, ToolCallTrace, ToolCallTraceEnd } from './trace'
import { isTraceparent, traceEndOfError, traceEndOfResult } from './trace'

interface Recorded {
  info: ToolCallInfo
  events: string[]
  logs: string[]
  spans: string[]
  ends: ToolCallTraceEnd[]
}

function tracingObserver(carrier = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01') {
  const traces: Recorded[] = []
  const observer: ToolObserver = {
    startToolCall(info): ToolCallTrace {
      const recorded: Recorded = { info, events: [], logs: [], spans: [], ends: [] }
      traces.push(recorded)
      return {
        event: (name) => recorded.events.push(name),
        span: (name, fn) => {
          recorded.spans.push(name)
          return fn()
        },
        log: (_level, message) => recorded.logs.push(message),
        within: (fn) => fn(),
        carrier: () => ({ traceparent: carrier }),
        end: (end) => recorded.ends.push(end),
      }
    },
  }
  return { observer, traces }
}

const echo = createTool({
  id: 'echo',
  description: 'Echoes its text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }, { observe }) => {
    observe.log('info', 'echoing')
    return observe.span('inner', async () => ({ text, carried: observe.traceContext() }))
  },
})

describe('ToolObserver.startToolCall: the pipeline opens one trace per call', () => {
  it('opens it once, routes observe into it, and ends it with the outcome', async () => {
    const { observer, traces } = tracingObserver()
    const output = await echo.execute!(
      { text: 'hi' },
      {
        observer,
        agent: { toolCallId: 'call_1' },
        traceContext: { traceparent: 'parent' },
      },
    )
    expect(output).toMatchObject({ carried: { traceparent: expect.any(String) } })
    expect(traces).toHaveLength(1)
    expect(traces[0]).toMatchObject({
      info: {
        toolId: 'echo',
        description: 'Echoes its text',
        toolCallId: 'call_1',
        input: { text: 'hi' },
        parent: { traceparent: 'parent' },
      },
      logs: ['echoing'],
      spans: ['inner'],
      ends: [{ outcome: 'completed', result: output }],
    })
  })

  it('does not ask an observer without the hook, and its log still hears the tool', async () => {
    const lines: string[] = []
    const output = await echo.execute!(
      { text: 'hi' },
      { observer: { log: (_level, message) => lines.push(message) } },
    )
    expect(output).toEqual({ text: 'hi', carried: undefined })
    expect(lines).toEqual(['echoing'])
  })

  it('runs the call untraced when startToolCall throws', async () => {
    const observer: ToolObserver = {
      startToolCall: () => {
        throw new Error('observer down')
      },
    }
    await expect(echo.execute!({ text: 'hi' }, { observer })).resolves.toMatchObject({ text: 'hi' })
  })

  it('ends a suspended call as suspended and an invalid one by its validation kind', async () => {
    const { observer, traces } = tracingObserver()
    const asking = createTool({
      id: 'asking',
      description: 'Asks first',
      inputSchema: z.object({ n: z.number() }),
      suspendSchema: z.object({ q: z.string() }),
      execute: async (_input, context) => context.agent?.suspend({ q: 'when?' }),
    })
    await runToolPipeline(asking, { n: 1 }, { observer, agent: {} })
    await runToolPipeline(asking, { n: 'x' }, { observer, agent: {} })
    expect(traces.map((trace) => trace.ends)).toEqual([
      [{ outcome: 'suspended' }],
      [
        expect.objectContaining({
          outcome: 'invalid-input',
          validation: 'input',
          errorType: 'TOOL_INPUT_INVALID',
        }),
      ],
    ])
  })

  it('leaves the trace to a runtime that opened one: one per call, not two', async () => {
    const { observer, traces } = tracingObserver()
    const runtime = createToolCallRuntime({ tools: [echo], observer })
    runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'echo' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{"text":"a"}' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
    await runtime.settle()
    expect(traces).toHaveLength(1)
    expect(traces[0]?.events).toEqual([
      'polytool.tool.input_start',
      'polytool.tool.input_available',
    ])
    expect(traces[0]?.ends).toEqual([
      expect.objectContaining({ outcome: 'completed', input: { text: 'a' } }),
    ])
  })

  it('tells the observer the name the model called, and whether the host has that tool', async () => {
    const { observer, traces } = tracingObserver()
    const runtime = createToolCallRuntime({ tools: { say: echo }, observer })
    for (const [id, name] of [
      ['c1', 'say'],
      ['c2', 'invented'],
    ] as const) {
      runtime.push({ type: 'tool-input-start', toolCallId: id, toolName: name })
      runtime.push({ type: 'tool-input-delta', toolCallId: id, inputTextDelta: '{"text":"a"}' })
      runtime.push({ type: 'tool-input-end', toolCallId: id })
    }
    await runtime.settle()
    expect(traces.map(({ info }) => [info.toolId, info.toolName, info.unknownTool])).toEqual([
      ['echo', 'say', undefined],
      ['invented', 'invented', true],
    ])
  })

  it("gives the observer the request context's texts as they stand when it reads them", async () => {
    const { observer, traces } = tracingObserver()
    const requestContext = new RequestContext<Record<string, unknown>>({ tenant: 'acme-corp' })
    await echo.execute!({ text: 'hi' }, { observer, requestContext })
    requestContext.set('user', { email: 'ada@example.test' })
    expect(traces[0]?.info.privateTexts?.()).toEqual(
      expect.arrayContaining(['acme-corp', 'ada@example.test']),
    )
    await echo.execute!({ text: 'hi' }, { observer })
    expect(traces[1]?.info.privateTexts).toBeUndefined()
  })
})

describe('trace outcomes', () => {
  it('classifies failures by code, and a timeout behind an abort as timed out', () => {
    expect(traceEndOfResult({ error: true, code: 'TOOL_CALL_DECLINED', message: '' }).outcome).toBe(
      'declined',
    )
    const timeout = Object.assign(new Error('late'), { code: 'TOOL_TIMEOUT' })
    const aborted = Object.assign(new Error('aborted', { cause: timeout }), {
      code: 'TOOL_ABORTED',
    })
    expect(traceEndOfError(aborted)).toEqual({ outcome: 'timed-out', errorType: 'TOOL_TIMEOUT' })
    expect(traceEndOfError(new RangeError('x'))).toEqual({
      outcome: 'thrown',
      errorType: 'RangeError',
    })
  })

  it('survives a hostile error whose getters throw', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(traceEndOfError(hostile)).toEqual({ outcome: 'thrown', errorType: 'object' })
    expect(traceEndOfResult(hostile).outcome).toBe('completed')
  })

  it('accepts only a W3C traceparent', () => {
    expect(isTraceparent('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01')).toBe(true)
    expect(isTraceparent('00-0AF7651916CD43DD8448EB211C80319C-b7ad6b7169203331-01')).toBe(false)
    expect(isTraceparent(`00-${'a'.repeat(32)}-${'b'.repeat(16)}-01 `)).toBe(false)
  })
})
