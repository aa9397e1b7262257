import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../create-tool'
import { type BackgroundJob, createInProcessExecutor } from './background'
import { runBackgroundJob } from './background-job'
import { BackgroundJobSigner, readBackgroundJob } from './background-job-check'
import { jobIdOf, mintClaim } from './job-identity'
import { createToolCallRuntime } from './runtime'
import { readPlainJson } from './snapshot-json'
import { SnapshotSigner } from './snapshot-signature'
import { deferred, streamCall } from './test-fixtures/streaming'

// Whoever can write to a queue writes jobs: these attack the worker's side of a job.
let runs = 0
const transfer = createTool({
  id: 'transfer',
  description: 'Moves money',
  inputSchema: z.strictObject({ to: z.string().max(64), cents: z.number().int() }),
  background: { enabled: true },
  execute: async ({ to }) => {
    runs++
    return `sent to ${to}`
  },
})
const wipe = createTool({
  id: 'wipe',
  description: 'Wipes a disk',
  inputSchema: z.object({ disk: z.string() }),
  requireApproval: true,
  background: { enabled: true },
  execute: async ({ disk }) => {
    runs++
    return `wiped ${disk}`
  },
})

const jobOf = (fields: Record<string, unknown>): BackgroundJob =>
  ({
    jobId: `job_${'a'.repeat(43)}`,
    toolName: 'transfer',
    toolCallId: 'call_0',
    input: { to: 'alice', cents: 5 },
    requestContext: {},
    attempt: 1,
    ...fields,
  }) as BackgroundJob
const signal = () => new AbortController().signal

describe('a job with input its tool refuses', () => {
  it.each([
    ['wrong types', { to: 42, cents: 'all' }],
    ['an extra key under a strict schema', { to: 'alice', cents: 5, admin: true }],
    ['null', null],
    [
      'a 5,000,000-character string against a 64-character maximum',
      { to: 'x'.repeat(5_000_000), cents: 5 },
    ],
  ])('fails %s as TOOL_INPUT_INVALID, and execute never runs', async (_what, input) => {
    runs = 0
    const result = await runBackgroundJob(transfer, jobOf({ input }), { signal: signal() })
    expect(result).toMatchObject({ status: 'failed', error: { code: 'TOOL_INPUT_INVALID' } })
    expect(runs).toBe(0)
  })
})

describe('readBackgroundJob', () => {
  it('reads a well-formed job as it is', () => {
    const job = jobOf({ timeoutMs: 10, approved: true, signature: 'hmac-sha256:x' })
    expect(readBackgroundJob(job, job.jobId)).toBe(job)
  })

  it.each([
    ['no toolName', { toolName: undefined }, 'job.toolName'],
    ['a toolName that is not a string', { toolName: 7 }, 'job.toolName'],
    ['no input', { input: undefined }, 'job.input'],
    [
      'a requestContext that is not an object',
      { requestContext: 'tenant=acme' },
      'job.requestContext',
    ],
    ['an attempt that is not a number', { attempt: '1' }, 'job.attempt'],
    ['a timeoutMs that is not a number', { timeoutMs: 'soon' }, 'job.timeoutMs'],
    ['an approval that is not true', { approved: 'yes' }, 'job.approved'],
    ['a signature that is not a string', { signature: 1 }, 'job.signature'],
    ['a field no job has', { runAs: 'root' }, 'job.runAs'],
    ['a job id polytool did not mint', { jobId: 'call_0' }, 'job.jobId'],
  ])('refuses %s with BACKGROUND_JOB_INVALID, naming the field', (_what, fields, field) => {
    const job = jobOf(fields) as unknown as Record<string, unknown>
    for (const key of Object.keys(fields)) {
      if ((fields as Record<string, unknown>)[key] === undefined) delete job[key]
    }
    const read = readBackgroundJob(job)
    expect(read).toMatchObject({ error: true, code: 'BACKGROUND_JOB_INVALID' })
    expect((read as { message: string }).message).toContain(`${field} must be`)
  })

  it.each([null, 'job', [1], new Date()])('refuses %s as a job', (value) => {
    expect(readBackgroundJob(value)).toMatchObject({ code: 'BACKGROUND_JOB_INVALID' })
  })

  it('refuses a job kept under another id than its own', () => {
    const job = jobOf({})
    expect(readBackgroundJob(job, `job_${'b'.repeat(43)}`)).toMatchObject({
      code: 'BACKGROUND_JOB_INVALID',
    })
  })
})

