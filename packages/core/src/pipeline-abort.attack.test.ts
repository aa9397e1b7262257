// A step that never settles (an async validator, an approval gate, a hook) must not keep a call
// alive past its abort signal or the runtime's time limit.
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describe, expect, it, vi } from 'vitest'
import { createTool } from './create-tool'
import { ToolAbortedError } from './errors'
import { createToolCallRuntime } from './runtime/runtime'
import { streamCall } from './runtime/test-fixtures/streaming'

function neverSettling(): StandardSchemaV1 & { calls: () => number } {
  let calls = 0
  return {
    calls: () => calls,
    '~standard': {
      version: 1,
      vendor: 'attacker',
      validate: () => {
        calls++
        return new Promise<never>(() => {})
      },
    },
  }
}

describe('abort during validation', () => {
  it('rejects with ToolAbortedError while the input validator hangs', {
    timeout: 10_000,
  }, async () => {
    const schema = neverSettling()
    const execute = vi.fn()
    const tool = createTool({ id: 'hangs', description: 'd', inputSchema: schema, execute })
    const controller = new AbortController()
    const running = tool.execute!({}, { abortSignal: controller.signal })
    await Promise.resolve()
    expect(schema.calls()).toBe(1)
    controller.abort(new Error('user left'))
    await expect(running).rejects.toBeInstanceOf(ToolAbortedError)
    await expect(running).rejects.toMatchObject({ code: 'TOOL_ABORTED', toolId: 'hangs' })
    expect(execute).not.toHaveBeenCalled()
  })

  it('rejects while the output validator hangs', { timeout: 10_000 }, async () => {
    const controller = new AbortController()
    const tool = createTool({
      id: 'hangs-late',
      description: 'd',
      outputSchema: neverSettling(),
      execute: async () => {
        setTimeout(() => controller.abort(), 0)
        return 'done'
      },
    })
    await expect(tool.execute!({}, { abortSignal: controller.signal })).rejects.toBeInstanceOf(
      ToolAbortedError,
    )
  })

  it('rejects while the approval gate hangs', { timeout: 10_000 }, async () => {
    const controller = new AbortController()
    const tool = createTool({
      id: 'gated',
      description: 'd',
      requireApproval: true,
      execute: vi.fn(),
    })
    const running = tool.execute!(
      {},
      {
        abortSignal: controller.signal,
        approve: () => new Promise<boolean>(() => {}),
      },
    )
    setTimeout(() => controller.abort(), 0)
    await expect(running).rejects.toBeInstanceOf(ToolAbortedError)
  })

  it("times out while the request context validator hangs: a host timeout and the runtime's timeoutMs", {
    timeout: 10_000,
  }, async () => {
    const direct = createTool({
      id: 'slow-context',
      description: 'd',
      requestContextSchema: neverSettling(),
      execute: vi.fn(),
    })
    await expect(
      direct.execute!({}, { abortSignal: AbortSignal.timeout(20) }),
    ).rejects.toBeInstanceOf(ToolAbortedError)

    const schema = neverSettling()
    const log = vi.fn()
    const tool = createTool({
      id: 'slow-context',
      description: 'd',
      requestContextSchema: schema,
      execute: vi.fn(),
    })
    const runtime = createToolCallRuntime({ tools: [tool], timeoutMs: 20, observer: { log } })
    streamCall(runtime, 'call_1', 'slow-context', '{}')
    const [outcome] = await runtime.settle()
    expect(schema.calls()).toBe(1)
    expect(outcome).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_TIMEOUT', message: 'Tool slow-context did not finish within 20 ms' },
    })
  })
})
