// Background calls with the agent and the workers in processes of their own, as deployed: one
// agent process submits every call of a round at once, four worker processes run them, 16 at a
// time each. polytool (`createBullMQExecutor` and `createToolWorker`) against BullMQ alone
// written by hand (`Queue`, `QueueEvents`, `Worker`) with the same jobs and the same layout, on
// Redis and on PostgreSQL. Sides alternate their order run by run, so machine noise hits both.
// CPU per call is the user and system time of the agent and the worker processes together,
// each counted by the process itself over the round; the servers' own time is not in it.
// The packages run as built JavaScript (`pnpm build` first), as users run them.
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  hasRedisServer,
  startPostgres,
  startRedis,
  type TestServer,
} from '../../packages/bullmq/src/test-fixtures/servers'
import { type Child, startChild } from './background-processes/ipc'
import type { Side } from './background-processes/setup'
import type { Usage } from './background-processes/usage'
import { type BenchReport, median } from './measure'

const CALLS = Number(process.env.BENCH_PROCESS_CALLS ?? 2000)
// A warm-up only compiles the code and settles the connections: a quarter of a round does.
const WARMUP_CALLS = Math.ceil(CALLS / 4)
const RUNS = Number(process.env.BENCH_PROCESS_RUNS ?? 5)
const WORKERS = 4
const CONCURRENCY = 16
const CPU_LIMIT = 1.15
const TIME_LIMIT = 1.25
// No round of a healthy run comes near it; a stuck child fails the bench instead of hanging it.
const ROUND_TIMEOUT_MS = 120_000
/** BENCH_CPU_PROF=<dir>: every child writes a V8 CPU profile of each round there. */
const PROFILE_DIR = process.env.BENCH_CPU_PROF

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const BUILT = ['core', 'bullmq'].map((name) => here(`../../packages/${name}/dist/index.js`))

/** One side's processes: an agent and its workers. */
interface Processes {
  readonly agent: Child
  readonly workers: Child[]
}

/** What one round of one side measured. */
interface Round {
  readonly totalMs: number
  readonly agent: Usage
  readonly workers: Usage
  readonly latencies: number[]
}

export async function run(): Promise<BenchReport> {
  const missing = BUILT.filter((file) => !existsSync(file))
  if (missing.length > 0) {
    throw new Error(
      `This bench runs the built packages: run \`pnpm build\` first (missing ${missing.join(', ')})`,
    )
  }
  const lines: string[] = []
  const targets: BenchReport['targets'] = []
  const backends: Array<[string, () => Promise<TestServer>]> = [['postgres', startPostgres]]
  if (hasRedisServer()) backends.unshift(['redis', startRedis])
  else if (process.env.POLYTOOL_REQUIRE_REDIS === '1')
    throw new Error('redis-server is not on the PATH')
  else lines.push('SKIPPED Redis: redis-server is not on the PATH (apt-get install redis-server)')
  if (PROFILE_DIR !== undefined) mkdirSync(PROFILE_DIR, { recursive: true })
  const sides: Record<Side, Processes> = {
    polytool: spawnSide('polytool'),
    bullmq: spawnSide('bullmq'),
  }
  try {
    for (const [backend, start] of backends) {
      if (process.env.BENCH_BACKEND && process.env.BENCH_BACKEND !== backend) continue
      const server = await start()
      try {
        measureBackend(backend, await runs(server.url, sides), lines, targets)
      } finally {
        await server.stop()
      }
    }
  } finally {
    await Promise.all(
      Object.values(sides).flatMap(({ agent, workers }) =>
        [agent, ...workers].map((child) => child.exit()),
      ),
    )
  }
  return {
    name: `Background calls across processes (1 agent, ${WORKERS} workers x ${CONCURRENCY}, ${CALLS} calls): @polytool/bullmq vs BullMQ alone`,
    lines,
    targets,
  }
}

function spawnSide(side: Side): Processes {
  const start = (role: 'agent' | 'worker') =>
    startChild(here(`./background-processes/${role}.ts`), {
      BENCH_SIDE: side,
      BENCH_CONCURRENCY: String(CONCURRENCY),
    })
  return { agent: start('agent'), workers: Array.from({ length: WORKERS }, () => start('worker')) }
}

