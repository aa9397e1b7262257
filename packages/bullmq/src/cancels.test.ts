import { randomUUID } from 'node:crypto'
import { createToolCallRuntime } from '@polytool/core'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { POSTGRES_CANCEL_CHANNEL, readCancelNotification } from './cancels'
import { createBullMQExecutor } from './executor'
import { backends, call, until, useQueueScope } from './test-fixtures/harness'
import { allTools } from './test-fixtures/tools'
import { createToolWorker } from './worker'

describe('readCancelNotification', () => {
  const cancel = (value: unknown) => JSON.stringify(value)
  it('reads a cancel of its queue, with the reason when it is a string', () => {
    expect(
      readCancelNotification(cancel({ queue: 'q', toolCallId: 'c1', reason: 'left' }), 'q'),
    ).toEqual({ toolCallId: 'c1', reason: 'left' })
    expect(
      readCancelNotification(cancel({ queue: 'q', toolCallId: 'c1', reason: 7 }), 'q'),
    ).toEqual({
      toolCallId: 'c1',
      reason: 'cancelled',
    })
  })

  it.each([
    ['no payload', undefined],
    ['a number', 42],
    ['text that is not JSON', '{"queue":'],
    ['JSON that is not an object', '[1,2]'],
    ['null', 'null'],
    ['another queue', cancel({ queue: 'other', toolCallId: 'c1' })],
    ['no queue', cancel({ toolCallId: 'c1' })],
    ['an id that is not a string', cancel({ queue: 'q', toolCallId: { id: 'c1' } })],
    ['a queue key behind __proto__', '{"__proto__":{"queue":"q","toolCallId":"c1"}}'],
    [
      'more than a notification carries',
      cancel({ queue: 'q', toolCallId: 'c1', pad: 'x'.repeat(8000) }),
    ],
  ])('ignores %s', (_case, payload) => {
    expect(readCancelNotification(payload, 'q')).toBeUndefined()
  })
})

const [[, postgresUrl]] = backends() as [[string, string]]

describe('cancels on PostgreSQL', () => {
  const scope = useQueueScope(postgresUrl)
  const admin = new pg.Client({ connectionString: postgresUrl })
  const connected = admin.connect()
  afterAll(() => admin.end())

  // The worker's connections carry a name of this test's own, to find its listening session.
  const start = async () => {
    await connected
    const applicationName = `cancels-${randomUUID().slice(0, 8)}`
    const reported: string[] = []
    const worker = createToolWorker({
      tools: allTools,
      connection: {
        postgres: { connectionString: postgresUrl, application_name: applicationName },
      },
      queueName: scope.queueName,
      observer: { log: (_level, message) => reported.push(message) },
    })
    const executor = createBullMQExecutor({
      connection: postgresUrl,
      queueName: scope.queueName,
      pollIntervalMs: 200,
    })
    scope.closing.push(
      () => executor.close(),
      () => worker.close(),
    )
    await Promise.all([worker.ready(), executor.ready()])
    const listeners = async () =>
      (
        await admin.query(
          `SELECT pid, query FROM pg_stat_activity WHERE application_name = $1 AND query ILIKE '%LISTEN %'`,
          [applicationName],
        )
      ).rows as Array<{ pid: number; query: string }>
    return { worker, executor, listeners, reported }
  }
  const runUntilCancelled = async (
    executor: ReturnType<typeof createBullMQExecutor>,
    worker: ReturnType<typeof createToolWorker>,
    toolCallId: string,
  ) => {
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    let workerResult: unknown
    worker.worker.on('completed', (job, result) => {
      if (job.data.toolCallId === toolCallId) workerResult = result
    })
    call(runtime, toolCallId, 'send_invoice', { ms: 30_000, label: toolCallId })
    await runtime.settle()
    await until(() => scope.ledger.runs().includes(toolCallId))
    runtime.cancel(toolCallId, 'user left')
    await until(() => workerResult !== undefined, 10_000)
    expect(workerResult).toMatchObject({ status: 'failed', error: { code: 'TOOL_ABORTED' } })
  }

  it('listens on a channel of cancels only: no event stream that every event of every queue wakes', async () => {
    const { listeners } = await start()
    const queries = (await listeners()).map((row) => row.query.trim())
    // BullMQ's worker waits for jobs on a channel of its own; nothing waits on its event stream.
    expect(queries.filter((query) => query.includes('bullmq_events'))).toEqual([])
    expect(queries.filter((query) => query.includes(POSTGRES_CANCEL_CHANNEL))).toEqual([
      `LISTEN ${POSTGRES_CANCEL_CHANNEL}`,
    ])
  })

  it('ignores hostile notifications on the channel and still takes the real cancel after them', async () => {
    const { worker, executor } = await start()
    for (const payload of [
      'not json',
      '[]',
      JSON.stringify({ queue: scope.queueName }),
      JSON.stringify({ queue: scope.queueName, toolCallId: 42 }),
      JSON.stringify({ queue: 'another-queue', toolCallId: 'inv_hostile' }),
      'x'.repeat(7999),
    ]) {
      await admin.query('SELECT pg_notify($1, $2)', [POSTGRES_CANCEL_CHANNEL, payload])
    }
    await runUntilCancelled(executor, worker, 'inv_hostile')
  }, 30_000)

  it('listens again after its connection is killed, says so to the observer, and takes cancels afterwards', async () => {
    const { worker, executor, listeners, reported } = await start()
    const [before] = (await listeners()).filter((row) =>
      row.query.includes(POSTGRES_CANCEL_CHANNEL),
    )
    expect(before).toBeDefined()
    await admin.query('SELECT pg_terminate_backend($1)', [before!.pid])
    await until(async () => {
      const now = (await listeners()).filter((row) => row.query.includes(POSTGRES_CANCEL_CHANNEL))
      return now.length === 1 && now[0]!.pid !== before!.pid
    }, 10_000)
    expect(reported).toContain('The tool worker lost its cancel connection')
    await runUntilCancelled(executor, worker, 'inv_after_reconnect')
  }, 30_000)
})
