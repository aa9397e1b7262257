import { type BackgroundJob, BackgroundJobSigner } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { bindConnection } from './connection'
import { createBullMQExecutor } from './executor'
import { backends, until, useQueueScope } from './test-fixtures/harness'
import { allTools } from './test-fixtures/tools'
import { createToolWorker, type ToolWorker } from './worker'

const JOB_KEY = 'the-job-key-agents-and-workers-share'
let ids = 0
const freshId = () => `job_${String(++ids).padStart(43, 'R')}`

// A queue writer keeps a copy of a signed job (approval and all) and adds it again later under
// the same id: the signature still holds, so only the server's record of the id can stop it.
describe.each(backends())('replaying signed jobs on a queue on %s', (_name, url) => {
  const scope = useQueueScope(url)
  const { Queue, connection } = bindConnection(url)
  const open = () => {
    const executor = createBullMQExecutor({
      connection: url,
      queueName: scope.queueName,
      pollIntervalMs: 200,
    })
    const queue = new Queue(scope.queueName, { connection: connection as never })
    scope.closing.push(
      () => executor.close(),
      () => queue.close(),
    )
    return { executor, queue }
  }
  const startWorker = async (): Promise<ToolWorker> => {
    const worker = createToolWorker({
      tools: allTools,
      connection: url,
      queueName: scope.queueName,
      jobKey: JOB_KEY,
      observer: { log: () => {} },
    })
    scope.closing.push(() => worker.close())
    await worker.ready()
    return worker
  }
  const signedJob = (jobId: string) =>
    new BackgroundJobSigner(JOB_KEY).sign({
      jobId,
      toolName: 'delete_file',
      toolCallId: 'call_0',
      input: { path: '/tmp/a' },
      requestContext: {},
      attempt: 1,
      approved: true,
    } as BackgroundJob)

  it('runs an approved signed job once: removed and added again, it is refused', async () => {
    const { executor, queue } = open()
    await startWorker()
    const jobId = freshId()
    const data = await signedJob(jobId)
    const label = { toolCallId: 'call_0', toolName: 'delete_file' }
    await queue.add('x', data, { jobId, attempts: 1 })
    expect(await executor.result(jobId, label)).toMatchObject({ status: 'completed' })
    await (await queue.getJob(jobId))?.remove()
    await queue.add('x', data, { jobId, attempts: 1 })
    expect(await executor.result(jobId, label)).toMatchObject({
      status: 'failed',
      error: { code: 'BACKGROUND_JOB_REPLAYED' },
    })
    expect(scope.ledger.runs()).toHaveLength(1)
  }, 30_000)

  it('never runs a cancelled job added again, on a worker that never heard the cancel', async () => {
    const { executor, queue } = open()
    await executor.ready()
    const jobId = freshId()
    const data = await signedJob(jobId)
    await queue.add('x', data, { jobId, attempts: 1 })
    await executor.cancel(jobId, 'the user cancelled')
    // A worker started only now (a restart) has no memory of the cancel.
    await startWorker()
    await queue.add('x', data, { jobId, attempts: 1 })
    await until(async () => (await queue.getJobState(jobId)) === 'completed')
    const job = await queue.getJob(jobId)
    expect(job?.returnvalue).toMatchObject({ status: 'failed', error: { code: 'TOOL_ABORTED' } })
    expect(scope.ledger.runs()).toEqual([])
  }, 30_000)
})
