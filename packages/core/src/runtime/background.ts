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
  /**
   * The job's id in any store, minted by the runtime (`job_` and 43 base64url characters):
   * derived from a random claim only the submitting runtime and its snapshots hold, never from
   * the model's `toolCallId`. Submitting the same `jobId` twice runs the call once.
   */
  readonly jobId: string
  /** The id of the tool the worker runs: it must find the same tool by this id. */
  readonly toolName: string
  /** The model's id for the call: a label for its messages (`context.agent.toolCallId`), never a key. */
  readonly toolCallId: string
  /**
   * The call's arguments as the model sent them (parsed JSON), which passed `inputSchema` on the
   * agent: whoever runs the job validates them again (`runBackgroundJob` does).
   */
  readonly input: unknown
  /** The request context values, each plain JSON. */
  readonly requestContext: Readonly<Record<string, unknown>>
  /** The tool's `background.timeoutMs`: the executor aborts `execute` once it is over. */
  readonly timeoutMs?: number
  /** 1 for the first run; an executor that retries the call counts up. */
  readonly attempt: number
  /** W3C trace context of the submitting span, so that a trace spans agent and worker. */
  readonly traceparent?: string
  /** The call passed its approval gate on the agent (`runtime.approve`); believed only when signed. */
  readonly approved?: true
  /** `hmac-sha256:…` over the canonical JSON of the rest, when the runtime has a `jobKey`. */
  readonly signature?: string
}

/** What names a call in `BackgroundExecutor.result`: labels for its result, not keys. */
export interface BackgroundCallLabel {
  /** The id of the tool the call runs. */
  readonly toolName: string
  /** The id of the tool call. */
  readonly toolCallId: string
}

/**
 * How a background call ended, as plain JSON: the output (already validated) or a failure.
 * `toolCallId` is the call's label, as `BackgroundExecutor.result` was given it.
 */
export type BackgroundResult =
  | {
      readonly status: 'completed'
      readonly toolCallId: string
      readonly output: unknown
      /** The worker's `hmac-sha256:…` over the result and its job id, when it has a `jobKey`. */
      readonly signature?: string
    }
  | {
      readonly status: 'failed'
      readonly toolCallId: string
      readonly error: ToolCallFailure
      /** The worker's `hmac-sha256:…` over the result and its job id, when it has a `jobKey`. */
      readonly signature?: string
    }

/** What the submitting runtime has at hand: used by executors that run in its process. */
export interface LocalSubmit {
  /** The tool to run in this process. */
  readonly tool: AnyTool
  /** Receives the spans and events of the run, as the runtime's observer does. */
  readonly observer?: ToolObserver
}

/**
 * Decides where and when background calls run: in this process (the default), or on workers
 * in other processes. Results travel back through `result`, so the runtime that waits for
 * them may be another one than the runtime that submitted the job.
 */
export interface BackgroundExecutor {
  /** Queues the job under `job.jobId`; resolves once accepted. A second submit of the same `jobId` is a no-op. */
  submit(job: BackgroundJob, local: LocalSubmit): Promise<void> | void
  /**
   * Resolves, once, with the result of the job `jobId`, whoever submitted it. The runtime
   * derives `jobId` from the call's claim; `call` only labels the result. The runtime checks a
   * completed output against the tool's `outputSchema` again, and with a `jobKey` it accepts
   * only results signed for `jobId` (`BackgroundJobSigner.signResult`), except from
   * `createInProcessExecutor`.
   */
  result(jobId: string, call: BackgroundCallLabel): Promise<BackgroundResult>
  /**
   * Asks the job `jobId` to stop, wherever it runs; a job that still waits in a queue must
   * never start.
   */
  cancel(jobId: string, reason?: unknown): Promise<void> | void
}

/**
 * The failure of a call whose run was lost (its process died) and that is not safe to retry.
 *
 * @param toolName - the name of the tool whose call was lost
 * @returns the `TOOL_INTERRUPTED` failure value
 */
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
 * @returns an executor for `createToolCallRuntime({ background })` that runs jobs in this process
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, createInProcessExecutor, createToolCallRuntime } from '@polytool/core'
 *
 * declare const tools: AnyTool[]
 *
 * const runtime = createToolCallRuntime({ tools, executor: createInProcessExecutor() })
 * ```
 */
export function createInProcessExecutor(): BackgroundExecutor {
  const jobs = new Map<string, InProcessJob>()
  const executor: BackgroundExecutor = {
    submit(job, local) {
      if (jobs.has(job.jobId)) return
      const jobSignal = createJobSignal(job.toolName, job.timeoutMs)
      // The job never left this process: the approval it records is the runtime's own.
      const result = runBackgroundJob(local.tool, job, {
        signal: jobSignal,
        observer: local.observer,
        approvalVerified: true,
      }).finally(() => jobSignal.dispose())
      jobs.set(job.jobId, { jobSignal, result })
    },
    async result(jobId, { toolCallId, toolName }) {
      const job = jobs.get(jobId)
      if (job === undefined) {
        return { status: 'failed', toolCallId, error: interruptedFailure(toolName) }
      }
      try {
        return await job.result
      } finally {
        jobs.delete(jobId)
      }
    },
    cancel(jobId, reason) {
      jobs.get(jobId)?.jobSignal.abort(reason)
    },
  }
  // Frozen: its results skip the checks a foreign executor's get, so its methods stay its own.
  Object.freeze(executor)
  inProcessExecutors.add(executor)
  return executor
}

const inProcessExecutors = new WeakSet<BackgroundExecutor>()

/**
 * Whether the executor is one of `createInProcessExecutor`: its results never left this
 * process, so they carry no signature to check.
 */
export function isInProcessExecutor(executor: BackgroundExecutor): boolean {
  return inProcessExecutors.has(executor)
}
