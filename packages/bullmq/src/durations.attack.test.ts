// Durations past what a Node timer keeps (2^31 - 1 ms) fire after 1 ms: a tool given 25 days
// timed out at once on the worker, and a poll period of 50 days polled the server every
// millisecond. NaN and negative periods did the same.
import { createTool, createToolCallRuntime } from '@polytool/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { LONGEST_TIMER_MS } from './durations'
import { createBullMQExecutor } from './executor'
import { backends, call, useQueueScope } from './test-fixtures/harness'
import { createToolWorker } from './worker'

const DAY_MS = 86_400_000
const nowhere = 'redis://127.0.0.1:1'

describe('duration options of the executor and the worker', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each([Number.NaN, -5, 0, '1000'])(
    'refuses a pollIntervalMs of %s with a RangeError naming it',
    (value) => {
      expect(() =>
        createBullMQExecutor({ connection: nowhere, pollIntervalMs: value as number }),
      ).toThrow(/createBullMQExecutor: pollIntervalMs must be a positive number of milliseconds/)
    },
  )

  it.each([2 ** 31, Number.POSITIVE_INFINITY, Number.NaN, -1])(
    'refuses a lockDurationMs or stalledIntervalMs of %s with a RangeError naming it',
    (value) => {
      for (const name of ['lockDurationMs', 'stalledIntervalMs']) {
        expect(() => createToolWorker({ tools: [], connection: nowhere, [name]: value })).toThrow(
          new RegExp(`createToolWorker: ${name} must be a positive number of milliseconds up to`),
        )
      }
    },
  )
})

describe.each(backends())('long durations on %s', (_name, url) => {
  const scope = useQueueScope(url)

  it('polls for results at most every 2^31 - 1 ms when asked for 50 days, not every millisecond', async () => {
    const timers = [vi.spyOn(globalThis, 'setInterval'), vi.spyOn(globalThis, 'setTimeout')]
    const executor = createBullMQExecutor({
      connection: url,
      queueName: scope.queueName,
      pollIntervalMs: 50 * DAY_MS,
    })
    scope.closing.push(() => executor.close())
    await executor.ready()
    void executor.result('job_never_submitted', {
      toolCallId: 'call_never_submitted',
      toolName: 'anything',
    })
    const delays = timers.flatMap((timer) => timer.mock.calls.map((args) => Number(args[1] ?? 0)))
    vi.restoreAllMocks()
    expect(delays).toContain(LONGEST_TIMER_MS)
    expect(delays.filter((delay) => !(delay <= LONGEST_TIMER_MS))).toEqual([])
  })

  it.each([25 * DAY_MS, Number.POSITIVE_INFINITY])(
    'runs a tool whose background.timeoutMs is %d to its end on the worker',
    async (timeoutMs) => {
      const report = createTool({
        id: 'long_report',
        description: 'Writes a report that may take weeks',
        inputSchema: z.object({}),
        background: { enabled: true, timeoutMs },
        execute: async () => {
          await new Promise((resolve) => setTimeout(resolve, 200))
          return 'report written'
        },
      })
      const executor = createBullMQExecutor({ connection: url, queueName: scope.queueName })
      const worker = createToolWorker({
        tools: [report],
        connection: url,
        queueName: scope.queueName,
      })
      scope.closing.push(
        () => executor.close(),
        () => worker.close(),
      )
      await Promise.all([executor.ready(), worker.ready()])
      const runtime = createToolCallRuntime({ tools: [report], executor })
      call(runtime, 'call_long_report', 'long_report', {})
      expect(await runtime.idle()).toMatchObject([
        { status: 'completed', output: 'report written' },
      ])
    },
  )
})
