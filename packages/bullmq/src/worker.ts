import {
  type AnyTool,
  type BackgroundJob,
  type BackgroundResult,
  createJobSignal,
  interruptedFailure,
  type JobSignal,
  runBackgroundJob,
  type ToolObserver,
} from '@polytool/core'
import type { Job, Queue, Worker } from 'bullmq'
import { receiveCancels } from './cancels'
import { bindConnection, type QueueConnection } from './connection'
import { timerOption } from './durations'
import { DEFAULT_KEEP_RESULTS_SECONDS, DEFAULT_QUEUE_NAME, retriesFor } from './policy'
import { defaultSweepIntervalMs, startSweeper } from './sweeper'

/** How a tool worker is set up. */
export interface ToolWorkerOptions {
  /** The tools this worker runs: a list (named by `id`) or a record keyed by the offered name. */
  readonly tools: readonly AnyTool[] | Readonly<Record<string, AnyTool>>
  /** The queue's server: a `redis://` or `postgres://` URL, `{ redis }` or `{ postgres }`. */
  readonly connection: QueueConnection
  /** Calls this process runs at once. Default 1. */
  readonly concurrency?: number
  /** Receives the exceptions of failed `execute` calls, and worker errors. */
  readonly observer?: ToolObserver
  /** The queue name; the executor must use the same. Default `polytool-tool-calls`. */
  readonly queueName?: string
  /**
   * How long a worker holds a call without renewing its lock before others think it died,
   * in milliseconds. Default 30000 (BullMQ's). Lower it to retry faster after a crash.
   */
  readonly lockDurationMs?: number
  /** How often this worker looks for calls whose worker died, in milliseconds. Default 30000. */
  readonly stalledIntervalMs?: number
  /**
   * How long finished calls (and their results) stay on the server, in seconds, so that a
   * runtime restored later still finds them. Default 86400. The worker removes older ones from
   * the whole queue every `sweepIntervalMs`.
   */
  readonly keepResultsSeconds?: number
  /**
   * How often this worker removes the queue's finished calls older than `keepResultsSeconds`,
   * in milliseconds. Default: a quarter of `keepResultsSeconds`, between 250 ms and 60 s.
   */
  readonly sweepIntervalMs?: number
}

/** A running tool worker. */
export interface ToolWorker {
  /** The BullMQ worker, for its events and metrics. */
  readonly worker: Worker
  /** Waits until connected to the server. */
  ready(): Promise<void>
  /**
   * Removes the queue's finished calls older than `keepResultsSeconds` now, as the worker
   * does every `sweepIntervalMs`; resolves with how many it removed.
   */
  sweep(): Promise<number>
  /** Stops taking calls, waits for the running ones, and closes the connections. */
  close(): Promise<void>
}

// A call found stalled more often than this fails in BullMQ itself; below it, the processor
// decides per tool (see `retriesFor`), so the worker lets BullMQ bring every stalled call back.
const STALLED_RECOVERIES = 1000

/**
 * Runs background tool calls from the queue: the whole pipeline (request context and output
 * validation included) with `timeoutMs` and `cancel()` reaching `execute` through its signal.
 * A call whose worker died starts again only when its tool says a retry is safe; otherwise it
 * ends with a `TOOL_INTERRUPTED` failure, and `execute` never runs twice.
 *
 * @docCheckSetup
 * import type { AnyTool } from '@polytool/core'
 * declare const sendInvoice: AnyTool
 * declare const fetchReport: AnyTool
 * @example
 * const worker = createToolWorker({ tools: [sendInvoice, fetchReport], connection: process.env.QUEUE_URL!, concurrency: 8 })
 * process.on('SIGTERM', () => worker.close())
 */
