import type { AbortWatch } from '../abort'
import { CallLimit } from './call-limit'
import { checkDurationMs } from './long-timeout'

/** The abort signal of one background job, with the ways to abort it. */
export interface JobSignal extends AbortWatch {
  /** Aborted by `abort`, or with a `ToolTimeoutError` once `timeoutMs` is over; made on first read. */
  readonly signal: AbortSignal
  /** Aborts the job (a cancel): `execute` sees `reason` on its signal. */
  abort(reason?: unknown): void
  /** Stops the clock once the job is over. */
  dispose(): void
}

/**
 * The signal an executor runs one background job with: aborted by `abort` (a cancel) or, when
 * `timeoutMs` is given, with a `ToolTimeoutError` once it is over, however long it is
 * (`Infinity` never is). The pipeline waits on it through a plain set of callbacks instead of
 * `EventTarget` listeners, which a busy worker would otherwise add for every job.
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, type BackgroundJob, createJobSignal, runBackgroundJob } from '@polytool/core'
 *
 * declare const tool: AnyTool
 * declare const job: BackgroundJob
 *
 * const jobSignal = createJobSignal(job.toolName, job.timeoutMs)
 * try {
 *   const result = await runBackgroundJob(tool, job, { signal: jobSignal })
 * } finally {
 *   jobSignal.dispose()
 * }
 * ```
 * @param toolName - The tool's name, for the `ToolTimeoutError`.
 * @param timeoutMs - The job's time limit in milliseconds, or `undefined` for none.
 * @returns The job's signal, its clock already running.
 * @throws RangeError when `timeoutMs` is not a positive number (NaN, 0, negative).
 */
export function createJobSignal(toolName: string, timeoutMs: number | undefined): JobSignal {
  if (timeoutMs !== undefined) checkDurationMs('createJobSignal', 'timeoutMs', timeoutMs)
  // A call's own limit is exactly this: a signal, a clock, and callbacks instead of listeners.
  const limit = new CallLimit(toolName, timeoutMs, undefined)
  limit.start()
  return limit
}
