import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { ToolCallRuntimeError } from './errors'
import { createToolCallRuntime } from './runtime'
import { streamCall } from './test-fixtures/streaming'

const echo = createTool({
  id: 'echo',
  description: 'Echoes its text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
})

/** Rejects when `promise` is still pending after `ms`: a hang fails the test instead of timing it out. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms),
    ),
  ])

describe('createToolCallRuntime: a stream that starts call after call', () => {
  it('refuses the call past maxCalls with TOO_MANY_CALLS, finished calls counted', async () => {
    const runtime = createToolCallRuntime({ tools: [echo], maxCalls: 50 })
    for (let n = 0; n < 50; n++) streamCall(runtime, `c${n}`, 'echo', '{"text":"x"}')
    await runtime.settle()
    let caught: unknown
    try {
      runtime.push({ type: 'tool-input-start', toolCallId: 'c50', toolName: 'echo' })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ToolCallRuntimeError)
    expect(caught).toMatchObject({ code: 'TOO_MANY_CALLS' })
    // The refused call was not kept: its deltas are unknown, and the earlier calls stand.
    expect(() =>
      runtime.push({ type: 'tool-input-delta', toolCallId: 'c50', inputTextDelta: '{' }),
    ).toThrow(expect.objectContaining({ code: 'UNKNOWN_TOOL_CALL' }))
    expect((await runtime.settle()).length).toBe(50)
  })

  it('refuses never-ending calls past the default of 10,000', () => {
    const runtime = createToolCallRuntime({ tools: [echo] })
    for (let n = 0; n < 10_000; n++) {
      runtime.push({ type: 'tool-input-start', toolCallId: `c${n}`, toolName: 'echo' })
      runtime.push({ type: 'tool-input-delta', toolCallId: `c${n}`, inputTextDelta: '{"te' })
    }
    expect(() =>
      runtime.push({ type: 'tool-input-start', toolCallId: 'one-more', toolName: 'echo' }),
    ).toThrow(expect.objectContaining({ code: 'TOO_MANY_CALLS' }))
  })

  it('counts restored calls: a snapshot that would pass maxCalls restores nothing', async () => {
    const gated = createTool({
      id: 'gated',
      description: 'Waits for a person',
      inputSchema: z.object({ text: z.string() }),
      requireApproval: true,
      execute: async ({ text }) => text,
    })
    const first = createToolCallRuntime({ tools: [gated] })
    streamCall(first, 'w1', 'gated', '{"text":"a"}')
    streamCall(first, 'w2', 'gated', '{"text":"b"}')
    await first.settle()
    const snapshot = first.snapshot()
    expect(snapshot.calls.length).toBe(2)

    const later = createToolCallRuntime({ tools: [gated], maxCalls: 2 })
    streamCall(later, 'own', 'gated', '{"text":"c"}')
    await expect(later.restore(snapshot)).rejects.toMatchObject({ code: 'TOO_MANY_CALLS' })
    expect((await later.settle()).map((outcome) => outcome.toolCallId)).toEqual(['own'])
  })

  it('takes a positive integer or Infinity for maxCalls', () => {
    for (const maxCalls of [0, -1, 1.5, Number.NaN]) {
      expect(() => createToolCallRuntime({ tools: [echo], maxCalls })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      )
    }
    const unbounded = createToolCallRuntime({ tools: [echo], maxCalls: Infinity })
    for (let n = 0; n < 10_001; n++) {
      unbounded.push({ type: 'tool-input-start', toolCallId: `c${n}`, toolName: 'echo' })
    }
  })

  it('does not reveal other calls ids when asked for an unknown one', () => {
    const runtime = createToolCallRuntime({ tools: [echo] })
    runtime.push({ type: 'tool-input-start', toolCallId: 'victim_call_secret', toolName: 'echo' })
    let message = ''
    try {
      runtime.push({ type: 'tool-input-delta', toolCallId: 'probe', inputTextDelta: '{' })
    } catch (error) {
      expect(error).toMatchObject({ code: 'UNKNOWN_TOOL_CALL' })
      message = (error as Error).message
    }
    expect(message).toContain('probe')
    expect(message).not.toContain('victim_call_secret')
  })
})

describe('createToolCallRuntime: close with a call whose input never ends', () => {
  it('ends the open input and returns, the call failed as settle fails it', async () => {
    const runtime = createToolCallRuntime({ tools: [echo] })
    runtime.push({ type: 'tool-input-start', toolCallId: 'cut', toolName: 'echo' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'cut', inputTextDelta: '{"text":"ha' })
    await within(runtime.close(), 1000)
    const [outcome] = await within(runtime.idle(), 1000)
    expect(outcome).toMatchObject({
      toolCallId: 'cut',
      status: 'failed',
      error: { code: 'TOOL_INPUT_PARSE_FAILED' },
    })
    expect(() => runtime.push({ type: 'tool-input-end', toolCallId: 'cut' })).toThrow(
      expect.objectContaining({ code: 'RUNTIME_CLOSED' }),
    )
  })
})
