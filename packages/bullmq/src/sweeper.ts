import type { Queue } from 'bullmq'
import { LONGEST_TIMER_MS } from './durations'
import { trimEvents } from './event-trim'

/** Finished calls removed per state and per request at most: one sweep makes as many as it needs. */
export const SWEEP_BATCH = 1000

/** The sweep interval a worker uses unless told: a quarter of the retention, 250 ms to 60 s. */
export function defaultSweepIntervalMs(keepResultsSeconds: number): number {
  return Math.min(60_000, Math.max(250, (keepResultsSeconds * 1000) / 4))
}

/** A running sweeper. */
export interface Sweeper {
  /** Sweeps once now, as the timer does: resolves with how many finished calls it removed. */
  sweep(): Promise<number>
  /** Stops the timer, waits for a sweep under way, and closes the queue it opened. */
  close(): Promise<void>
}

/** How a sweeper is set up. */
export interface SweeperOptions {
  /** Opens the queue to sweep, on the first sweep. */
  readonly openQueue: () => Queue
  /** Finished calls older than this, in milliseconds, are removed. */
  readonly keepMs: number
  /** Time between the end of one sweep and the start of the next, in milliseconds. */
  readonly intervalMs: number
  /** Receives a sweep's failure; the next sweep tries again. */
  readonly report: (error: unknown) => void
  /** Jobs removed per request; {@link SWEEP_BATCH} unless set. */
  readonly batch?: number
  /** The queue's backend, whose events are trimmed as well; none are unless set. */
  readonly backend?: 'redis' | 'postgres'
}

/**
 * Removes a queue's completed and failed jobs older than `keepMs`, and its events (which carry
 * results) older than that, every `intervalMs`. Retention
 * set on the jobs themselves (BullMQ's `removeOnComplete: { age }`) makes every finishing job
 * look for old ones, a query per call; one sweep now and then does the same work for all of
 * them. A finished call thus stays for at least `keepMs` and at most `keepMs + intervalMs`
 * plus a sweep's own time.
 */
export function startSweeper(options: SweeperOptions): Sweeper {
  const { keepMs, report } = options
  const intervalMs = Math.min(options.intervalMs, LONGEST_TIMER_MS)
  const batch = options.batch ?? SWEEP_BATCH
  let queue: Queue | undefined
  let running: Promise<number> | undefined
  let closed = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const removeOlder = async (state: 'completed' | 'failed'): Promise<number> => {
    queue ??= options.openQueue()
    let removed = 0
    // A full batch may leave more behind: linear in the backlog, one bounded request at a time.
    for (;;) {
      const ids = await queue.clean(keepMs, batch, state)
      removed += ids.length
      if (ids.length < batch || closed) return removed
    }
  }
  const sweep = (): Promise<number> => {
    running ??= (async () => {
      try {
        const removed = (await removeOlder('completed')) + (await removeOlder('failed'))
        // The jobs first: an event older than the jobs swept is no use to anyone.
        if (options.backend !== undefined && queue !== undefined) {
          await trimEvents(queue, options.backend, keepMs)
        }
        return removed
      } catch (error) {
        report(error)
        return 0
      } finally {
        running = undefined
      }
    })()
    return running
  }
  const schedule = () => {
    if (closed) return
    timer = setTimeout(() => void sweep().then(schedule), intervalMs)
    // A sweeper alone never keeps the process alive.
    timer.unref?.()
  }
  schedule()

  return {
    sweep,
    async close() {
      closed = true
      clearTimeout(timer)
      await running
      await queue?.close()
    },
  }
}
