import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { createToolCallRuntime } from './runtime'
import { deferred, readAll, streamCall } from './test-fixtures/streaming'

const cityInput = z.object({ city: z.string() })

describe('createToolCallRuntime: abort and time limits', () => {
  it('aborts a call in the middle of execute, which sees its signal aborted', async () => {
    const controller = new AbortController()
    const running = deferred()
    let signalSeen: AbortSignal | undefined
    const tool = createTool({
      id: 'slow',
      description: 'Takes its time',
      inputSchema: cityInput,
      execute: async (_input, context) => {
        signalSeen = context.abortSignal
        running.resolve()
        return new Promise<string>(() => {})
      },
    })
    const runtime = createToolCallRuntime({ tools: [tool], abortSignal: controller.signal })
    streamCall(runtime, 'call_1', 'slow', '{"city":"Lima"}')
    await running.promise
    controller.abort(new Error('user left'))
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_ABORTED', message: 'Tool slow was aborted: user left' },
    })
    expect(signalSeen?.aborted).toBe(true)
  })

  it('stops a call whose hook hangs once timeoutMs is over, without running execute', async () => {
    let executed = false
    const tool = createTool({
      id: 'hangs',
      description: 'Has a hanging hook',
      inputSchema: cityInput,
      onInputAvailable: () => new Promise<void>(() => {}),
      execute: async () => {
        executed = true
        return 'never'
      },
    })
    const runtime = createToolCallRuntime({ tools: [tool], timeoutMs: 30 })
    const started = performance.now()
    streamCall(runtime, 'call_1', 'hangs', '{"city":"Lima"}')
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_TIMEOUT', message: 'Tool hangs did not finish within 30 ms' },
    })
    expect(executed).toBe(false)
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('does not let a hanging transform hold the result: a placeholder goes out at the limit', async () => {
    const tool = createTool({
      id: 'weather',
      description: 'Weather',
      inputSchema: cityInput,
      execute: async ({ city }) => `${city}: rain`,
      transform: {
        display: {
          inputDelta: () => '…',
          input: ({ input }) => input?.city,
          output: () => new Promise(() => {}),
        },
      },
    })
    const runtime = createToolCallRuntime({ tools: [tool], timeoutMs: 30 })
    streamCall(runtime, 'call_1', 'weather', '{"city":"Lima"}', 50)
    const [outcome] = await runtime.settle()
    expect(outcome).toMatchObject({ status: 'completed', output: 'Lima: rain' })
    await runtime.close()
    expect((await readAll(runtime.display)).at(-1)).toMatchObject({
      type: 'tool-output-available',
      payload: { redacted: true, phase: 'output', reason: 'transform-failed' },
    })
    expect((await readAll(runtime.transcript)).at(-1)).toMatchObject({
      payload: { output: 'Lima: rain' },
    })
  })

  it('aborts a call whose input is still streaming, and ignores its later events', async () => {
    const controller = new AbortController()
    const tool = createTool({ id: 'echo', description: 'Echo', execute: async () => 'x' })
    const runtime = createToolCallRuntime({ tools: [tool], abortSignal: controller.signal })
    runtime.push({ type: 'tool-input-start', toolCallId: 'call_1', toolName: 'echo' })
    runtime.push({ type: 'tool-input-delta', toolCallId: 'call_1', inputTextDelta: '{"a":' })
    controller.abort('stop')
    runtime.push({ type: 'tool-input-delta', toolCallId: 'call_1', inputTextDelta: '1}' })
    runtime.push({ type: 'tool-input-end', toolCallId: 'call_1' })
    expect((await runtime.settle())[0]).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_ABORTED', message: 'Tool echo was aborted: stop' },
    })
  })

  it('cancels a call that waits for approval', async () => {
    const tool = createTool({
      id: 'wipe',
      description: 'Wipes',
      requireApproval: true,
      execute: async () => 'wiped',
    })
    const runtime = createToolCallRuntime({ tools: [tool] })
    streamCall(runtime, 'call_1', 'wipe', '{}')
    await runtime.settle()
    runtime.cancel('call_1', 'changed my mind')
    expect((await runtime.settle())[0]).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_ABORTED' },
    })
    expect(runtime.snapshot().calls).toEqual([])
  })
})

describe('createToolCallRuntime: events it cannot apply', () => {
  const tool = createTool({ id: 'echo', description: 'Echo', execute: async () => 'x' })

  it('throws a ToolCallRuntimeError naming the problem', async () => {
    const runtime = createToolCallRuntime({ tools: [tool] })
    const code = (action: () => void) => {
      try {
        action()
      } catch (error) {
        const { name, code } = error as { name: string; code: string }
        return `${name} ${code}`
      }
      return 'no error'
    }
    expect(
      code(() =>
        runtime.push({ type: 'tool-input-delta', toolCallId: 'nope', inputTextDelta: '{' }),
      ),
    ).toBe('ToolCallRuntimeError UNKNOWN_TOOL_CALL')
    runtime.push({ type: 'tool-input-start', toolCallId: 'c', toolName: 'echo' })
    expect(
      code(() => runtime.push({ type: 'tool-input-start', toolCallId: 'c', toolName: 'echo' })),
    ).toBe('ToolCallRuntimeError DUPLICATE_TOOL_CALL')
    runtime.push({ type: 'tool-input-end', toolCallId: 'c' })
    expect(
      code(() => runtime.push({ type: 'tool-input-delta', toolCallId: 'c', inputTextDelta: '}' })),
    ).toBe('ToolCallRuntimeError TOOL_INPUT_ENDED')
    expect(
      code(() =>
        runtime.push({ type: 'tool-input-delta', toolCallId: 'c', inputTextDelta: 4 } as never),
      ),
    ).toBe('ToolCallRuntimeError INVALID_EVENT')
    expect(code(() => runtime.push({ type: 'tool-call' } as never))).toBe(
      'ToolCallRuntimeError INVALID_EVENT',
    )
    await expect(runtime.resume('c', {})).rejects.toMatchObject({ code: 'NOT_SUSPENDED' })
    await runtime.close()
    expect(code(() => runtime.push({ type: 'tool-input-end', toolCallId: 'c' }))).toBe(
      'ToolCallRuntimeError RUNTIME_CLOSED',
    )
    expect(code(() => createToolCallRuntime({ tools: [tool], timeoutMs: -1 }))).toBe(
      'ToolCallRuntimeError INVALID_OPTIONS',
    )
    expect(code(() => createToolCallRuntime({ tools: [tool, tool] }))).toBe(
      'ToolCallRuntimeError INVALID_OPTIONS',
    )
  })
})
