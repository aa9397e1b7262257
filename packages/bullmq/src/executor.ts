import {
  type BackgroundCallLabel,
  type BackgroundExecutor,
  type BackgroundResult,
  interruptedFailure,
  type ToolObserver,
} from '@polytool/core'
import {
  type BackendFactory,
  createPostgresBackend,
  type Job,
  type PostgresConnectionOptions,
  type Queue,
  QueueEvents,
  QueueEventsProducer,
} from 'bullmq'
import { type CancelRoute, sendCancels } from './cancels'
import { bindConnection, type QueueConnection } from './connection'
import { periodOption } from './durations'
import { lazyJobClaims } from './job-claims'
import { storableOn } from './nul-json'
import { DEFAULT_KEEP_RESULTS_SECONDS, DEFAULT_QUEUE_NAME } from './policy'
import { reportError } from './report-error'
import { readResult } from './result'

/** How the agent side reaches the queue: a BullMQ `Queue` of yours, or a connection. */
export type BullMQExecutorOptions = ExecutorSettings &
  (
    | {
        /** A BullMQ queue on either backend; you close it. Workers use its name. */
        readonly queue: Queue
      }
    | {
        /** The queue's server: a `redis://` or `postgres://` URL, `{ redis }` or `{ postgres }`. */
        readonly connection: QueueConnection
        /** The queue name; workers must use the same. Default `polytool-tool-calls`. */
        readonly queueName?: string
      }
  )

/** What every executor may tune. */
export interface ExecutorSettings {
  /**
   * How often results that no event announced are looked up, in milliseconds: events missed
   * while the connection was down are found this way. Default 1000.
   */
  readonly pollIntervalMs?: number
  /**
   * How long finished calls (and their results) stay on the server, in seconds, for the calls
   * submitted here: BullMQ removes older finished jobs as each of them finishes. Default: the
   * workers' `keepResultsSeconds` (86400 unless set there), which their sweeps apply, so a job
   * carries no retention options of its own. A worker's sweep still removes calls older than
   * its own value.
   */
  readonly keepResultsSeconds?: number
  /** Receives connection errors. */
  readonly observer?: ToolObserver
}

/** A background executor on a BullMQ queue, with the queue itself and a way to close it. */
export interface BullMQExecutor extends BackgroundExecutor {
  /** The BullMQ queue the calls are submitted to. */
  readonly queue: Queue
  /** Waits until connected to the server. */
  ready(): Promise<void>
  /** Closes the connections; calls already submitted keep running on the workers. */
  close(): Promise<void>
}

// Results looked up per poll tick at most, and at once.
const POLL_BATCH = 100
const POLL_PARALLEL = 8
// How long no result may arrive, while calls wait, before they are looked up (at most).
const QUIET_MS = 50

/** A result as it reaches the executor: made for the labels the waiting runtime gives. */
type Delivery = (call: BackgroundCallLabel) => BackgroundResult

interface Waiter {
  readonly call: BackgroundCallLabel
  readonly resolve: (result: BackgroundResult) => void
}

/**
 * Submits background calls to a BullMQ queue (Redis or PostgreSQL) that `createToolWorker`
 * processes run, and receives their results: whichever runtime asks for a call's result gets
 * it, so a runtime restored from a snapshot on another instance does too. The job id is the
 * one the runtime minted (`job.jobId`), never the model's `toolCallId`: two conversations that
 * both have a `call_0` run two calls, and submitting the same job twice runs it once. Cancelling
 * a call whose job still waits removes the job, so that no worker ever starts it.
 *
 * @param options - the `connection`, `queueName`, the `jobKey` that signs jobs, and polling
 *   settings
 * @returns a background executor to pass to `createToolCallRuntime`; close it on shutdown
 *
 * @example
 * ```ts fragment
 * import { createBullMQExecutor } from '@polytool/bullmq'
 * import { createToolCallRuntime } from '@polytool/core'
 *
 * import type { AnyTool } from '@polytool/core'
 * declare const tools: AnyTool[]
 *
 * const executor = createBullMQExecutor({ connection: process.env.QUEUE_URL! })
 * const runtime = createToolCallRuntime({ tools, executor })
 * ```
 */
