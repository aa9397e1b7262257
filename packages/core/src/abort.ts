import { ToolAbortedError } from './errors'

/**
 * Waits for `running`, or rejects with `ToolAbortedError` as soon as `signal` aborts, even if
 * the work itself never settles (a validator, a hook or an `execute` that ignores the signal).
 */
export function raceAbort<T>(
  toolId: string,
  running: PromiseLike<T>,
  signal: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ToolAbortedError(toolId, signal.reason))
    // The work itself may have aborted the signal before returning its promise.
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    running.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
