import { ToolTimeoutError } from './errors'

/** One background call, handed to an executor. */
export interface BackgroundTask {
  readonly taskId: string
  readonly toolCallId: string
  readonly toolName: string
  /** The tool's `background.timeoutMs`: the executor aborts the task once it is over. */
  readonly timeoutMs: number | undefined
  /**
   * Runs the call's `execute` and delivers its result through the runtime's chunk streams.
   * Resolves once the call is over; never rejects. Aborting `signal` cancels the call.
   */
  run(signal: AbortSignal): Promise<void>
}

/**
 * Decides where and when background calls run: in this process (the default), in a queue
 * with a concurrency limit, or kept alive by a platform's `waitUntil`.
 */
export interface BackgroundExecutor {
  /** Takes one background call to run; the task itself reports its outcome. */
  submit(task: BackgroundTask): void
}

/**
 * Runs background tasks at once in this process, each aborted with a `ToolTimeoutError`
 * after its `timeoutMs`.
 *
 * @example
 * const runtime = createToolCallRuntime({ tools, executor: createInProcessExecutor() })
 */
export function createInProcessExecutor(): BackgroundExecutor {
  return {
    submit(task) {
      const controller = new AbortController()
      const timeoutMs = task.timeoutMs
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(
              () => controller.abort(new ToolTimeoutError(task.toolName, timeoutMs)),
              timeoutMs,
            )
      const done = () => clearTimeout(timer)
      task.run(controller.signal).then(done, done)
    },
  }
}
