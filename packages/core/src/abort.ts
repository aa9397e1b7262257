import { ToolAbortedError } from './errors'

// The callbacks waiting on each signal, behind one listener per signal: a call races several
// steps against the same signal, and `EventTarget` listeners cost far more than a set.
const waiting = new WeakMap<AbortSignal, Set<() => void>>()

/**
 * Makes `callbacks` the set `whenAborted` and `raceAbort` use for `signal`, for an owner that
 * aborts the signal itself and then calls (and clears) the set: waiting on that signal then
 * adds no `EventTarget` listener at all. The signal must not be aborted yet.
 */
export function shareAbortCallbacks(signal: AbortSignal, callbacks: Set<() => void>): void {
  waiting.set(signal, callbacks)
}

/**
 * Calls `onAbort` once `signal` aborts (the signal must not be aborted yet); answers a function
 * that stops waiting. All waits on a signal share one listener on it.
 */
export function whenAborted(signal: AbortSignal, onAbort: () => void): () => void {
  let callbacks = waiting.get(signal)
  if (callbacks === undefined) {
    const created = new Set<() => void>()
    callbacks = created
    waiting.set(signal, created)
    signal.addEventListener(
      'abort',
      () => {
        for (const callback of created) callback()
        created.clear()
      },
      { once: true },
    )
  }
  callbacks.add(onAbort)
  const registered = callbacks
  return () => registered.delete(onAbort)
}

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
    const stop = whenAborted(signal, onAbort)
    running.then(
      (value) => {
        stop()
        resolve(value)
      },
      (error: unknown) => {
        stop()
        reject(error)
      },
    )
  })
}
