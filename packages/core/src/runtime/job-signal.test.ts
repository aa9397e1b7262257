import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { runBackgroundJob } from './background-job'
import { createJobSignal } from './job-signal'

const waitForAbort = createTool({
  id: 'wait',
  description: 'Waits until aborted',
  inputSchema: z.object({}),
  background: { enabled: true },
  execute: (_input, context) =>
    new Promise<string>((_resolve, reject) => {
      context.abortSignal!.addEventListener('abort', () => reject(context.abortSignal!.reason))
    }),
})
const job = {
  jobId: `job_${'a'.repeat(43)}`,
  toolName: 'wait',
  toolCallId: 'c1',
  input: {},
  requestContext: {},
  attempt: 1,
}

describe('createJobSignal', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('aborts with a ToolTimeoutError once timeoutMs is over', async () => {
    vi.useFakeTimers()
    const jobSignal = createJobSignal('wait', 50)
    const result = runBackgroundJob(waitForAbort, job, { signal: jobSignal.signal })
    await vi.advanceTimersByTimeAsync(49)
    expect(jobSignal.signal.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_TIMEOUT', message: 'Tool wait did not finish within 50 ms' },
    })
  })

  it('aborts with the reason given, and the pipeline waits on it without a listener', async () => {
    const jobSignal = createJobSignal('wait', undefined)
    const listen = vi.spyOn(AbortSignal.prototype, 'addEventListener')
    const result = runBackgroundJob(waitForAbort, job, { signal: jobSignal.signal })
    // Only the tool's own listener: the pipeline's race against the signal adds none.
    await vi.waitFor(() => expect(listen).toHaveBeenCalledTimes(1))
    listen.mockRestore()
    jobSignal.abort('user left')
    expect(await result).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_ABORTED', message: 'Tool wait was aborted: user left' },
    })
  })

  it('stops its clock once disposed', async () => {
    vi.useFakeTimers()
    const jobSignal = createJobSignal('wait', 50)
    jobSignal.dispose()
    await vi.advanceTimersByTimeAsync(100)
    expect(jobSignal.signal.aborted).toBe(false)
  })
  it('makes no AbortSignal for a tool that never reads one, and a working one for a tool that does', async () => {
    const quiet = createTool({
      id: 'quiet',
      description: 'Reads no signal',
      inputSchema: z.object({}),
      background: { enabled: true },
      execute: async () => 'done',
    })
    let seen: { spread: unknown; aborted: boolean; replaced: unknown } | undefined
    const reader = createTool({
      id: 'reader',
      description: 'Reads its signal, spreads and replaces it',
      inputSchema: z.object({}),
      background: { enabled: true },
      execute: async (_input, context) => {
        const copy = { ...context }
        const replacement = new AbortController().signal
        context.abortSignal = replacement
        seen = {
          spread: copy.abortSignal,
          aborted: copy.abortSignal?.aborted ?? true,
          replaced: context.abortSignal === replacement,
        }
        return 'read'
      },
    })
    const makeSignal = vi.spyOn(AbortController.prototype, 'signal', 'get')
    try {
      const quietJob = { ...job, toolName: 'quiet' }
      expect(
        await runBackgroundJob(quiet, quietJob, { signal: createJobSignal('quiet', 50) }),
      ).toMatchObject({ status: 'completed', output: 'done' })
      expect(makeSignal).not.toHaveBeenCalled()
    } finally {
      makeSignal.mockRestore()
    }
    const readerJob = { ...job, toolName: 'reader' }
    expect(
      await runBackgroundJob(reader, readerJob, { signal: createJobSignal('reader', 50) }),
    ).toMatchObject({ status: 'completed', output: 'read' })
    expect(seen).toMatchObject({ aborted: false, replaced: true })
    expect(seen?.spread).toBeInstanceOf(AbortSignal)
  })
})
