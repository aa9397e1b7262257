import {
  type BackgroundJob,
  BackgroundJobSigner,
  type BackgroundResult,
  createToolCallRuntime,
} from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { createCallStore } from './call-store'
import { bindConnection } from './connection'
import { createBullMQExecutor } from './executor'
import { backends, call, until, useQueueScope } from './test-fixtures/harness'
import { allTools } from './test-fixtures/tools'
import { createToolWorker, type ToolWorkerOptions } from './worker'

const JOB_KEY = 'the-job-key-agents-and-workers-share'
const SNAPSHOT_KEY = 'the-snapshot-key-only-agents-hold-0123'
let forgedIds = 0
const forgedId = () => `job_${String(++forgedIds).padStart(43, 'f')}`

describe.each(backends())('attacks on the jobs of a queue on %s', (_name, url) => {
  const scope = useQueueScope(url)
  const start = async (worker: Partial<ToolWorkerOptions> = {}) => {
    const executor = createBullMQExecutor({
      connection: url,
      queueName: scope.queueName,
      pollIntervalMs: 200,
    })
    const running = createToolWorker({
      tools: allTools,
      connection: url,
      queueName: scope.queueName,
      observer: { log: () => {} },
      ...worker,
    })
    const { Queue, connection } = bindConnection(url)
    // The attacker's own handle on the queue: anyone who can reach the server has one.
    const queue = new Queue(scope.queueName, { connection: connection as never })
    scope.closing.push(
      () => executor.close(),
      () => running.close(),
      () => queue.close(),
    )
    await Promise.all([executor.ready(), running.ready()])
    // Writes a job straight to the queue, as an attacker would, and waits for its result.
    const forge = async (data: unknown, jobId = forgedId()): Promise<BackgroundResult> => {
      await queue.add('forged', data, { jobId, attempts: 1 })
      return executor.result(jobId, { toolCallId: 'forged', toolName: 'forged' })
    }
    return { executor, worker: running, forge }
  }
  const job = (jobId: string, fields: Record<string, unknown>) => ({
    jobId,
    toolName: 'transfer',
    toolCallId: 'call_0',
    input: { to: 'alice', cents: 5 },
    requestContext: {},
    attempt: 1,
    ...fields,
  })

  it.each([
    ['of wrong types', { to: 42, cents: 'all' }],
    ['with an extra key under a strict schema', { to: 'alice', cents: 5, admin: true }],
    ['null', null],
    [
      'of 5,000,000 characters against a 64-character maximum',
      { to: 'x'.repeat(5_000_000), cents: 1 },
    ],
  ])(
    'refuses input %s as TOOL_INPUT_INVALID: execute never runs',
    async (_what, input) => {
      const { forge } = await start()
      const jobId = forgedId()
      expect(await forge(job(jobId, { input }), jobId)).toMatchObject({
        status: 'failed',
        error: { code: 'TOOL_INPUT_INVALID' },
      })
      expect(scope.ledger.runs()).toEqual([])
    },
    20_000,
  )

  it.each([
    ['no toolName', { toolName: undefined }, 'job.toolName'],
    ['a toolName that is not a string', { toolName: ['transfer'] }, 'job.toolName'],
    ['no input', { input: undefined }, 'job.input'],
    ['a requestContext that is not an object', { requestContext: 'x' }, 'job.requestContext'],
    ['an attempt that is not a number', { attempt: 'first' }, 'job.attempt'],
    ['a field no job has', { runAs: 'root' }, 'job.runAs'],
    ['another job’s id', { jobId: `job_${'o'.repeat(43)}` }, 'job.jobId'],
  ])(
    'refuses a job with %s as BACKGROUND_JOB_INVALID, naming the field',
    async (_what, fields, field) => {
      const { forge } = await start()
      const jobId = forgedId()
      const result = await forge(job(jobId, fields), jobId)
      expect(result).toMatchObject({ status: 'failed', error: { code: 'BACKGROUND_JOB_INVALID' } })
      expect(result.status === 'failed' && result.error.message).toContain(`${field} must be`)
      expect(scope.ledger.runs()).toEqual([])
    },
  )

  it('refuses an unsigned or edited job on a worker with a jobKey', async () => {
    const { forge } = await start({ jobKey: JOB_KEY })
    const signer = new BackgroundJobSigner(JOB_KEY)
    const unsignedId = forgedId()
    const editedId = forgedId()
    const signed = await signer.sign(job(editedId, {}) as BackgroundJob)
    for (const data of [job(unsignedId, {}), { ...signed, input: { to: 'mallory', cents: 5 } }]) {
      expect(await forge(data, data.jobId)).toMatchObject({
        status: 'failed',
        error: { code: 'BACKGROUND_JOB_SIGNATURE_INVALID' },
      })
    }
    expect(scope.ledger.runs()).toEqual([])
    // A job as the agent signed it runs.
    const genuine = await signer.sign(job(forgedId(), {}) as BackgroundJob)
    expect(await forge(genuine, genuine.jobId)).toMatchObject({ status: 'completed' })
  })

  it('never runs a forged job for a requireApproval tool, approved or not', async () => {
    const { forge } = await start()
    const codes: string[] = []
    for (const fields of [{}, { approved: true }]) {
      const jobId = forgedId()
      const data = job(jobId, { toolName: 'delete_file', input: { path: '/etc' }, ...fields })
      const result = await forge(data, jobId)
      codes.push(result.status === 'failed' ? result.error.code : result.status)
    }
    expect(codes).toEqual(['BACKGROUND_APPROVAL_MISSING', 'BACKGROUND_APPROVAL_UNVERIFIED'])
    expect(scope.ledger.runs()).toEqual([])
  })

  it('believes an unsigned approval only on a worker told to trust its queue', async () => {
    const { forge } = await start({ trustUnsignedApprovals: true })
    const jobId = forgedId()
    const data = job(jobId, { toolName: 'delete_file', input: { path: '/tmp/b' }, approved: true })
    expect(await forge(data, jobId)).toMatchObject({
      status: 'completed',
      output: 'deleted /tmp/b',
    })
  })

  it('runs a requireApproval tool on a worker with the approval the agent signed', async () => {
    const { executor } = await start({ jobKey: JOB_KEY })
    const runtime = createToolCallRuntime({ tools: allTools, executor, jobKey: JOB_KEY })
    call(runtime, 'del_ok', 'delete_file', { path: '/tmp/a' })
    expect((await runtime.settle())[0]?.status).toBe('awaiting-approval')
    await runtime.approve('del_ok')
    expect((await runtime.idle())[0]).toMatchObject({
      status: 'completed',
      output: 'deleted /tmp/a',
    })
    expect(scope.ledger.runs()).toEqual(['del_ok'])
  })

  it('gives a hand-edited snapshot naming another session’s call nothing of its output', async () => {
    const { executor } = await start()
    const victim = createToolCallRuntime({ tools: allTools, executor })
    call(victim, 'call_0', 'send_invoice', { ms: 400, label: 'victim-secret' })
    await victim.settle()
    const [queued] = await executor.queue.getJobs(['waiting', 'active', 'completed'])
    const forged = (claim: string | undefined) => ({
      version: 1 as const,
      calls: [
        {
          status: 'background' as const,
          toolCallId: 'call_0',
          toolName: 'send_invoice',
          input: { ms: 400, label: 'victim-secret' },
          ...(claim === undefined ? {} : { claim }),
        },
      ],
    })
    // The model's id alone: refused.
    await expect(
      createToolCallRuntime({ tools: allTools, executor }).restore(forged(undefined) as never),
    ).rejects.toMatchObject({ code: 'INVALID_SNAPSHOT' })
    // The job id, as seen on the queue, given as the claim: it owns another id.
    const thief = createToolCallRuntime({ tools: allTools, executor })
    await thief.restore(forged(String(queued!.id).slice(4)) as never)
    const [stolen] = await thief.idle()
    expect((await victim.idle())[0]).toMatchObject({ output: { sent: 'victim-secret' } })
    expect(stolen).toMatchObject({ status: 'failed', error: { code: 'TOOL_INTERRUPTED' } })
    expect(JSON.stringify(stolen)).not.toContain('victim-secret')
  })

  it('restores a signed snapshot saved in the call store, and still refuses an unsigned one', async () => {
    const { executor } = await start()
    const store = createCallStore({ connection: url, name: scope.queueName })
    scope.closing.push(() => store.close())
    const first = createToolCallRuntime({ tools: allTools, executor, snapshotKey: SNAPSHOT_KEY })
    call(first, 'inv_signed', 'send_invoice', { ms: 300, label: 'signed' })
    await first.settle()
    await store.save('conv_signed', await first.signedSnapshot())
    const loaded = await store.load('conv_signed')
    const second = createToolCallRuntime({ tools: allTools, executor, snapshotKey: SNAPSHOT_KEY })
    await second.restore(loaded)
    expect((await second.idle())[0]).toMatchObject({
      status: 'completed',
      output: { sent: 'signed' },
    })
    const { signature: _, ...unsigned } = loaded
    await expect(
      createToolCallRuntime({ tools: allTools, executor, snapshotKey: SNAPSHOT_KEY }).restore(
        unsigned,
      ),
    ).rejects.toMatchObject({ code: 'INVALID_SNAPSHOT' })
  })

  it('never runs a call cancelled while its job waits: 50 queued calls behind a slow one', async () => {
    const { executor } = await start({ concurrency: 1 })
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    call(runtime, 'slow_first', 'send_invoice', { ms: 1500, label: 'first' })
    await until(() => scope.ledger.runs().includes('slow_first'))
    const ids = Array.from({ length: 50 }, (_, index) => `queued_${index}`)
    for (const id of ids) call(runtime, id, 'send_invoice', { label: id })
    await runtime.settle()
    for (const id of ids) runtime.cancel(id, 'user left')
    const outcomes = await runtime.idle()
    expect(outcomes.filter((outcome) => outcome.status === 'failed')).toHaveLength(50)
    // Long enough for the first call to end and every queued job that was left to run.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(scope.ledger.runs()).toEqual(['slow_first'])
  }, 30_000)

  it('never runs a call cancelled while no worker listened for cancels', async () => {
    const executor = createBullMQExecutor({
      connection: url,
      queueName: scope.queueName,
      pollIntervalMs: 200,
    })
    scope.closing.push(() => executor.close())
    await executor.ready()
    const runtime = createToolCallRuntime({ tools: allTools, executor })
    const ids = Array.from({ length: 10 }, (_, index) => `unheard_${index}`)
    for (const id of ids) call(runtime, id, 'send_invoice', { label: id })
    await runtime.settle()
    for (const id of ids) runtime.cancel(id, 'user left')
    await runtime.idle()
    // Workers come up only now: the cancels were sent to nobody.
    await start()
    call(runtime, 'after', 'send_invoice', { label: 'after' })
    expect((await runtime.idle()).at(-1)).toMatchObject({ status: 'completed' })
    expect(scope.ledger.runs()).toEqual(['after'])
  })

  it('refuses a job whose cancel reached the worker before the job did', async () => {
    const { executor, forge } = await start()
    const jobId = forgedId()
    await executor.cancel(jobId, 'user left')
    // The worker takes the job as the cancel arrives: here the cancel is surely first.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await forge(job(jobId, {}), jobId)).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_ABORTED' },
    })
    expect(scope.ledger.runs()).toEqual([])
  })
})