export function createBullMQExecutor(options: BullMQExecutorOptions): BullMQExecutor {
  // Before any connection opens. A longer period would poll every millisecond.
  const pollIntervalMs = periodOption(
    'createBullMQExecutor',
    'pollIntervalMs',
    options.pollIntervalMs ?? 1000,
  )
  const { queue, ownsQueue, events, cancelRoute } = open(options)
  // A cancel claims the job's id on the server first: no worker runs the id afterwards, even
  // one that never heard the cancel (restarted, or the job re-added with the same data).
  const claims = lazyJobClaims({
    backend: cancelRoute.backend,
    connection: cancelRoute.backend === 'postgres' ? cancelRoute.connection : queue.opts.connection,
    queueName: queue.name,
    keepMs: (options.keepResultsSeconds ?? DEFAULT_KEEP_RESULTS_SECONDS) * 1000,
    report: (error) => reportError(options.observer, 'Tool job claims connection error', error),
  })
  const cancels = sendCancels(cancelRoute, queue.name, (error) =>
    reportError(options.observer, 'Tool cancel connection error', error),
  )
  // Only a retention chosen here travels with each job; otherwise the worker's applies, and the
  // job's options are those of any BullMQ job: less to encode, send and decode per call.
  const jobOptions =
    options.keepResultsSeconds === undefined
      ? { attempts: 1 }
      : {
          attempts: 1,
          removeOnComplete: { age: options.keepResultsSeconds },
          removeOnFail: { age: options.keepResultsSeconds },
        }
  const storable = storableOn(cancelRoute.backend)
  const waiters = new Map<string, Waiter[]>()
  // Calls submitted here whose result nobody asked for yet, with the result if its event
  // already came: a fast worker's event can arrive before `queue.add` answers, and would
  // otherwise be dropped and found only by the next poll.
  const submittedHere = new Map<string, Delivery | undefined>()
  const report = (message: string) => (error: unknown) => {
    try {
      options.observer?.log?.('error', message, { error })
    } catch {
      // A broken logger must not break delivery.
    }
  }
  queue.on('error', report('Tool queue error'))
  events.on('error', report('Tool queue event stream error'))

  const deliver = (jobId: string, result: Delivery) => {
    const waiting = waiters.get(jobId)
    if (waiting === undefined) {
      if (submittedHere.has(jobId)) submittedHere.set(jobId, result)
      return
    }
    waiters.delete(jobId)
    if (waiters.size === 0) stopPolling()
    for (const waiter of waiting) waiter.resolve(result(waiter.call))
  }
  const deliverJob = (jobId: string, job: Job | undefined, state: string) => {
    if (job === undefined) {
      deliver(jobId, lost)
    } else if (state === 'completed') {
      deliver(jobId, (call) => readResult(call.toolCallId, job.returnvalue))
    } else if (state === 'failed') {
      deliver(jobId, lost)
    }
  }
  events.on('completed', ({ jobId, returnvalue }) => {
    heard()
    deliver(jobId, (call) => readResult(call.toolCallId, returnvalue))
  })
  events.on('failed', ({ jobId }) => {
    heard()
    deliver(jobId, lost)
  })

  // Events are fast but not kept while disconnected, and a backend may lose some (PostgreSQL's
  // here, now and then): a slow poll finds what they missed. So does a poll soon after the
  // results stop coming while calls still wait, which is when a lost one shows: its call would
  // otherwise wait for the next tick.
  let poller: ReturnType<typeof setInterval> | undefined
  let quietWatch: ReturnType<typeof setInterval> | undefined
  const quietMs = Math.min(QUIET_MS, pollIntervalMs)
  let lastHeardAt = 0
  let polledSinceHeard = false
  const heard = () => {
    lastHeardAt = performance.now()
    polledSinceHeard = false
  }
  const pollWhenQuiet = () => {
    if (polledSinceHeard || waiters.size === 0) return
    if (performance.now() - lastHeardAt < quietMs) return
    polledSinceHeard = true
    void poll()
  }
  let polling = false
  const poll = async () => {
    if (polling) return
    polling = true
    try {
      // A bounded batch per tick, oldest first: thousands of waiting calls cost no burst. A few
      // lookups at a time, so that a result whose event was lost is found within a few round
      // trips of the tick rather than after the whole batch.
      const batch = oldestWaiting(POLL_BATCH)
      for (let start = 0; start < batch.length; start += POLL_PARALLEL) {
        await Promise.all(batch.slice(start, start + POLL_PARALLEL).map(lookUpInTurn))
      }
    } catch (error) {
      report('Looking up tool call results failed')(error)
    } finally {
      polling = false
    }
  }
  const oldestWaiting = (count: number): string[] => {
    const ids: string[] = []
    for (const jobId of waiters.keys()) {
      if (ids.length === count) break
      ids.push(jobId)
    }
    return ids
  }
  const lookUpInTurn = async (jobId: string) => {
    await lookUp(jobId)
    // Looked up, still running: to the back of the line.
    const waiting = waiters.get(jobId)
    if (waiting !== undefined) {
      waiters.delete(jobId)
      waiters.set(jobId, waiting)
    }
  }
  // The state first: a job read before it completes would carry no return value yet.
  const lookUp = async (jobId: string) => {
    const state = await queue.getJobState(jobId)
    if (state === 'completed' || state === 'failed' || state === 'unknown') {
      deliverJob(jobId, await queue.getJob(jobId), state)
    }
  }
  const startPolling = () => {
    if (poller !== undefined) return
    poller = setInterval(poll, pollIntervalMs)
    poller.unref?.()
    quietWatch = setInterval(pollWhenQuiet, quietMs)
    quietWatch.unref?.()
  }
  const stopPolling = () => {
    clearInterval(poller)
    clearInterval(quietWatch)
    poller = undefined
    quietWatch = undefined
  }

  return {
    queue,
    async submit(job) {
      const { jobId } = job
      if (!submittedHere.has(jobId)) submittedHere.set(jobId, undefined)
      try {
        await queue.add(job.toolName, storable(job), { jobId, ...jobOptions })
      } catch (error) {
        submittedHere.delete(jobId)
        throw error
      }
    },
    result(jobId, call) {
      const early = submittedHere.get(jobId)
      if (early !== undefined) {
        submittedHere.delete(jobId)
        return Promise.resolve(early(call))
      }
      const result = new Promise<BackgroundResult>((resolve) => {
        const waiting = waiters.get(jobId) ?? []
        waiting.push({ call, resolve })
        waiters.set(jobId, waiting)
      })
      startPolling()
      // A call submitted elsewhere may be over already (a runtime restored after its end):
      // look it up once now. One submitted here is not: its event, or the poll, tells.
      if (!submittedHere.delete(jobId)) {
        lookUp(jobId).catch(report('Looking up a tool call result failed'))
      }
      return result
    },
    async cancel(jobId, reason) {
      // A runtime that cancels before it asks for the result never will.
      submittedHere.delete(jobId)
      // A job that still waits leaves the queue, atomically: no worker can start it any more,
      // whether or not one hears the cancel. One a worker holds is locked and stays: the cancel,
      // sent in any case (BullMQ's answer does not tell a missing job from a removed one),
      // aborts its run or, if it reaches the worker before the job does, makes it refuse it.
      try {
        await claims.claim(jobId, 'cancel')
        await queue.remove(jobId)
      } finally {
        await cancels.send(jobId, typeof reason === 'string' ? reason : 'cancelled')
      }
    },
    async ready() {
      await Promise.all([queue.waitUntilReady(), events.waitUntilReady()])
    },
    async close() {
      stopPolling()
      await Promise.all([
        ownsQueue && queue.close(),
        events.close(),
        cancels.close(),
        claims.close(),
      ])
    },
  }
}

