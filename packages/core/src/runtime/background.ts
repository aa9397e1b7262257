import type { ToolObserver } from '../observe'
import type { AnyTool } from '../tool'
import { runBackgroundJob } from './background-job'
import { createJobSignal, type JobSignal } from './job-signal'
import type { ToolCallFailure } from './outcome'

/**
 * One background call as plain JSON: what a worker in another process needs to run it. The
 * runtime builds it once the input is valid and approval (if any) was given.
 */
export interface BackgroundJob {
  readonly toolName: string
  /** The job's id too: submitting the same `toolCallId` twice runs the call once. */
  readonly toolCallId: string
  /** The input after `inputSchema` validation. */
  readonly input: unknown
  /** The request context values, each plain JSON. */
  readonly requestContext: Readonly<Record<string, unknown>>
  /** The tool's `background.timeoutMs`: the executor aborts `execute` once it is over. */
  readonly timeoutMs?: number
  /** 1 for the first run; an executor that retries the call counts up. */
  readonly attempt: number
  /** W3C trace context of the submitting span, so that a trace spans agent and worker. */
  readonly traceparent?: string
}

/** How a background call ended, as plain JSON: the output (already validated) or a failure. */
export type BackgroundResult =
  | { readonly status: 'completed'; readonly toolCallId: string; readonly output: unknown }
  | { readonly status: 'failed'; readonly toolCallId: string; readonly error: ToolCallFailure }

/** What the submitting runtime has at hand: used by executors that run in its process. */
export interface LocalSubmit {
  readonly tool: AnyTool
  readonly observer?: ToolObserver
}

/**
 * Decides where and when background calls run: in this process (the default), or on workers
 * in other processes. Results travel back through `result`, so the runtime that waits for
 * them may be another one than the runtime that submitted the job.
 */
export interface BackgroundExecutor {
  /** Queues the job; resolves once accepted. A second submit of the same `toolCallId` is a no-op. */
  submit(job: BackgroundJob, local: LocalSubmit): Promise<void> | void
  /** Resolves, once, with the result of the job of `toolCallId`, whoever submitted it. */
  result(toolCallId: string, toolName: string): Promise<BackgroundResult>
  /** Asks the job to stop, wherever it runs. */
  cancel(toolCallId: string, reason?: unknown): Promise<void> | void
}

/** The failure of a call whose run was lost (its process died) and that is not safe to retry. */
export function interruptedFailure(toolName: string): ToolCallFailure {
  return {
    error: true,
    code: 'TOOL_INTERRUPTED',
    message: `Tool ${toolName} was interrupted before it finished; it may or may not have taken effect, and it was not retried because it is not marked safe to retry.`,
  }
}

interface InProcessJob {
  readonly jobSignal: JobSignal
  readonly result: Promise<BackgroundResult>
}

/**
 * Runs background jobs at once in this process, each aborted with a `ToolTimeoutError` after
 * its `timeoutMs`. A result asked for a job this process never ran (restored from another
 * process's snapshot) is a `TOOL_INTERRUPTED` failure: in-process jobs die with their process.
 *
 * @docCheckSetup
 * declare const tools: AnyTool[]
 * @example
 * const runtime = createToolCallRuntime({ tools, executor: createInProcessExecutor() })
 */
export function createInProcessExecutor(): BackgroundExecutor {
  const jobs = new Map<string, InProcessJob>()
  return {
    submit(job, local) {
      if (jobs.has(job.toolCallId)) return
      const jobSignal = createJobSignal(job.toolName, job.timeoutMs)
      const result = runBackgroundJob(local.tool, job, {
        signal: jobSignal,
        observer: local.observer,
      }).finally(() => jobSignal.dispose())
      jobs.set(job.toolCallId, { jobSignal, result })
    },
    async result(toolCallId, toolName) {
      const job = jobs.get(toolCallId)
      if (job === undefined) {
        return { status: 'failed', toolCallId, error: interruptedFailure(toolName) }
      }
      try {
        return await job.result
      } finally {
        jobs.delete(toolCallId)
      }
    },
    cancel(toolCallId, reason) {
      jobs.get(toolCallId)?.jobSignal.abort(reason)
    },
  }
}