export function createToolWorker(options: ToolWorkerOptions): ToolWorker {
  const tools = toolsByName(options.tools)
  const bound = bindConnection(options.connection)
  const queueName = options.queueName ?? DEFAULT_QUEUE_NAME
  const { observer } = options
  // The signals of the calls running here, by job id. The processor takes no BullMQ signal:
  // BullMQ would make one per job that only an `EventTarget` listener could wait on, while a
  // job signal of core is waited on through a plain set (see `createJobSignal`).
  const running = new Map<string, JobSignal>()
  const keepResultsSeconds = positive(
    'keepResultsSeconds',
    options.keepResultsSeconds ?? DEFAULT_KEEP_RESULTS_SECONDS,
  )
  const sweepIntervalMs = positive(
    'sweepIntervalMs',
    options.sweepIntervalMs ?? defaultSweepIntervalMs(keepResultsSeconds),
  )
  const locks = lockOptions(options)
  const processor = (job: Job) => runJob(tools, job, running, observer)
  // Finished jobs are kept (BullMQ's default) and swept now and then, not looked for by every
  // finishing job: see `startSweeper`.
  const worker = new bound.Worker(queueName, processor, {
    connection: bound.connection as never,
    concurrency: options.concurrency ?? 1,
    maxStalledCount: STALLED_RECOVERIES,
    ...locks,
  })
  worker.on('error', (error) => report(observer, 'Tool worker error', error))
  // BullMQ's own cancel methods reach the running calls as they would with its signals.
  const cancel = (toolCallId: string, reason: string | undefined) => {
    const jobSignal = running.get(toolCallId)
    jobSignal?.abort(reason)
    return jobSignal !== undefined
  }
  worker.cancelJob = cancel
  worker.cancelAllJobs = (reason) => {
    for (const toolCallId of [...running.keys()]) cancel(toolCallId, reason)
  }
  const cancels = receiveCancels(bound, queueName, {
    onCancel: cancel,
    report: (message, error) => report(observer, message, error),
  })
  const sweeper = startSweeper({
    openQueue: () => {
      const queue: Queue = new bound.Queue(queueName, { connection: bound.connection as never })
      queue.on('error', (error) => report(observer, 'Tool worker sweep queue error', error))
      return queue
    },
    keepMs: keepResultsSeconds * 1000,
    intervalMs: sweepIntervalMs,
    backend: bound.backend,
    report: (error) => report(observer, 'Removing old finished tool calls failed', error),
  })
  return {
    worker,
    ready: async () => {
      await Promise.all([worker.waitUntilReady(), cancels.ready()])
    },
    sweep: sweeper.sweep,
    close: async () => {
      await worker.close()
      await Promise.all([cancels.close(), sweeper.close()])
    },
  }
}

// BullMQ's lock and stalled-check options, checked before any connection opens.
function lockOptions(options: ToolWorkerOptions): {
  lockDuration?: number
  stalledInterval?: number
} {
  const { lockDurationMs, stalledIntervalMs } = options
  return {
    ...(lockDurationMs === undefined
      ? {}
      : { lockDuration: timerOption('createToolWorker', 'lockDurationMs', lockDurationMs) }),
    ...(stalledIntervalMs === undefined
      ? {}
      : {
          stalledInterval: timerOption('createToolWorker', 'stalledIntervalMs', stalledIntervalMs),
        }),
  }
}

function positive(name: string, value: number): number {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value
  throw new RangeError(
    `createToolWorker: ${name} must be a positive number, received ${String(value).slice(0, 40)}`,
  )
}

async function runJob(
  tools: ReadonlyMap<string, AnyTool>,
  job: Job,
  running: Map<string, JobSignal>,
  observer: ToolObserver | undefined,
): Promise<BackgroundResult> {
  const data = job.data as BackgroundJob
  const toolCallId = String(job.id)
  const tool = tools.get(data?.toolName)
  if (tool === undefined) {
    return {
      status: 'failed',
      toolCallId,
      error: {
        error: true,
        code: 'TOOL_NOT_FOUND',
        message: `This worker has no tool named ${String(data?.toolName).slice(0, 100)}`,
      },
    }
  }
  // `attemptsStarted` counts every start, including those of workers that died mid-call.
  const attempt = Math.max(1, job.attemptsStarted)
  if (attempt > 1 + retriesFor(tool)) {
    return { status: 'failed', toolCallId, error: interruptedFailure(tool.id) }
  }
  const { timeoutMs } = data
  const limited = typeof timeoutMs === 'number' && timeoutMs > 0
  // Not `{ ...data, toolCallId, attempt }`: V8 gives such a literal a hidden class per job.
  const backgroundJob: BackgroundJob = Object.assign({}, data, { toolCallId, attempt })
  const jobSignal = createJobSignal(tool.id, limited ? timeoutMs : undefined)
  running.set(toolCallId, jobSignal)
  try {
    // The job signal itself: its AbortSignal is made only if the tool reads one.
    return await runBackgroundJob(tool, backgroundJob, { signal: jobSignal, observer })
  } finally {
    jobSignal.dispose()
    // A stalled run of the same job may have started here again meanwhile: keep its signal.
    if (running.get(toolCallId) === jobSignal) running.delete(toolCallId)
  }
}

function toolsByName(tools: ToolWorkerOptions['tools']): Map<string, AnyTool> {
  const entries = Array.isArray(tools)
    ? tools.map((tool): [string, AnyTool] => [tool.id, tool])
    : Object.entries(tools)
  return new Map(entries)
}

function report(observer: ToolObserver | undefined, message: string, error: unknown): void {
  try {
    if (observer?.log) observer.log('error', message, { error })
    else console.error(message, error)
  } catch {
    // A broken logger must not stop the worker.
  }
}
