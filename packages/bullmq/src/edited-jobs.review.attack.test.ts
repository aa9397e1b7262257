import { createTool, createToolCallRuntime, type ToolChunk } from '@polytool/core'
import { type Job, Queue } from 'bullmq'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { z } from 'zod'
import { createBullMQExecutor, createToolWorker } from './index.js'

// Jobs edited on the queue by whoever can write to it (Redis): a worker re-checks each one, and
// a signed job edited in any way (also by an own `__proto__` key, which JSON.parse makes) never
// reaches `execute`.

const redisUrl = inject('redisUrl')
const JOB_KEY = 'review key of at least thirty-two bytes!!'
let executed = 0

const transferTool = createTool({
  id: 'transfer',
  description: 'Send money',
  inputSchema: z.object({ to: z.string() }).loose(),
  background: { enabled: true },
  execute: async (input) => {
    executed++
    return { sent: true, keys: Object.keys(input) }
  },
})

const approvedTool = createTool({
  id: 'wire',
  description: 'Wire money, after approval',
  inputSchema: z.object({ to: z.string() }),
  requireApproval: true,
  background: { enabled: true },
  execute: async () => {
    executed++
    return 'wired'
  },
})

let seenReasons: string[] = []
let started: () => void = () => {}

const slowTool = createTool({
  id: 'slow',
  description: 'waits until aborted',
  inputSchema: z.object({}),
  background: { enabled: true },
  execute: async (_input, { abortSignal }) => {
    executed++
    started()
    await new Promise<void>((resolve) => {
      abortSignal?.addEventListener('abort', () => {
        const reason: unknown = abortSignal.reason
        seenReasons.push(
          reason instanceof Error ? `${reason.message} ${String(reason.cause)}` : String(reason),
        )
        resolve()
      })
    })
    return 'stopped'
  },
})

const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'

const closers: Array<() => Promise<unknown>> = []
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {})
})

function freshQueueName(): string {
  return `review-edited-${Date.now()}-${Math.random().toString(36).slice(2)}`
}

function openQueue(queueName: string): Queue {
  const queue = new Queue(queueName, { connection: { url: redisUrl } })
  closers.push(() => queue.close())
  return queue
}

async function finished(queue: Queue, jobId: string): Promise<Job> {
  for (let round = 0; round < 200; round++) {
    const job = await queue.getJob(jobId)
    if (job && (job.finishedOn !== undefined || job.failedReason)) return job
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`job ${jobId} did not finish`)
}

/** Submits one signed call and leaves its job waiting (no worker yet). */
async function submitSigned(queueName: string) {
  const executor = createBullMQExecutor({ connection: redisUrl, queueName })
  const runtime = createToolCallRuntime({ tools: [transferTool], executor, jobKey: JOB_KEY })
  closers.push(() => executor.close())
  runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'transfer' })
  runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{"to":"ana"}' })
  runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
  const [outcome] = await runtime.settle()
  expect(outcome?.status).toBe('background')
  const queue = openQueue(queueName)
  const [job] = await queue.getJobs(['waiting', 'wait', 'prioritized', 'delayed'])
  if (job?.id === undefined) throw new Error('no job')
  return { runtime, queue, job }
}

