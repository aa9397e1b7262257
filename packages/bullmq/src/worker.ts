import {
  type AnyTool,
  type BackgroundJob,
  BackgroundJobSigner,
  type BackgroundResult,
  createJobSignal,
  interruptedFailure,
  type JobSignal,
  readBackgroundJob,
  runBackgroundJob,
  type SnapshotKey,
  ToolAbortedError,
  type ToolCallFailure,
  type ToolObserver,
} from '@polytool/core'
import type { Job, Queue, Worker } from 'bullmq'
import { CancelMemory } from './cancel-memory'
import { receiveCancels } from './cancels'
import { bindConnection, type QueueConnection } from './connection'
import { timerOption } from './durations'
import { type JobClaims, lazyJobClaims } from './job-claims'
import { storableOn, unwrapJson } from './nul-json'
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
  /**
   * The agents' `jobKey` (at least 32 bytes, or an HMAC SHA-256 `CryptoKey`). With it, the
   * worker runs only jobs signed with it (others fail with `BACKGROUND_JOB_SIGNATURE_INVALID`)
   * and believes the approval a signed job records. Without it, it runs any well-formed job, and
   * refuses those whose tool needs approval (`BACKGROUND_APPROVAL_UNVERIFIED`).
   */
  readonly jobKey?: SnapshotKey
  /**
   * Without a `jobKey`, believe the approval an unsigned job records: anyone who can write to
   * the queue can then run a tool that requires approval. Only for a queue that nobody but
   * your agents can reach. Default false.
   */
  readonly trustUnsignedApprovals?: boolean
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
 * Runs background tool calls from the queue, trusting nothing a job says: each job is checked
 * field by field (`BACKGROUND_JOB_INVALID`), its signature when the worker has a `jobKey`, and
 * then runs through the tool's whole pipeline (input, request context and output validation,
 * approval) with `timeoutMs` and `cancel()` reaching `execute` through its signal. A job whose
 * cancel arrived before it (a cancel races the worker that takes the job) never runs.
 * A call whose worker died starts again only when its tool says a retry is safe; otherwise it
 * ends with a `TOOL_INTERRUPTED` failure, and `execute` never runs twice.
 *
 * @param options - the `tools` it runs, the `connection`, `queueName`, `jobKey`, `concurrency` and
 *   lock settings
 * @returns a running worker; `close()` stops it after the jobs in hand
 *
 * @example
 * ```ts fragment
 * import { createToolWorker } from '@polytool/bullmq'
 *
 * import type { AnyTool } from '@polytool/core'
 * declare const sendInvoice: AnyTool
 * declare const fetchReport: AnyTool
 *
 * const worker = createToolWorker({
 *   tools: [sendInvoice, fetchReport],
 *   connection: process.env.QUEUE_URL!,
 *   concurrency: 8,
 *   jobKey: process.env.JOB_KEY!, // the agents' jobKey: only jobs they signed run
 * })
 * process.on('SIGTERM', () => worker.close())
 * ```
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
  const cancelled = new CancelMemory()
  const claims = lazyJobClaims({
    backend: bound.backend,
    connection: bound.connection,
    queueName,
    keepMs: keepResultsSeconds * 1000,
    report: (error) => report(observer, 'Tool worker claims connection error', error),
  })
  const setup: JobSetup = {
    tools,
    running,
    cancelled,
    claims,
    observer,
    signer: options.jobKey === undefined ? undefined : new BackgroundJobSigner(options.jobKey),
    trustUnsignedApprovals: options.trustUnsignedApprovals === true,
    storable: storableOn(bound.backend),
  }
  const processor = (job: Job) => runJob(setup, job)
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
  // A cancel is remembered too: the job it names may reach this worker only now.
  const cancel = (jobId: string, reason: string | undefined) => {
    cancelled.remember(jobId, reason ?? 'cancelled')
    const jobSignal = running.get(jobId)
    jobSignal?.abort(reason)
    return jobSignal !== undefined
  }
  worker.cancelJob = cancel
  worker.cancelAllJobs = (reason) => {
    for (const jobId of [...running.keys()]) cancel(jobId, reason)
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
  // The claims of finished calls go with them (PostgreSQL; Redis expires its own).
  const sweepClaims = () =>
    claims.sweep().catch((error) => report(observer, 'Removing old job claims failed', error))
  const claimSweeper =
    bound.backend === 'postgres' ? setInterval(sweepClaims, sweepIntervalMs) : undefined
  claimSweeper?.unref?.()
  return {
    worker,
    ready: async () => {
      await Promise.all([worker.waitUntilReady(), cancels.ready(), claims.ready()])
    },
    sweep: async () => {
      await sweepClaims()
      return sweeper.sweep()
    },
    close: async () => {
      clearInterval(claimSweeper)
      await worker.close()
      await Promise.all([cancels.close(), sweeper.close(), claims.close()])
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

/** What every job of one worker shares. */
interface JobSetup {
  readonly tools: ReadonlyMap<string, AnyTool>
  /** The signals of the calls running here, by job id. */
  readonly running: Map<string, JobSignal>
  readonly cancelled: CancelMemory
  /** The server's record of the job ids already run or cancelled. */
  readonly claims: JobClaims
  readonly observer: ToolObserver | undefined
  readonly signer: BackgroundJobSigner | undefined
  readonly trustUnsignedApprovals: boolean
  /** Makes a result storable on the queue's backend. */
  readonly storable: <T>(value: T) => T
}

// With a `jobKey`, every result is signed for its job: the runtime believes no other.
async function runJob(setup: JobSetup, job: Job): Promise<BackgroundResult> {
  const result = await runCheckedJob(setup, job)
  const signed =
    setup.signer === undefined ? result : await setup.signer.signResult(String(job.id), result)
  return setup.storable(signed)
}

async function runCheckedJob(setup: JobSetup, job: Job): Promise<BackgroundResult> {
  const jobId = String(job.id)
  const read = readBackgroundJob(unwrapJson(job.data), jobId)
  // A failure is labelled with the job's id: its `toolCallId`, if any, is not to be trusted.
  const failed = (error: ToolCallFailure): BackgroundResult => ({
    status: 'failed',
    toolCallId: jobId,
    error,
  })
  if ('error' in read) return failed(read)
  const tool = setup.tools.get(read.toolName)
  if (tool === undefined) {
    return failed({
      error: true,
      code: 'TOOL_NOT_FOUND',
      message: `This worker has no tool named ${read.toolName.slice(0, 100)}`,
    })
  }
  // `attemptsStarted` counts every start, including those of workers that died mid-call.
  const attempt = Math.max(1, job.attemptsStarted)
  if (attempt > 1 + retriesFor(tool)) return failed(interruptedFailure(tool.id))
  // Registered before anything is awaited: a cancel that comes meanwhile aborts the run.
  const { running, cancelled } = setup
  const jobSignal = createJobSignal(tool.id, timeoutOf(tool, read.timeoutMs))
  running.set(jobId, jobSignal)
  try {
    const forged = setup.signer === undefined ? undefined : await setup.signer.check(read)
    if (forged !== undefined) return failed(forged)
    const reason = cancelled.reasonFor(jobId)
    if (reason !== undefined) {
      return failed({
        error: true,
        code: 'TOOL_ABORTED',
        message: new ToolAbortedError(tool.id, reason).message,
      })
    }
    // Each minted id runs once, on any worker: a job re-added under an id that already ran,
    // or was cancelled, is refused. A BullMQ retry of the same job after its worker died
    // (attempt 2 and on) finds its own claim; the retry rules above decided it.
    const claimedBefore = await setup.claims.claim(jobId, 'run')
    if (claimedBefore === 'cancel') {
      return failed({
        error: true,
        code: 'TOOL_ABORTED',
        message: new ToolAbortedError(tool.id, 'cancelled').message,
      })
    }
    if (claimedBefore === 'run' && attempt === 1) {
      return failed({
        error: true,
        code: 'BACKGROUND_JOB_REPLAYED',
        message: `The background job for ${tool.id} was run before under this id: a job id runs once, and this one was added again`,
      })
    }
    // Not `{ ...read, attempt }`: V8 gives such a literal a hidden class per job.
    const backgroundJob: BackgroundJob = Object.assign({}, read, { attempt })
    // The job signal itself: its AbortSignal is made only if the tool reads one.
    return await runBackgroundJob(tool, backgroundJob, {
      signal: jobSignal,
      observer: setup.observer,
      approvalVerified: setup.signer !== undefined || setup.trustUnsignedApprovals,
    })
  } finally {
    jobSignal.dispose()
    // A stalled run of the same job may have started here again meanwhile: keep its signal.
    if (running.get(jobId) === jobSignal) running.delete(jobId)
  }
}

// The tool's own limit holds: a job may only ask for a shorter one, never a longer one.
function timeoutOf(tool: AnyTool, jobTimeoutMs: number | undefined): number | undefined {
  const toolTimeoutMs = tool.background?.timeoutMs
  if (typeof toolTimeoutMs !== 'number' || !(toolTimeoutMs > 0)) return jobTimeoutMs
  return jobTimeoutMs === undefined ? toolTimeoutMs : Math.min(toolTimeoutMs, jobTimeoutMs)
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
