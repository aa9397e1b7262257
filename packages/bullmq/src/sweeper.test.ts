import { createToolCallRuntime } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { bindConnection } from './connection'
import { defaultSweepIntervalMs, startSweeper } from './sweeper'
import {
  backends,
  call,
  jobOfCall,
  startExecutorAndWorker,
  useQueueScope,
} from './test-fixtures/harness'
import { allTools } from './test-fixtures/tools'
import { createToolWorker } from './worker'

describe('defaultSweepIntervalMs', () => {
  it('is a quarter of the retention, between 250 ms and 60 s', () => {
    expect(defaultSweepIntervalMs(86_400)).toBe(60_000)
    expect(defaultSweepIntervalMs(4)).toBe(1000)
    expect(defaultSweepIntervalMs(0.1)).toBe(250)
  })
})

describe('createToolWorker retention options', () => {
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, '60'])(
    'refuses keepResultsSeconds and sweepIntervalMs of %s with a RangeError naming the option',
    (value) => {
      for (const name of ['keepResultsSeconds', 'sweepIntervalMs']) {
        const make = () =>
          createToolWorker({
            tools: allTools,
            connection: 'redis://127.0.0.1:1',
            [name]: value as number,
          })
        expect(make).toThrow(RangeError)
        expect(make).toThrow(new RegExp(`${name} must be a positive number`))
      }
    },
  )
})

describe('startSweeper', () => {
  it('reports a sweep that fails and answers 0, without throwing', async () => {
    const reported: unknown[] = []
    const sweeper = startSweeper({
      openQueue: () => {
        throw new Error('server down')
      },
      keepMs: 1000,
      intervalMs: 60_000,
      report: (error) => reported.push(error),
    })
    await expect(sweeper.sweep()).resolves.toBe(0)
    expect(reported).toEqual([new Error('server down')])
    await sweeper.close()
  })
})

describe.each(backends())('sweeping finished calls on %s', (_name, url) => {
  const scope = useQueueScope(url)
  const finish = async (
    executor: Awaited<ReturnType<typeof startExecutorAndWorker>>['executor'],
    ids: string[],
  ) => {
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    for (const id of ids) call(runtime, id, 'send_invoice', { label: id })
    const outcomes = await runtime.idle()
    expect(outcomes.map((outcome) => outcome.status)).toEqual(ids.map(() => 'completed'))
  }
  // Jobs that BullMQ itself failed: a plain worker whose processor throws.
  const failJobs = async (ids: string[]) => {
    const bound = bindConnection(url)
    const connection = bound.connection as never
    const queue = new bound.Queue(scope.queueName, { connection })
    const worker = new bound.Worker(
      scope.queueName,
      async () => {
        throw new Error('refused')
      },
      { connection },
    )
    const failed = new Set<string>()
    const done = new Promise<void>((resolve) => {
      worker.on('failed', (job) => {
        failed.add(String(job?.id))
        if (failed.size === ids.length) resolve()
      })
    })
    await Promise.all(ids.map((id) => queue.add('x', {}, { jobId: id, attempts: 1 })))
    await done
    await worker.close()
    await queue.close()
  }

  it('removes completed and failed calls older than keepResultsSeconds, in batches, and keeps newer ones', async () => {
    // Before the tool worker starts, which would take these jobs too.
    await failJobs(['old_failed_1', 'old_failed_2'])
    const { executor } = await startExecutorAndWorker(scope)
    await finish(executor, ['old_1', 'old_2', 'old_3'])
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await finish(executor, ['new_1'])
    const bound = bindConnection(url)
    const sweeper = startSweeper({
      openQueue: () => new bound.Queue(scope.queueName, { connection: bound.connection as never }),
      keepMs: 1000,
      intervalMs: 60_000,
      report: (error) => {
        throw error
      },
      // Five old jobs, two per request: a sweep goes on until a batch comes back short.
      batch: 2,
    })
    scope.closing.push(() => sweeper.close())
    expect(await sweeper.sweep()).toBe(5)
    for (const id of ['old_1', 'old_2', 'old_3', 'old_failed_1', 'old_failed_2']) {
      expect([id, await jobOfCall(executor.queue, id)]).toEqual([id, undefined])
    }
    expect(await jobOfCall(executor.queue, 'new_1')).toBeDefined()
    expect(await sweeper.sweep()).toBe(0)
  }, 20_000)

  it('sweeps on its timer with the worker, which keeps its jobs free of retention options', async () => {
    const worker = createToolWorker({
      tools: allTools,
      connection: url,
      queueName: scope.queueName,
      keepResultsSeconds: 0.5,
      sweepIntervalMs: 100,
    })
    scope.closing.push(() => worker.close())
    expect(worker.worker.opts.removeOnComplete).toBeUndefined()
    expect(worker.worker.opts.removeOnFail).toBeUndefined()
    const { executor } = await startExecutorAndWorker(scope)
    await finish(executor, ['timed_1'])
    const gone = async () => (await jobOfCall(executor.queue, 'timed_1')) === undefined
    for (const end = Date.now() + 5000; !(await gone()) && Date.now() < end; ) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(await gone()).toBe(true)
  }, 20_000)
})
