// Attacks on the receiving side of cancels: any session of the database can `pg_notify` on the
// cancel channel, and anyone who can write to Redis can add to the cancel stream. A reason sent
// that way must reach `execute` as one sent by an executor does: redacted, then cut to 200.
import { createTool, createToolCallRuntime } from '@polytool/core'
import type { Job } from 'bullmq'
import { Redis } from 'ioredis'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { POSTGRES_CANCEL_CHANNEL } from './cancels'
import { createBullMQExecutor } from './executor'
import { CANCEL_EVENT, cancelChannel } from './policy'
import { backends, call, until, useQueueScope } from './test-fixtures/harness'
import { createToolWorker } from './worker'

const SECRET = 'hunter2-Zq8vX1rT'
const reasonsSeen: unknown[] = []
const hold = createTool({
  id: 'hold',
  description: 'Runs until cancelled',
  inputSchema: z.object({}),
  background: { enabled: true },
  execute: (_input, context) =>
    new Promise<string>((_resolve, reject) => {
      context.abortSignal!.addEventListener('abort', () => {
        reasonsSeen.push(context.abortSignal!.reason)
        reject(context.abortSignal!.reason)
      })
    }),
})

describe.each(backends())('a forged cancel with a long reason on %s', (name, url) => {
  const scope = useQueueScope(url)

  // Runs one `hold` call on a worker of this process; answers its job's id once it runs.
  const runningJob = async () => {
    const executor = createBullMQExecutor({ connection: url, queueName: scope.queueName })
    const worker = createToolWorker({
      tools: [hold],
      connection: url,
      queueName: scope.queueName,
      observer: { log: () => {} },
    })
    scope.closing.push(
      () => executor.close(),
      () => worker.close(),
    )
    await Promise.all([executor.ready(), worker.ready()])
    let jobId: string | undefined
    worker.worker.on('active', (job: Job) => {
      jobId = String(job.id)
    })
    const runtime = createToolCallRuntime({ tools: [hold], executor })
    call(runtime, `call_${scope.queueName}`, 'hold', {})
    await runtime.settle()
    await until(() => jobId !== undefined)
    return jobId!
  }

  // What an attacker writes to the server directly, bypassing the executor's own cut.
  const forgeCancel = async (jobId: string, reason: string) => {
    if (name === 'postgres') {
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      try {
        const payload = JSON.stringify({ queue: scope.queueName, toolCallId: jobId, reason })
        await admin.query('SELECT pg_notify($1, $2)', [POSTGRES_CANCEL_CHANNEL, payload])
      } finally {
        await admin.end()
      }
    } else {
      const redis = new Redis(url)
      try {
        await redis.xadd(
          `bull:${cancelChannel(scope.queueName)}:events`,
          '*',
          'event',
          CANCEL_EVENT,
          'toolCallId',
          jobId,
          'reason',
          reason,
        )
      } finally {
        redis.disconnect()
      }
    }
  }

  // A notification carries at most 8000 bytes; an event stream entry, a megabyte and more.
  const longest = name === 'postgres' ? 7000 : 1_000_000
  it(`hands execute a reason of ${longest} characters with a secret only redacted and cut to 200`, async () => {
    reasonsSeen.length = 0
    const jobId = await runningJob()
    const reason = `Stop now: password=${SECRET} ${'x'.repeat(longest)}`
    await forgeCancel(jobId, reason)
    await until(() => reasonsSeen.length === 1)
    const [seen] = reasonsSeen as [string]
    expect(typeof seen).toBe('string')
    expect(seen.length).toBeLessThanOrEqual(200)
    expect(seen).not.toContain(SECRET)
  })

  it('hands execute a short forged reason redacted, with its ordinary words kept', async () => {
    reasonsSeen.length = 0
    const jobId = await runningJob()
    await forgeCancel(jobId, `user left; token=${SECRET}`)
    await until(() => reasonsSeen.length === 1)
    expect(reasonsSeen[0]).toMatch(/^user left; token=\[redacted\]/)
  })
})