describe('signed jobs', () => {
  const key = 'k'.repeat(32)
  it('checks a job it signed, and refuses it unsigned, edited, or signed with another key or for a snapshot', async () => {
    const signer = new BackgroundJobSigner(key)
    const signed = await signer.sign(jobOf({}))
    expect(await signer.check(signed)).toBeUndefined()
    const { signature: _, ...unsigned } = signed
    const refused = [
      unsigned as BackgroundJob,
      { ...signed, input: { to: 'mallory', cents: 5 } },
      { ...signed, approved: true as const },
      await new BackgroundJobSigner('o'.repeat(32)).sign(jobOf({})),
      // The same key's signature of the same text, made for a snapshot.
      {
        ...unsigned,
        signature: await new SnapshotSigner(key).sign(
          readPlainJson(unsigned, { maxDepth: 300, maxSize: 1_000_000 }).canonical,
        ),
      } as BackgroundJob,
    ]
    for (const job of refused) {
      expect(await signer.check(job)).toMatchObject({ code: 'BACKGROUND_JOB_SIGNATURE_INVALID' })
    }
  })

  it('signs the jobs of a runtime with a jobKey', async () => {
    const jobs: BackgroundJob[] = []
    const inProcess = createInProcessExecutor()
    const runtime = createToolCallRuntime({
      tools: [transfer],
      jobKey: key,
      executor: {
        ...inProcess,
        submit: (job, local) => {
          jobs.push(job)
          return inProcess.submit(job, local)
        },
        // An executor of its own signs the results it hands back, as a worker with the key does.
        result: async (jobId, call) =>
          new BackgroundJobSigner(key).signResult(jobId, await inProcess.result(jobId, call)),
      },
    })
    streamCall(runtime, 'call_0', 'transfer', '{"to":"bob","cents":1}')
    expect((await runtime.idle())[0]).toMatchObject({ status: 'completed' })
    expect(await new BackgroundJobSigner(key).check(jobs[0]!)).toBeUndefined()
  })
})

describe('approval of a job for a tool that requires it', () => {
  const job = (fields: Record<string, unknown>) =>
    jobOf({ toolName: 'wipe', input: { disk: '/dev/sda' }, ...fields })

  it('refuses a job that records no approval, even from a trusted source', async () => {
    runs = 0
    const result = await runBackgroundJob(wipe, job({}), {
      signal: signal(),
      approvalVerified: true,
    })
    expect(result).toMatchObject({
      status: 'failed',
      error: { code: 'BACKGROUND_APPROVAL_MISSING' },
    })
    expect(runs).toBe(0)
  })

  it('refuses an approval nobody can check: a forged job says approved', async () => {
    runs = 0
    const result = await runBackgroundJob(wipe, job({ approved: true }), { signal: signal() })
    expect(result).toMatchObject({
      status: 'failed',
      error: { code: 'BACKGROUND_APPROVAL_UNVERIFIED' },
    })
    expect(runs).toBe(0)
  })

  it('runs with the approval the runtime recorded', async () => {
    runs = 0
    const runtime = createToolCallRuntime({ tools: [wipe] })
    streamCall(runtime, 'call_0', 'wipe', '{"disk":"/dev/sdb"}')
    expect((await runtime.settle())[0]?.status).toBe('awaiting-approval')
    await runtime.approve('call_0')
    expect((await runtime.idle())[0]).toMatchObject({
      status: 'completed',
      output: 'wiped /dev/sdb',
    })
    expect(runs).toBe(1)
  })
})

describe('a hand-edited snapshot that names another session’s background call', () => {
  const slowTool = (finish: Promise<string>) =>
    createTool({
      id: 'report',
      description: 'Builds a private report',
      inputSchema: z.object({}),
      background: { enabled: true },
      execute: () => finish,
    })

  it('receives nothing of it, by toolCallId or by job id', async () => {
    const finish = deferred<string>()
    const executor = createInProcessExecutor()
    const tools = [slowTool(finish.promise)]
    const victim = createToolCallRuntime({ tools, executor })
    streamCall(victim, 'call_0', 'report', '{}')
    await victim.settle()
    const victimClaim = (victim.snapshot().calls[0] as { claim: string }).claim
    const victimJobId = await jobIdOf(victimClaim)
    const forged = (claim: unknown) => ({
      version: 1 as const,
      calls: [{ status: 'background', toolCallId: 'call_0', toolName: 'report', input: {}, claim }],
    })
    // Without a claim: refused.
    await expect(
      createToolCallRuntime({ tools, executor }).restore(forged(undefined) as never),
    ).rejects.toMatchObject({ code: 'INVALID_SNAPSHOT' })
    // With the job id seen on the queue, or a claim of its own: another job, not the victim's.
    const thieves = [victimJobId.slice(4), mintClaim()].map((claim) => {
      const thief = createToolCallRuntime({ tools, executor })
      return thief.restore(forged(claim) as never).then(() => thief.idle())
    })
    const stolen = await Promise.all(thieves)
    finish.resolve('private figures')
    expect((await victim.idle())[0]).toMatchObject({
      status: 'completed',
      output: 'private figures',
    })
    for (const [outcome] of stolen) {
      expect(outcome).toMatchObject({ status: 'failed', error: { code: 'TOOL_INTERRUPTED' } })
    }
  })
})
