import { setAbortSignal } from '../abort'
import type { ToolCallContext } from '../context'
import { isInstance, ToolAbortedError, ToolExecutionError } from '../errors'
import { reportProblem, type ToolObserver } from '../observe'
import { runToolPipeline } from '../pipeline'
import { RequestContext } from '../request-context'
import { excerpt } from '../secrets'
import type { AnyTool } from '../tool'
import { isTraceparent } from '../trace'
import { isValidationError } from '../validation-error'
import type { BackgroundJob, BackgroundResult } from './background'
import { ToolCallRuntimeError, ToolTimeoutError } from './errors'
import type { JobSignal } from './job-signal'
import { failureFromError, type ToolCallFailure } from './outcome'

/** Where and how a background job runs. */
export interface RunBackgroundJobOptions {
  /**
   * Aborts `execute` (timeout, cancel, shutdown). A job signal of `createJobSignal` may be
   * given itself: its `AbortSignal` is then made only if the tool reads `abortSignal`.
   */
  readonly signal: AbortSignal | JobSignal
  /** Receives the exception of a failed `execute`. */
  readonly observer?: ToolObserver | undefined
  /**
   * Whether the job's `approved` can be believed: its signature was checked with the
   * `jobKey`, or it never left this process. Otherwise (the default) a job whose tool needs
   * approval for its input fails with `BACKGROUND_APPROVAL_UNVERIFIED`, and one that records no
   * approval with `BACKGROUND_APPROVAL_MISSING`; `execute` does not run.
   */
  readonly approvalVerified?: boolean
}

/** Ends a job at its approval gate with a failure of its own code. */
class ApprovalRefused {
  readonly failure: ToolCallFailure
  constructor(code: string, message: string) {
    this.failure = { error: true, code, message }
  }
}

/**
 * Runs one background job through the tool's whole pipeline, as if the model had just called
 * it: input validation (with the tool's own schema and limits), request context validation,
 * approval (see `approvalVerified`), `execute` with the job's signal, output validation. The
 * job comes from a queue that others may write to: nothing the agent checked is taken on trust.
 * Never rejects: every ending is a `BackgroundResult`.
 *
 * @param tool - the tool the job names
 * @param job - the job as read from the queue: untrusted
 * @param options - the job's `signal`, the `observer`, and `approvalVerified`
 * @returns the result to send back: an output or a failure
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, type BackgroundJob, runBackgroundJob } from '@polytool/core'
 *
 * declare const tools: Map<string, AnyTool>
 * declare const job: BackgroundJob
 *
 * const tool = tools.get(job.toolName)
 * if (tool) {
 *   const result = await runBackgroundJob(tool, job, { signal: AbortSignal.timeout(60_000) })
 * }
 * ```
 */
export async function runBackgroundJob(
  tool: AnyTool,
  job: BackgroundJob,
  options: RunBackgroundJobOptions,
): Promise<BackgroundResult> {
  const { toolCallId } = job
  let suspended = false
  try {
    const { signal } = options
    // Written out rather than spread: optional keys spread into a literal cost an object each.
    const call: { -readonly [Key in keyof ToolCallContext]: ToolCallContext[Key] } = {
      requestContext: requestContextOf(job.requestContext),
      agent: { toolCallId, messages: [] },
    }
    if (options.observer !== undefined) call.observer = options.observer
    // The job comes from a queue anyone with access can write to: only a well-formed W3C
    // traceparent becomes the parent of the worker's span; anything else starts a new trace.
    const { traceparent } = job
    if (isTraceparent(traceparent)) call.traceContext = { traceparent }
    call.approve = () => {
      if (job.approved !== true) {
        throw new ApprovalRefused(
          'BACKGROUND_APPROVAL_MISSING',
          `Tool ${tool.id} requires approval for this input, and the job records none`,
        )
      }
      if (options.approvalVerified !== true) {
        throw new ApprovalRefused(
          'BACKGROUND_APPROVAL_UNVERIFIED',
          `Tool ${tool.id} requires approval for this input, and the job's approval cannot be checked: give the agents and workers a jobKey so that jobs are signed`,
        )
      }
      return true
    }
    setAbortSignal(call, signal)
    const output = await runToolPipeline(tool, job.input, call, {
      suspended: async () => {
        suspended = true
      },
    })
    if (suspended) {
      return {
        status: 'failed',
        toolCallId,
        error: {
          error: true,
          code: 'TOOL_SUSPEND_UNSUPPORTED',
          message: `Tool ${tool.id} cannot suspend while it runs in the background`,
        },
      }
    }
    if (isValidationError(output)) return { status: 'failed', toolCallId, error: output }
    return { status: 'completed', toolCallId, output }
  } catch (error) {
    if (error instanceof ApprovalRefused)
      return { status: 'failed', toolCallId, error: error.failure }
    if (!isInstance(error, ToolAbortedError) && !isInstance(error, ToolTimeoutError)) {
      reportProblem(
        options.observer,
        'error',
        `Tool call ${excerpt(toolCallId)} to ${tool.id} failed`,
        {
          toolId: tool.id,
          toolCallId,
          error: isInstance(error, ToolExecutionError) ? error.cause : error,
        },
      )
    }
    return { status: 'failed', toolCallId, error: failureFromError(tool.id, error) }
  }
}

// Most jobs carry no request context values: their context then makes no map until written.
function requestContextOf(values: Record<string, unknown>): RequestContext<any> {
  for (const key in values) {
    if (Object.hasOwn(values, key)) return new RequestContext(Object.entries(values))
  }
  if (typeof values === 'object' && values !== null) return new RequestContext()
  // Not an object (a stranger on the queue): read as before, so that it fails as it did.
  return new RequestContext(Object.entries(values))
}

/**
 * The request context values as plain JSON for a job. A value JSON cannot carry (a client, a
 * function, a `Date`, a cycle) is refused with `BACKGROUND_CONTEXT_NOT_JSON`, naming its key.
 *
 * @param toolName - the tool the job is for, named in the error
 * @param requestContext - the call's request context
 * @returns its values as plain JSON
 */
export function requestContextJson(
  toolName: string,
  requestContext: RequestContext<any>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  if (requestContext.size === 0) return values
  for (const [key, value] of requestContext.entries()) {
    const problem = notJson(value, new Set())
    if (problem !== undefined) {
      throw new ToolCallRuntimeError(
        'BACKGROUND_CONTEXT_NOT_JSON',
        `Cannot run ${toolName} in the background: request context key ${excerpt(key)} holds ${problem}, which a background job cannot carry; store plain JSON there, or rebuild the value on the worker`,
      )
    }
    values[key] = value
  }
  return values
}

// What about `value` is not plain JSON, or undefined when it all is.
function notJson(value: unknown, seen: Set<object>): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : String(value)
  if (typeof value !== 'object') return `a ${typeof value}`
  if (seen.has(value)) return 'a cycle'
  const prototype = Object.getPrototypeOf(value)
  const isArray = Array.isArray(value)
  if (!isArray && prototype !== Object.prototype && prototype !== null) {
    return `an instance of ${prototype?.constructor?.name ?? 'a class'}`
  }
  seen.add(value)
  for (const item of isArray ? value : Object.values(value)) {
    const problem = notJson(item, seen)
    if (problem !== undefined) return problem
  }
  seen.delete(value)
  return undefined
}
