import { type BackgroundJob, createToolCallRuntime, RequestContext } from '@polytool/core'
import { describe, expect, it, vi } from 'vitest'
import { bindConnection } from './connection'
import { createBullMQExecutor } from './executor'
import {
  backends,
  call,
  jobOfCall,
  startExecutorAndWorker,
  until,
  useQueueScope,
} from './test-fixtures/harness'
import { allTools } from './test-fixtures/tools'
import { createToolWorker } from './worker'

describe.each(backends())('createBullMQExecutor and createToolWorker on %s', (_name, url) => {
  const scope = useQueueScope(url)
  const start = (options: { concurrency?: number } = {}) =>
    startExecutorAndWorker(scope, {
      concurrency: options.concurrency ?? 2,
      observer: { log: () => {} },
    })

  it('runs a background call on the worker and delivers its validated output', async () => {
    const { executor } = await start()
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    call(runtime, 'inv_1', 'send_invoice', { label: 'A-1' })
    const [started] = await runtime.settle()
    expect(started?.status).toBe('background')
    const [done] = await runtime.idle()
    expect(done).toMatchObject({ status: 'completed', output: { sent: 'A-1' } })
    expect(scope.ledger.runs()).toEqual(['inv_1'])
  })

  it('validates output on the worker: a wrong shape is a failure value, not data', async () => {
    const { executor } = await start()
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    call(runtime, 'bad_1', 'bad_output', {})
    const [done] = await runtime.idle()
    expect(done).toMatchObject({ status: 'failed', error: { code: 'TOOL_OUTPUT_INVALID' } })
  })

  it('carries the request context values to the worker', async () => {
    const { executor } = await start()
    const runtime = createToolCallRuntime({
      tools: allTools,
      executor,
      requestContext: new RequestContext({ tenant: 'acme' }),
    })
    call(runtime, 'who_1', 'who_am_i', {})
    expect((await runtime.idle())[0]).toMatchObject({ status: 'completed', output: 'tenant acme' })
  })

  // Attacks the job id: it was the model's toolCallId, so a second session that sent the same
  // `call_0` got the first session's result, and its own call never ran.
  it('runs the same toolCallId of two sessions as two calls, each with its own result', async () => {
    const { executor } = await start()
    const first = createToolCallRuntime({ tools: allTools, executor })
    const second = createToolCallRuntime({ tools: allTools, executor })
    call(first, 'call_0', 'send_invoice', { ms: 200, label: 'alice' })
    call(second, 'call_0', 'send_invoice', { ms: 200, label: 'mallory' })
    const [a] = await first.idle()
    const [b] = await second.idle()
    expect(a).toMatchObject({ status: 'completed', output: { sent: 'alice' } })
    expect(b).toMatchObject({ status: 'completed', output: { sent: 'mallory' } })
    expect(scope.ledger.runs()).toEqual(['call_0', 'call_0'])
  })

  it('runs a job submitted twice once: the job id is minted per call', async () => {
    const { executor } = await start()
    const jobs: BackgroundJob[] = []
    const runtime = createToolCallRuntime({
      tools: allTools,
      executor: {
        ...executor,
        submit: (job, local) => {
          jobs.push(job)
          return executor.submit(job, local)
        },
      },
    })
    call(runtime, 'inv_twice', 'send_invoice', { ms: 200, label: 'once' })
    await runtime.settle()
    const tool = allTools.find((candidate) => candidate.id === 'send_invoice')!
    await executor.submit(jobs[0]!, { tool })
    expect((await runtime.idle())[0]).toMatchObject({
      status: 'completed',
      output: { sent: 'once' },
    })
    expect(scope.ledger.runs()).toEqual(['inv_twice'])
  })

  // A queue the test opens itself, as a host that passes its own to the executor does.
  const callersQueue = () => {
    const { Queue, connection } = bindConnection(url)
    return new Queue(scope.queueName, { connection: connection as never })
  }
  const closeAfterTest = (
    executor: { close(): Promise<void> },
    queue: { close(): Promise<void> },
  ) =>
    scope.closing.push(async () => {
      await executor.close()
      await queue.close()
    })

  it('accepts a BullMQ queue of the caller, on the same backend', async () => {
    await start()
    const queue = callersQueue()
    const executor = createBullMQExecutor({ queue })
    closeAfterTest(executor, queue)
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    call(runtime, 'own_q', 'send_invoice', { label: 'mine' })
    expect((await runtime.idle())[0]).toMatchObject({
      status: 'completed',
      output: { sent: 'mine' },
    })
  })

  it('delivers a result whose event came before the submit answered, without waiting for a poll', async () => {
    await start()
    const queue = callersQueue()
    // The submit answers only once the worker is done: its completed event is already in.
    const add = queue.add.bind(queue)
    queue.add = (async (...args: Parameters<typeof add>) => {
      const job = await add(...args)
      await until(() => scope.ledger.runs().includes(job.data.toolCallId))
      await new Promise((resolve) => setTimeout(resolve, 300))
      return job
    }) as typeof queue.add
    // A poll this slow would find the result only after the test's timeout, and no lookup
    // (the one made when results stop coming included) may be what found it.
    const executor = createBullMQExecutor({ queue, pollIntervalMs: 600_000 })
    closeAfterTest(executor, queue)
    await executor.ready()
    const lookups = vi.spyOn(queue, 'getJobState')
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    call(runtime, 'inv_early', 'send_invoice', { label: 'early' })
    expect((await runtime.idle())[0]).toMatchObject({
      status: 'completed',
      output: { sent: 'early' },
    })
    expect(lookups).not.toHaveBeenCalled()
  }, 10_000)

  it('looks waiting calls up once soon after results stop coming, and not again until one comes', async () => {
    const { worker } = await start()
    // Only the lookup made when results stop coming can happen within this test.
    const executor = createBullMQExecutor({
      connection: url,
      queueName: scope.queueName,
      pollIntervalMs: 600_000,
    })
    scope.closing.push(() => executor.close())
    await Promise.all([executor.ready(), worker.ready()])
    const lookups = vi.spyOn(executor.queue, 'getJobState')
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    call(runtime, 'inv_quiet', 'send_invoice', { ms: 800, label: 'quiet' })
    await runtime.settle()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(lookups.mock.calls).toEqual([[(await jobOfCall(executor.queue, 'inv_quiet'))!.id]])
    expect((await runtime.idle())[0]).toMatchObject({
      status: 'completed',
      output: { sent: 'quiet' },
    })
  }, 10_000)

  it('aborts execute on the worker after background.timeoutMs', async () => {
    const { executor } = await start()
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    call(runtime, 'slow_1', 'slow', {})
    const [done] = await runtime.idle()
    expect(done).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_TIMEOUT', message: 'Tool slow did not finish within 300 ms' },
    })
  })

  it('reaches the worker with cancel(): execute sees its signal abort', async () => {
    const { executor, worker } = await start()
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    call(runtime, 'inv_cancel', 'send_invoice', { ms: 30_000, label: 'x' })
    await runtime.settle()
    await until(() => scope.ledger.runs().length === 1)
    let workerResult: unknown
    worker.worker.on('completed', (_job, result) => {
      workerResult = result
    })
    runtime.cancel('inv_cancel', 'user left')
    expect((await runtime.idle())[0]).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_ABORTED' },
    })
    await until(() => workerResult !== undefined, 10_000)
    expect(workerResult).toMatchObject({ status: 'failed', error: { code: 'TOOL_ABORTED' } })
  })
  it("reaches execute with BullMQ's own worker.cancelJob too", async () => {
    const { executor, worker } = await start()
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    call(runtime, 'inv_bullmq_cancel', 'send_invoice', { ms: 30_000, label: 'x' })
    await runtime.settle()
    await until(() => scope.ledger.runs().length === 1)
    const { id } = (await jobOfCall(executor.queue, 'inv_bullmq_cancel'))!
    expect(worker.worker.cancelJob(id!, 'operator stop')).toBe(true)
    expect(worker.worker.cancelJob('no_such_call')).toBe(false)
    expect((await runtime.idle())[0]).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_ABORTED', message: 'Tool send_invoice was aborted: operator stop' },
    })
  })

  it('runs jobs without an abort listener, or a signal nobody reads, per job on the worker', async () => {
    const { executor } = await start()
    const runtime = createToolCallRuntime({
      tools: allTools,
      executor,
      requestContext: new RequestContext([['tenant', 'acme']]),
    })
    // Listeners cost far more than a job signal's set, and Node makes each signal with a hidden
    // class of its own: a busy worker adds no listener per job, and makes no signal for a tool
    // that never reads one (the agent makes none for a background call either).
    const listen = vi.spyOn(AbortSignal.prototype, 'addEventListener')
    const makeSignal = vi.spyOn(AbortController.prototype, 'signal', 'get')
    try {
      for (let n = 0; n < 10; n++) call(runtime, `who_${n}`, 'who_am_i', {})
      const outcomes = await runtime.idle()
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('completed'))
      expect(listen).not.toHaveBeenCalled()
      expect(makeSignal).not.toHaveBeenCalled()
    } finally {
      listen.mockRestore()
      makeSignal.mockRestore()
    }
  })
  it('keeps finished calls for keepResultsSeconds: the worker sets it, an executor may override it', async () => {
    // Each setup on its own queue: a worker sweeps the whole queue, and BullMQ removes a queue's
    // old finished jobs by the age the job finishing now allows.
    const setups = [
      { name: 'worker', worker: 1, executor: undefined, removed: true },
      { name: 'executor', worker: undefined, executor: 1, removed: true },
      { name: 'defaults', worker: undefined, executor: undefined, removed: false },
    ]
    const started = await Promise.all(
      setups.map(async (setup) => {
        const queueName = `${scope.queueName}${setup.name}`
        const executor = createBullMQExecutor({
          connection: url,
          queueName,
          pollIntervalMs: 200,
          ...(setup.executor === undefined ? {} : { keepResultsSeconds: setup.executor }),
        })
        const worker = createToolWorker({
          tools: allTools,
          connection: url,
          queueName,
          ...(setup.worker === undefined ? {} : { keepResultsSeconds: setup.worker }),
        })
        scope.closing.push(
          () => executor.close(),
          () => worker.close(),
        )
        await Promise.all([executor.ready(), worker.ready()])
        return { ...setup, executor }
      }),
    )
    const run = async (executor: (typeof started)[number]['executor'], toolCallId: string) => {
      const runtime = createToolCallRuntime({ tools: allTools, executor })
      call(runtime, toolCallId, 'send_invoice', { label: toolCallId })
      expect((await runtime.idle())[0]?.status).toBe('completed')
    }
    await Promise.all(started.map(({ executor }) => run(executor, 'old')))
    await new Promise((resolve) => setTimeout(resolve, 2100))
    await Promise.all(started.map(({ executor }) => run(executor, 'new')))
    for (const { name, executor, removed } of started) {
      const gone = async () => (await jobOfCall(executor.queue, 'old')) === undefined
      for (const end = Date.now() + 5000; removed && !(await gone()) && Date.now() < end; ) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect([name, await gone()]).toEqual([name, removed])
      expect(await jobOfCall(executor.queue, 'new')).toBeDefined()
    }
  }, 20_000)
})