// A short warm-up round per side (uncounted: code compiles, connections settle), then the runs.
async function runs(url: string, sides: Record<Side, Processes>): Promise<Record<Side, Round[]>> {
  await round(url, sides.polytool, WARMUP_CALLS)
  await round(url, sides.bullmq, WARMUP_CALLS)
  const rounds: Record<Side, Round[]> = { polytool: [], bullmq: [] }
  for (let index = 0; index < RUNS; index++) {
    const order: Side[] = index % 2 === 0 ? ['polytool', 'bullmq'] : ['bullmq', 'polytool']
    for (const side of order) rounds[side].push(await round(url, sides[side]))
  }
  return rounds
}

async function round(url: string, { agent, workers }: Processes, calls = CALLS): Promise<Round> {
  const queueName = `bench${randomUUID().slice(0, 8)}`
  await Promise.all(workers.map((worker) => worker.ask({ type: 'start', url, queueName })))
  await agent.ask({ type: 'open', url, queueName })
  await Promise.all(workers.map((worker) => worker.ask({ type: 'mark' })))
  const done = await within(
    agent.ask<{ totalMs: number; latencies: number[] } & Usage>({ type: 'run', calls }),
  )
  const used = await Promise.all(workers.map((worker) => worker.ask<Usage>({ type: 'stop' })))
  await agent.ask({ type: 'close' })
  return {
    totalMs: done.totalMs,
    agent: { cpuMs: done.cpuMs, gcMs: done.gcMs },
    workers: {
      cpuMs: used.reduce((sum, each) => sum + each.cpuMs, 0),
      gcMs: used.reduce((sum, each) => sum + each.gcMs, 0),
    },
    latencies: done.latencies,
  }
}

function within<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`a round took over ${ROUND_TIMEOUT_MS} ms`)),
      ROUND_TIMEOUT_MS,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const cpuOf = (round: Round) => round.agent.cpuMs + round.workers.cpuMs

function measureBackend(
  backend: string,
  rounds: Record<Side, Round[]>,
  lines: string[],
  targets: BenchReport['targets'],
): void {
  const { polytool, bullmq } = rounds
  // Each run's ratio pairs the two sides measured back to back, under the same load.
  const timeRatios = polytool.map((round, index) => round.totalMs / bullmq[index]!.totalMs)
  const cpuRatios = polytool.map((round, index) => cpuOf(round) / cpuOf(bullmq[index]!))
  const perCall = (values: number[]) => (median(values) / CALLS).toFixed(3)
  const describe = (name: string, side: Round[]) => {
    const latencies = side.flatMap((each) => each.latencies)
    return (
      `  ${name}: ${perCall(side.map((each) => each.totalMs))} ms per call; CPU ${perCall(side.map(cpuOf))} ms ` +
      `(agent ${perCall(side.map((each) => each.agent.cpuMs))}, workers ${perCall(side.map((each) => each.workers.cpuMs))}), ` +
      `GC ${perCall(side.map((each) => each.agent.gcMs + each.workers.gcMs))} ms; ` +
      `submit-to-result p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`
    )
  }
  const list = (ratios: number[]) => ratios.map((ratio) => `${ratio.toFixed(2)}x`).join(', ')
  lines.push(
    `${backend}: ${RUNS} runs after a warm-up run of ${WARMUP_CALLS} calls per side (medians per call)`,
    describe('polytool', polytool),
    describe('BullMQ alone', bullmq),
    `  time ratio per run: ${list(timeRatios)}`,
    `  CPU ratio per run: ${list(cpuRatios)}`,
  )
  const cpuRatio = median(cpuRatios)
  const timeRatio = median(timeRatios)
  targets.push(
    {
      label: `${backend}: CPU per call (agent + workers), polytool / BullMQ alone, median of ${RUNS} runs`,
      measured: cpuRatio,
      limit: CPU_LIMIT,
      met: cpuRatio <= CPU_LIMIT,
    },
    {
      label: `${backend}: time per call, polytool / BullMQ alone, median of ${RUNS} runs`,
      measured: timeRatio,
      limit: TIME_LIMIT,
      met: timeRatio <= TIME_LIMIT,
    },
  )
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((q / 100) * sorted.length))]!
}
