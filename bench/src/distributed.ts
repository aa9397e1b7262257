// Background calls through polytool on BullMQ, against BullMQ alone: the same server, the same
// jobs, a no-op handler, side by side in one run, on PostgreSQL (embedded) and Redis (if installed).
// BullMQ alone keeps every finished job; polytool's worker keeps them for a day and sweeps older
// ones once a minute (no sweep falls inside a round: a minute of calls shares one).
// Both sides run built JavaScript, as users run them: BullMQ from its package, polytool from
// `dist` (`pnpm build` first), in a child process without the source condition. Run from the
// TypeScript source, polytool would pay for the loader's per-function wrappers that BullMQ
// does not.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createBullMQExecutor, createToolWorker } from '@polytool/bullmq'
import { type BackgroundExecutor, createTool, createToolCallRuntime } from '@polytool/core'
import { createPostgresBackend, Queue, QueueEvents, Worker, withBackend } from 'bullmq'
import { z } from 'zod'
import {
  hasRedisServer,
  startPostgres,
  startRedis,
  type TestServer,
} from '../../packages/bullmq/src/test-fixtures/servers'
import { type BenchReport, median } from './measure'

const CALLS = Number(process.env.BENCH_CALLS ?? 400)
// A Redis round takes about a tenth of a second, a PostgreSQL one about a second: Redis gets
// more rounds for a median as steady. Warm-up rounds let both sides' code be compiled first.
const ROUNDS: Record<string, number> = {
  postgres: Number(process.env.BENCH_ROUNDS ?? 12),
  redis: Number(process.env.BENCH_ROUNDS ?? 30),
}
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_UP_ROUNDS ?? 3)
const CONCURRENCY = 16
const LIMIT = 1.25
const POLL_MS = 200

const noop = createTool({
  id: 'noop',
  description: 'Does nothing',
  inputSchema: z.object({ n: z.number() }),
  background: { enabled: true },
  execute: async ({ n }) => ({ n }),
})

interface Round {
  readonly totalMs: number
  /** CPU time of this process (agent and worker both run in it), user and system. */
  readonly cpuMs: number
  readonly latencies: number[]
}

// CPU time this process spent since `since`, in milliseconds.
function cpuMsSince(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since)
  return (user + system) / 1000
}

const REPORT_MARK = 'polytool-bench-report:'
const BUILT = ['core', 'bullmq'].map((name) =>
  fileURLToPath(new URL(`../../packages/${name}/dist/index.js`, import.meta.url)),
)