describe.skipIf(redisUrl === '')('edited jobs on Redis', () => {
  const edits: Array<[string, (text: string) => string, string]> = [
    [
      'an own __proto__ key in the input',
      (text) => text.replace('"input":{', '"input":{"__proto__":{"admin":true},'),
      'BACKGROUND_JOB_SIGNATURE_INVALID',
    ],
    [
      'an own __proto__ key at the top',
      (text) => text.replace('{', '{"__proto__":{"approved":true},'),
      'BACKGROUND_JOB_INVALID',
    ],
    [
      'a duplicated key whose last copy wins',
      (text) => text.replace('"to":"ana"', '"to":"ana","to":"mallory"'),
      'BACKGROUND_JOB_SIGNATURE_INVALID',
    ],
  ]
  for (const [name, edit, code] of edits) {
    it(`a signed job edited with ${name} is refused before execute`, async () => {
      executed = 0
      const queueName = freshQueueName()
      const { runtime, queue, job } = await submitSigned(queueName)
      const jobId = job.id as string
      const edited = JSON.parse(edit(JSON.stringify(job.data)))
      await job.remove()
      await queue.add(job.name, edited, { jobId, attempts: 1 })
      const worker = createToolWorker({
        tools: [transferTool],
        connection: redisUrl,
        queueName,
        jobKey: JOB_KEY,
        observer: { log: () => {} },
      })
      closers.push(() => worker.close())
      await worker.ready()
      await finished(queue, jobId)
      await runtime.idle()
      await runtime.close()
      const chunks: ToolChunk[] = []
      for await (const chunk of runtime.transcript) chunks.push(chunk)
      expect(executed).toBe(0)
      const failure = chunks.find((chunk) => chunk.type === 'tool-output-error')
      expect(JSON.stringify(failure)).toContain(code)
      await worker.close()
    })
  }

  it('an unsigned worker refuses a forged approval; malformed jobs name their field', async () => {
    executed = 0
    const queueName = freshQueueName()
    const queue = openQueue(queueName)
    const worker = createToolWorker({
      tools: [transferTool, approvedTool],
      connection: redisUrl,
      queueName,
      observer: { log: () => {} },
    })
    closers.push(() => worker.close())
    await worker.ready()
    // Ids in the minted shape (`job_` and 43 base64url characters), made up by the attacker.
    const id = (tag: string) => `job_${tag.padEnd(43, 'A')}`
    const base = {
      jobId: id('A'),
      toolName: 'wire',
      toolCallId: 'c1',
      input: { to: 'mallory' },
      requestContext: {},
      attempt: 1,
    }
    let deep: unknown = 'x'
    for (let level = 0; level < 400; level++) deep = { d: deep }
    const cases: Array<[unknown, string]> = [
      [{ ...base, approved: true }, 'BACKGROUND_APPROVAL_UNVERIFIED'],
      [{ ...base, jobId: id('B1'), toolName: 'transfer', extra: 1 }, 'BACKGROUND_JOB_INVALID'],
      [{ ...base, jobId: id('B2'), toolName: 'transfer', toolCallId: 7 }, 'BACKGROUND_JOB_INVALID'],
      [{ ...base, jobId: id('B3'), toolName: 'transfer', input: deep }, 'BACKGROUND_JOB_INVALID'],
      [{ ...base, jobId: id('B4'), toolName: 'transfer', input: { to: 5 } }, 'TOOL_INPUT_INVALID'],
      [
        { ...base, jobId: id('B5'), toolName: 'transfer', requestContext: [] },
        'BACKGROUND_JOB_INVALID',
      ],
    ]
    for (const [data, code] of cases) {
      const jobId = (data as { jobId: string }).jobId
      await queue.add('x', data, { jobId, attempts: 1 })
      const job = await finished(queue, jobId)
      expect(JSON.stringify({ value: job.returnvalue, reason: job.failedReason }), jobId).toContain(
        code,
      )
    }
    expect(executed).toBe(0)
    await worker.close()
  })

  it('a cancelled waiting job never runs', async () => {
    executed = 0
    const queueName = freshQueueName()
    const { runtime, queue, job } = await submitSigned(queueName)
    await runtime.cancel('c1', 'user left')
    const worker = createToolWorker({
      tools: [transferTool],
      connection: redisUrl,
      queueName,
      jobKey: JOB_KEY,
      observer: { log: () => {} },
    })
    closers.push(() => worker.close())
    await worker.ready()
    // Whoever can write to the queue adds the job again under its id.
    await queue.add(job.name, job.data, { jobId: job.id as string, attempts: 1 }).catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await runtime.close()
    expect(executed).toBe(0)
    await worker.close()
  })

  it('a cancel reason reaches execute redacted before it is cut', async () => {
    executed = 0
    seenReasons = []
    const queueName = freshQueueName()
    const executor = createBullMQExecutor({ connection: redisUrl, queueName })
    closers.push(() => executor.close())
    const worker = createToolWorker({
      tools: [slowTool],
      connection: redisUrl,
      queueName,
      observer: { log: () => {} },
    })
    closers.push(() => worker.close())
    await worker.ready()
    const runtime = createToolCallRuntime({ tools: [slowTool], executor })
    for (let pad = 170; pad <= 200; pad += 6) {
      const running = new Promise<void>((resolve) => {
        started = resolve
      })
      const id = `c${pad}`
      runtime.push({ type: 'tool-input-start', toolCallId: id, toolName: 'slow' })
      runtime.push({ type: 'tool-input-delta', toolCallId: id, inputTextDelta: '{}' })
      runtime.push({ type: 'tool-input-end', toolCallId: id })
      await runtime.settle()
      await running
      await runtime.cancel(id, `${'r'.repeat(pad)} Bearer ${CREDENTIAL} and password=${CREDENTIAL}`)
      await runtime.idle()
    }
    await runtime.close()
    // The worker hears the last cancel a moment after the runtime has given up on the call.
    for (let round = 0; round < 100 && seenReasons.length < 6; round++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(seenReasons.length).toBe(6)
    const seen = seenReasons.join('\n')
    for (let start = 0; start + 5 <= CREDENTIAL.length; start++) {
      expect(seen).not.toContain(CREDENTIAL.slice(start, start + 5))
    }
    await worker.close()
  })
})
