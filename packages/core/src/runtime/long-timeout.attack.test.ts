// Attacks on time limits longer than a Node timer keeps (2^31 - 1 ms): `setTimeout` fires such
// a delay after 1 ms, so a call given 25 days, or Infinity, was aborted at once.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { runBackgroundJob } from './background-job'
import { createJobSignal } from './job-signal'
import { LONGEST_TIMER_MS, setLongTimeout } from './long-timeout'
import { createToolCallRuntime } from './runtime'
import { streamCall } from './test-fixtures/streaming'

const DAY_MS = 86_400_000

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

// The same tool, run in the foreground: `settle()` waits for its end.
const hangs = createTool({
  id: 'hangs',
  description: 'Waits until aborted',
  inputSchema: z.object({}),
  execute: waitForAbort.execute,
})

describe('time limits of 2^31 ms and more', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([2 ** 31, 2 ** 32 + 5, 30 * DAY_MS])(
    'a runtime timeoutMs of %d ms aborts the call then, not after 1 ms',
    async (timeoutMs) => {
      vi.useFakeTimers()
      const runtime = createToolCallRuntime({ tools: [hangs], timeoutMs })
      streamCall(runtime, 'call_long', 'hangs', '{}')
      let settled = false
      const settling = runtime.settle().then((outcomes) => {
        settled = true
        return outcomes
      })
      await vi.advanceTimersByTimeAsync(1000)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(timeoutMs - 1001)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await settling).toMatchObject([{ status: 'failed', error: { code: 'TOOL_TIMEOUT' } }])
    },
  )

  it('a runtime timeoutMs of Infinity never aborts the call', async () => {
    vi.useFakeTimers()
    const runtime = createToolCallRuntime({
      tools: [hangs],
      timeoutMs: Number.POSITIVE_INFINITY,
    })
    streamCall(runtime, 'call_forever', 'hangs', '{}')
    let settled = false
    void runtime.settle().then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(400 * DAY_MS)
    expect(settled).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it.each([2 ** 31, Number.POSITIVE_INFINITY])(
    'a background job signal of %d ms is not aborted after 1 ms',
    async (timeoutMs) => {
      vi.useFakeTimers()
      const job = {
        toolName: 'wait',
        toolCallId: 'c1',
        jobId: 'job_c1',
        input: {},
        requestContext: {},
        attempt: 1,
      }
      const jobSignal = createJobSignal('wait', timeoutMs)
      const result = runBackgroundJob(waitForAbort, job, { signal: jobSignal })
      await vi.advanceTimersByTimeAsync(60_000)
      expect(jobSignal.aborted).toBe(false)
      jobSignal.abort('done waiting')
      expect(await result).toMatchObject({ status: 'failed', error: { code: 'TOOL_ABORTED' } })
    },
  )

  it("a tool's background.timeoutMs of 25 days lets its in-process job run past 1 ms", async () => {
    vi.useFakeTimers()
    const tool = createTool({
      id: 'slow_report',
      description: 'Writes a long report',
      inputSchema: z.object({}),
      background: { enabled: true, timeoutMs: 25 * DAY_MS },
      execute: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10_000))
        return 'report'
      },
    })
    const runtime = createToolCallRuntime({ tools: [tool] })
    streamCall(runtime, 'call_bg', 'slow_report', '{}')
    await runtime.settle()
    const idle = runtime.idle()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await idle).toMatchObject([{ status: 'completed', output: 'report' }])
  })

  it('a cleared long timer never fires, however many links its chain has', async () => {
    vi.useFakeTimers()
    const fired = vi.fn()
    const timer = setLongTimeout(fired, 3 * LONGEST_TIMER_MS)
    await vi.advanceTimersByTimeAsync(LONGEST_TIMER_MS + 1)
    timer.clear()
    await vi.advanceTimersByTimeAsync(3 * LONGEST_TIMER_MS)
    expect(fired).not.toHaveBeenCalled()
  })

  it.each([Number.NaN, -1, 0])(
    'refuses a time limit of %d with an error naming the option',
    (timeoutMs) => {
      expect(() => createJobSignal('wait', timeoutMs)).toThrow(
        new RangeError(
          `createJobSignal: timeoutMs must be a positive number of milliseconds (Infinity for none), received ${timeoutMs}`,
        ),
      )
      expect(() =>
        createTool({
          id: 'bad_limit',
          description: 'Has a time limit that means nothing',
          inputSchema: z.object({}),
          background: { enabled: true, timeoutMs },
          execute: () => 'done',
        }),
      ).toThrow(expect.objectContaining({ code: 'TOOL_DEFINITION_INVALID' }))
    },
  )
})