export async function run(): Promise<BenchReport> {
  const missing = BUILT.filter((file) => !existsSync(file))
  if (missing.length > 0) {
    throw new Error(
      `The distributed bench runs the built packages: run \`pnpm build\` first (missing ${missing.join(', ')})`,
    )
  }
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, POLYTOOL_BENCH_DISTRIBUTED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (data: Buffer) => {
    output += data.toString()
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  const line = output.split('\n').find((each) => each.startsWith(REPORT_MARK))
  if (code !== 0 || line === undefined) throw new Error(`the distributed bench exited with ${code}`)
  return JSON.parse(line.slice(REPORT_MARK.length)) as BenchReport
}

// In the child: measure, and hand the report to the parent on one line.
if (process.env.POLYTOOL_BENCH_DISTRIBUTED === '1') {
  process.stdout.write(`${REPORT_MARK}${JSON.stringify(await measure())}\n`)
  process.exit(0)
}

async function measure(): Promise<BenchReport> {
  const lines: string[] = []
  const targets: BenchReport['targets'] = []
  const servers: Array<[string, () => Promise<TestServer>]> = [['postgres', startPostgres]]
  if (hasRedisServer()) servers.push(['redis', startRedis])
  else lines.push('SKIPPED Redis: redis-server is not on the PATH')
  for (const [name, start] of servers) {
    if (process.env.BENCH_BACKEND && process.env.BENCH_BACKEND !== name) continue
    const server = await start()
    try {
      const polytool: Round[] = []
      const bullmq: Round[] = []
      // Warm-up rounds each, then alternate so machine noise hits both alike.
      for (let round = 0; round < WARM_UP_ROUNDS; round++) {
        await polytoolRound(server.url)
        await bullmqRound(name, server.url)
      }
      const rounds = ROUNDS[name]!
      for (let round = 0; round < rounds; round++) {
        if (round % 2 === 0) {
          polytool.push(await polytoolRound(server.url))
          bullmq.push(await bullmqRound(name, server.url))
        } else {
          bullmq.push(await bullmqRound(name, server.url))
          polytool.push(await polytoolRound(server.url))
        }
      }
      const perCall = (rounds: Round[]) => median(rounds.map((r) => r.totalMs)) / CALLS
      const cpuPerCall = (rounds: Round[]) => median(rounds.map((r) => r.cpuMs)) / CALLS
      const ratio = perCall(polytool) / perCall(bullmq)
      const p = (rounds: Round[], q: number) =>
        percentile(
          rounds.flatMap((r) => r.latencies),
          q,
        )
      lines.push(
        `${name}: ${CALLS} calls x ${rounds} rounds after ${WARM_UP_ROUNDS} warm-up rounds, worker concurrency ${CONCURRENCY}, built packages`,
        `  polytool: ${perCall(polytool).toFixed(3)} ms per call (CPU ${cpuPerCall(polytool).toFixed(3)} ms), submit-to-result p50 ${p(polytool, 50).toFixed(1)} ms, p99 ${p(polytool, 99).toFixed(1)} ms`,
        `  BullMQ alone: ${perCall(bullmq).toFixed(3)} ms per call (CPU ${cpuPerCall(bullmq).toFixed(3)} ms), submit-to-result p50 ${p(bullmq, 50).toFixed(1)} ms, p99 ${p(bullmq, 99).toFixed(1)} ms`,
        `  ratio: ${ratio.toFixed(2)}x`,
      )
      targets.push({
        label: `${name}: time per background call, polytool / BullMQ alone`,
        measured: ratio,
        limit: LIMIT,
        met: ratio <= LIMIT,
      })
    } finally {
      await server.stop()
    }
  }
  return { name: 'Distributed background calls (@polytool/bullmq vs BullMQ alone)', lines, targets }
}

async function polytoolRound(url: string): Promise<Round> {
  const queueName = `bench${randomUUID().slice(0, 8)}`
  const worker = createToolWorker({
    tools: [noop],
    connection: url,
    queueName,
    concurrency: CONCURRENCY,
  })
  const inner = createBullMQExecutor({ connection: url, queueName, pollIntervalMs: POLL_MS })
  await Promise.all([worker.ready(), inner.ready()])
  const submitted = new Map<string, number>()
  const latencies: number[] = []
  const executor: BackgroundExecutor = {
    submit: (job, local) => {
      submitted.set(job.jobId, performance.now())
      return inner.submit(job, local)
    },
    result: async (jobId, call) => {
      const result = await inner.result(jobId, call)
      latencies.push(performance.now() - submitted.get(jobId)!)
      return result
    },
    cancel: inner.cancel,
  }
  const runtime = createToolCallRuntime({ tools: [noop], executor })
  const cpu = process.cpuUsage()
  const start = performance.now()
  for (let n = 0; n < CALLS; n++) {
    const toolCallId = `c${n}`
    runtime.push({ type: 'tool-input-start', toolCallId, toolName: 'noop' })
    runtime.push({ type: 'tool-input-delta', toolCallId, inputTextDelta: `{"n":${n}}` })
    runtime.push({ type: 'tool-input-end', toolCallId })
  }
  const outcomes = await runtime.idle()
  const totalMs = performance.now() - start
  const cpuMs = cpuMsSince(cpu)
  if (outcomes.some((outcome) => outcome.status !== 'completed')) throw new Error('a call failed')
  await Promise.all([worker.close(), inner.close()])
  return { totalMs, cpuMs, latencies }
}

async function bullmqRound(backend: string, url: string): Promise<Round> {
  const queueName = `bench${randomUUID().slice(0, 8)}`
  // BullMQ's classes bound to the backend, typed as the Redis ones (the options are cast too).
  const classes = (backend === 'postgres'
    ? withBackend(createPostgresBackend)
    : { Queue, QueueEvents, Worker }) as unknown as {
    Queue: typeof Queue
    QueueEvents: typeof QueueEvents
    Worker: typeof Worker
  }
  const connection = (
    backend === 'postgres'
      ? { connectionString: url, migrate: true }
      : { host: new URL(url).hostname, port: Number(new URL(url).port), maxRetriesPerRequest: null }
  ) as never
  const queue = new classes.Queue(queueName, { connection })
  const events = new classes.QueueEvents(queueName, { connection })
  const worker = new classes.Worker(queueName, async (job) => ({ n: job.data.input.n }), {
    connection,
    concurrency: CONCURRENCY,
  })
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady(), worker.waitUntilReady()])
  const submitted = new Map<string, number>()
  const latencies: number[] = []
  let finish: () => void
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  const complete = (jobId: string) => {
    const since = submitted.get(jobId)
    if (since === undefined) return
    submitted.delete(jobId)
    latencies.push(performance.now() - since)
    if (latencies.length === CALLS) finish()
  }
  events.on('completed', ({ jobId }) => complete(jobId))
  // Events can be missed (PostgreSQL's QueueEvents dropped some here): the same slow poll as
  // the executor's finds them, so both sides wait for every result the same way.
  let polling: Promise<void> = Promise.resolve()
  const poller = setInterval(() => {
    polling = (async () => {
      for (const jobId of [...submitted.keys()].slice(0, 100)) {
        if ((await queue.getJobState(jobId)) === 'completed') complete(jobId)
      }
    })().catch(() => {})
  }, POLL_MS)
  const cpu = process.cpuUsage()
  const start = performance.now()
  // Submitted all at once, as a runtime does with the calls of one model turn.
  const adding: Array<Promise<unknown>> = []
  for (let n = 0; n < CALLS; n++) {
    const jobId = `c${n}`
    submitted.set(jobId, performance.now())
    // The job polytool's runtime submits for the same call: the same payload on the server.
    const job = {
      toolName: 'noop',
      toolCallId: jobId,
      input: { n },
      requestContext: {},
      attempt: 1,
    }
    adding.push(queue.add('noop', job, { jobId, attempts: 1 }))
  }
  await Promise.all(adding)
  await done
  const totalMs = performance.now() - start
  const cpuMs = cpuMsSince(cpu)
  clearInterval(poller)
  await polling
  await Promise.all([worker.close(), events.close(), queue.close()])
  return { totalMs, cpuMs, latencies }
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((q / 100) * sorted.length))]!
}