// A job that failed in BullMQ itself (stalled past every recovery) or that is gone.
function lost({ toolCallId, toolName }: BackgroundCallLabel): BackgroundResult {
  return { status: 'failed', toolCallId, error: interruptedFailure(toolName) }
}

interface Opened {
  readonly queue: Queue
  readonly ownsQueue: boolean
  readonly events: QueueEvents
  readonly cancelRoute: CancelRoute
}

// The queue's events (and the cancels) go through the same backend as the queue.
function open(options: BullMQExecutorOptions): Opened {
  if ('queue' in options) {
    const { queue } = options
    // BullMQ keeps the factory protected; it is the only way to reach the same backend.
    const factory = (queue as unknown as { backendFactory: BackendFactory }).backendFactory
    const settings = { connection: queue.opts.connection }
    return {
      queue,
      ownsQueue: false,
      events: new QueueEvents(queue.name, settings, factory) as QueueEvents,
      cancelRoute:
        factory === createPostgresBackend
          ? { backend: 'postgres', connection: settings.connection as PostgresConnectionOptions }
          : {
              backend: 'redis',
              producer: (streamName) =>
                new QueueEventsProducer(streamName, settings, factory) as QueueEventsProducer,
            },
    }
  }
  const bound = bindConnection(options.connection)
  const queueName = options.queueName ?? DEFAULT_QUEUE_NAME
  const connection = bound.connection as never
  return {
    queue: new bound.Queue(queueName, { connection }),
    ownsQueue: true,
    events: new bound.QueueEvents(queueName, { connection }),
    cancelRoute:
      bound.backend === 'postgres'
        ? { backend: 'postgres', connection }
        : {
            backend: 'redis',
            producer: (streamName) => new bound.QueueEventsProducer(streamName, { connection }),
          },
  }
}
