import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ToolCallRuntime } from '@polytool/core'
import type { Job, Queue } from 'bullmq'
import { afterEach, beforeEach, inject } from 'vitest'
import { createBullMQExecutor } from '../executor'
import { createToolWorker, type ToolWorkerOptions } from '../worker'
import { allTools } from './tools'

const here = dirname(fileURLToPath(import.meta.url))

/** The backends to test: PostgreSQL always, Redis when its server runs (see global-setup.ts). */
export function backends(): Array<[name: string, url: string]> {
  const list: Array<[string, string]> = [['postgres', inject('postgresUrl')]]
  const redis = inject('redisUrl')
  if (redis) list.push(['redis', redis])
  return list
}

/** A queue name of its own for each test, so tests never see each other's calls. */
export function freshQueue(): string {
  return `q${randomUUID().replaceAll('-', '').slice(0, 16)}`
}

/** The executions the fixture tools recorded, from their own side effect. */
export interface Ledger {
  readonly file: string
  runs(): string[]
  dispose(): void
}

/** A file the tools append one line to per execution. */
export function useLedger(): Ledger {
  const dir = mkdtempSync(join(tmpdir(), 'polytool-ledger-'))
  const file = join(dir, 'runs.log')
  process.env.POLYTOOL_TEST_LEDGER = file
  return {
    file,
    runs: () => {
      try {
        return readFileSync(file, 'utf8').split('\n').filter(Boolean)
      } catch {
        return []
      }
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** What each test of a describe block gets afresh: a queue, a ledger, and what to close after it. */
export interface QueueScope {
  readonly url: string
  queueName: string
  ledger: Ledger
  readonly closing: Array<() => Promise<void>>
}

/** Gives every test of the enclosing describe block its own queue and ledger, and closes what it opened. */
export function useQueueScope(url: string): QueueScope {
  const scope = { url, queueName: '', closing: [] } as unknown as QueueScope
  beforeEach(() => {
    scope.ledger = useLedger()
    scope.queueName = freshQueue()
  })
  afterEach(async () => {
    for (const close of scope.closing.splice(0).reverse()) await close()
    scope.ledger.dispose()
  })
  return scope
}

/** Starts an executor and a worker running the fixture tools on the scope's queue. */
export async function startExecutorAndWorker(
  scope: QueueScope,
  options: Pick<ToolWorkerOptions, 'concurrency' | 'observer'> = {},
) {
  const { url: connection, queueName } = scope
  const executor = createBullMQExecutor({ connection, queueName, pollIntervalMs: 200 })
  const worker = createToolWorker({ tools: allTools, connection, queueName, ...options })
  scope.closing.push(
    () => executor.close(),
    () => worker.close(),
  )
  await Promise.all([executor.ready(), worker.ready()])
  return { executor, worker }
}

/**
 * Spawns a worker process; resolves once it is connected. `recordPayloads` is the host's opt-in
 * to recording inputs and outputs on the worker's spans.
 */
export function spawnWorker(
  url: string,
  queueName: string,
  ledger: string,
  concurrency = 1,
  { recordPayloads = false, lockMs }: { recordPayloads?: boolean; lockMs?: number } = {},
): Promise<ChildProcess> {
  return spawnFixture('worker-process.ts', [url, queueName, String(concurrency)], ledger, 'ready', {
    env: {
      POLYTOOL_TEST_RECORD_PAYLOADS: recordPayloads ? '1' : '0',
      POLYTOOL_TEST_LOCK_MS: lockMs === undefined ? '' : String(lockMs),
    },
  })
}

/** Spawns an agent process that submits one call and stores its snapshot; resolves once saved. */
export function spawnAgent(
  url: string,
  queueName: string,
  ledger: string,
  ids: { conversationId: string; toolCallId: string },
): Promise<{ child: ChildProcess; said: () => string }> {
  let said = ''
  return spawnFixture(
    'agent-process.ts',
    [url, queueName, ids.conversationId, ids.toolCallId],
    ledger,
    'saved',
    {
      onOutput: (text) => {
        said += text
      },
    },
  ).then((child) => ({ child, said: () => said }))
}

// Runs one of the fixture scripts with tsx on the source; resolves once it writes `marker`.
// The script inherits the environment, and with it the file the secret scan reads its spans from.
async function spawnFixture(
  script: string,
  args: string[],
  ledger: string,
  marker: string,
  { onOutput, env = {} }: { onOutput?: (text: string) => void; env?: Record<string, string> } = {},
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@polytool/source', '--import', 'tsx', join(here, script), ...args],
    {
      env: { ...process.env, ...env, POLYTOOL_TEST_LEDGER: ledger },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`${script} exited with ${code} before it said ${marker}`)),
    )
    child.stdout!.on('data', (data: Buffer) => {
      const text = data.toString()
      onOutput?.(text)
      if (text.includes(marker)) resolve()
    })
  })
  return child
}

/** Kills a process and waits for its exit. */
export function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}

/** Streams one complete call into a runtime. */
export function call(
  runtime: ToolCallRuntime,
  toolCallId: string,
  toolName: string,
  input: object,
) {
  runtime.push({ type: 'tool-input-start', toolCallId, toolName })
  runtime.push({ type: 'tool-input-delta', toolCallId, inputTextDelta: JSON.stringify(input) })
  runtime.push({ type: 'tool-input-end', toolCallId })
}

/**
 * The queue's job of the call the model named `toolCallId` (its id is minted, not that), or a
 * job added under that very id by a test; undefined when there is none.
 */
export async function jobOfCall(queue: Queue, toolCallId: string): Promise<Job | undefined> {
  const jobs = await queue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed'])
  return jobs.find((job) => job.data?.toolCallId === toolCallId || job.id === toolCallId)
}

/** Resolves once `ready()` answers true, polling; rejects after `timeoutMs`. */
export async function until(
  ready: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await ready())) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
