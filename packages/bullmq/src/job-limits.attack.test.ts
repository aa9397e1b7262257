import type { BackgroundResult } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { bindConnection } from './connection'
import { createBullMQExecutor } from './executor'
import { backends, useQueueScope } from './test-fixtures/harness'
import { allTools } from './test-fixtures/tools'
import { createToolWorker } from './worker'

let forgedIds = 0
const forgedId = () => `job_${String(++forgedIds).padStart(43, 'L')}`

// A queue writer sends jobs that no agent would, to a worker without a jobKey: the job limits
// and the tool's own time limit hold for them as for signed jobs.
describe.each(backends())('jobs past the limits on a queue on %s', (_name, url) => {
  const scope = useQueueScope(url)
  const start = async () => {
    const executor = createBullMQExecutor({
      connection: url,
      queueName: scope.queueName,
      pollIntervalMs: 200,
    })
    const worker = createToolWorker({
      tools: allTools,
      connection: url,
      queueName: scope.queueName,
      observer: { log: () => {} },
    })
    const { Queue, connection } = bindConnection(url)
    const queue = new Queue(scope.queueName, { connection: connection as never })
    scope.closing.push(
      () => executor.close(),
      () => worker.close(),
      () => queue.close(),
    )
    await Promise.all([executor.ready(), worker.ready()])
    return async (fields: Record<string, unknown>): Promise<BackgroundResult> => {
      const jobId = forgedId()
      const data = {
        jobId,
        toolName: 'fetch_report',
        toolCallId: 'call_0',
        input: { label: 'x' },
        requestContext: {},
        attempt: 1,
        ...fields,
      }
      await queue.add('forged', data, { jobId, attempts: 1 })
      return executor.result(jobId, { toolCallId: 'forged', toolName: 'forged' })
    }
  }
  const deep = (levels: number): unknown => {
    let value: unknown = []
    for (let level = 1; level < levels; level++) value = [value]
    return value
  }

  it('refuses an unsigned job 1,000 levels deep, in its input or its request context', async () => {
    const forge = await start()
    for (const fields of [
      { input: { label: 'deep', nested: deep(1000) } },
      { requestContext: { nested: deep(1000) } },
    ]) {
      expect(await forge(fields)).toMatchObject({
        status: 'failed',
        error: { code: 'BACKGROUND_JOB_INVALID' },
      })
    }
    expect(scope.ledger.runs()).toEqual([])
  }, 30_000)

  it('refuses an unsigned job of more than 16,000,000 characters', async () => {
    const forge = await start()
    expect(await forge({ input: { label: 'y'.repeat(16_000_100) } })).toMatchObject({
      status: 'failed',
      error: { code: 'BACKGROUND_JOB_INVALID' },
    })
    expect(scope.ledger.runs()).toEqual([])
  }, 60_000)

  it('keeps the tool’s background.timeoutMs when a job asks for a longer one', async () => {
    const forge = await start()
    // `slow` waits a minute and allows itself 300 ms: the job's ten hours are not believed.
    const result = await forge({ toolName: 'slow', input: {}, timeoutMs: 36_000_000 })
    expect(result).toMatchObject({ status: 'failed', error: { code: 'TOOL_TIMEOUT' } })
  }, 30_000)
})
