import { createToolCallRuntime } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { createCallStore } from './call-store'
import { createBullMQExecutor } from './executor'
import { backends, call, useQueueScope } from './test-fixtures/harness'
import { allTools } from './test-fixtures/tools'
import { createToolWorker } from './worker'

describe.each(backends())('createCallStore on %s', (_name, url) => {
  const scope = useQueueScope(url)
  // One agent instance: its own executor and store connection, as another process would have.
  const instance = async () => {
    const executor = createBullMQExecutor({
      connection: url,
      queueName: scope.queueName,
      pollIntervalMs: 200,
    })
    const store = createCallStore({ connection: url, name: scope.queueName })
    scope.closing.push(
      () => executor.close(),
      () => store.close(),
    )
    await executor.ready()
    return { executor, store }
  }
  // Agents and workers share a jobKey: a worker believes only a signed job's approval.
  const jobKey = 'job-key-of-this-test-0123456789abcdef'
  const startWorker = async () => {
    const worker = createToolWorker({
      tools: allTools,
      connection: url,
      queueName: scope.queueName,
      jobKey,
    })
    scope.closing.push(() => worker.close())
    await worker.ready()
  }

  it('lets instance B approve a call that waits on instance A; two approving at once run it once', async () => {
    await startWorker()
    const a = await instance()
    const runtimeA = createToolCallRuntime({ tools: allTools, executor: a.executor })
    call(runtimeA, 'del_1', 'delete_file', { path: '/tmp/x' })
    expect((await runtimeA.settle())[0]?.status).toBe('awaiting-approval')
    await a.store.save('conv_1', runtimeA.snapshot())

    const b = await instance()
    const c = await instance()
    expect(await b.store.load('conv_1')).toEqual({
      version: 1,
      calls: [
        {
          status: 'awaiting-approval',
          toolCallId: 'del_1',
          toolName: 'delete_file',
          input: { path: '/tmp/x' },
        },
      ],
    })
    const approveOn = async (side: { executor: typeof a.executor; store: typeof a.store }) => {
      const claimed = await side.store.claim('conv_1', 'del_1')
      if (claimed === undefined) return 'taken'
      const runtime = createToolCallRuntime({
        tools: allTools,
        executor: side.executor,
        restore: claimed!,
        jobKey,
      })
      await runtime.approve('del_1')
      return (await runtime.idle())[0]
    }
    const results = await Promise.all([approveOn(b), approveOn(c)])
    expect(results.filter((result) => result === 'taken')).toHaveLength(1)
    expect(results.find((result) => result !== 'taken')).toMatchObject({
      status: 'completed',
      output: 'deleted /tmp/x',
    })
    expect(scope.ledger.runs()).toEqual(['del_1'])
    expect((await a.store.load('conv_1')).calls).toEqual([])
  })

  it('lets instance B resume a call suspended on instance A, once', async () => {
    const a = await instance()
    const runtimeA = createToolCallRuntime({ tools: allTools, executor: a.executor })
    call(runtimeA, 'book_1', 'book_table', { restaurant: 'Chez Lu' })
    expect((await runtimeA.settle())[0]).toMatchObject({
      status: 'suspended',
      suspendPayload: { question: 'What time at Chez Lu?' },
    })
    await a.store.save('conv_3', runtimeA.snapshot())

    const b = await instance()
    const claimed = await b.store.claim('conv_3', 'book_1')
    expect(claimed?.calls).toEqual([
      {
        status: 'suspended',
        toolCallId: 'book_1',
        toolName: 'book_table',
        input: { restaurant: 'Chez Lu' },
        suspendPayload: { question: 'What time at Chez Lu?' },
      },
    ])
    expect(await a.store.claim('conv_3', 'book_1')).toBeUndefined()
    const runtimeB = createToolCallRuntime({
      tools: allTools,
      executor: b.executor,
      restore: claimed!,
    })
    expect(await runtimeB.resume('book_1', { time: '20:00' })).toMatchObject({
      status: 'completed',
      output: 'booked Chez Lu at 20:00',
    })
    expect(scope.ledger.runs()).toEqual(['book_1'])
  })

  it('gives the result of a background call to a new instance restored from the store', async () => {
    const a = await instance()
    const runtimeA = createToolCallRuntime({ tools: allTools, executor: a.executor, jobKey })
    call(runtimeA, 'rep_1', 'fetch_report', { ms: 50, label: 'q3' })
    await runtimeA.settle()
    await a.store.save('conv_2', runtimeA.snapshot())
    // Instance A goes away before any worker ran the call.
    await a.executor.close()

    await startWorker()
    const b = await instance()
    const runtimeB = createToolCallRuntime({
      tools: allTools,
      executor: b.executor,
      restore: await b.store.load('conv_2'),
    })
    expect((await runtimeB.idle())[0]).toMatchObject({ status: 'completed', output: 'report q3' })
    expect(scope.ledger.runs()).toEqual(['rep_1'])
  })
})
