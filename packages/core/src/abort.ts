import type { ToolCallContext } from './context'
import { ToolAbortedError } from './errors'

/**
 * A call's abort as the pipeline waits on it, for an owner whose `AbortSignal` is made only
 * when someone reads it (the runtime's calls: a background call on the agent never needs one).
 */
export interface AbortWatch {
  /** Whether the signal has aborted. */
  readonly aborted: boolean
  /** The signal's abort reason, or `undefined` while it has not aborted. */
  readonly reason: unknown
  /** Calls `onAbort` once the call aborts (it must not be yet); answers how to stop waiting. */
  whenAborted(onAbort: () => void): () => void
}

/** An `AbortWatch` that can also make the `AbortSignal` itself, when someone reads it. */
export interface SignalSource extends AbortWatch {
  readonly signal: AbortSignal
}

/** Where a call context carries its `AbortWatch`, when it has one. */
export const ABORT_WATCH: unique symbol = Symbol('polytool.abortWatch')

/** Whether `value` is an `AbortWatch` (a job signal of `createJobSignal`) and not a signal. */
export function isSignalSource(value: unknown): value is SignalSource {
  return typeof (value as Partial<AbortWatch> | undefined)?.whenAborted === 'function'
}

// One getter and setter for every object given a lazy `abortSignal`: objects whose accessor
// pairs are the same share a hidden class, where a getter written in a literal would not.
const lazySignal: PropertyDescriptor = {
  get(this: { [ABORT_WATCH]: SignalSource }) {
    return this[ABORT_WATCH].signal
  },
  set(this: object, signal: AbortSignal) {
    Object.defineProperty(this, 'abortSignal', {
      value: signal,
      writable: true,
      enumerable: true,
      configurable: true,
    })
  },
  enumerable: true,
  configurable: true,
}

/**
 * Gives `target` an `abortSignal` that `source` makes when it is first read, and the source
 * itself under `ABORT_WATCH` for the pipeline. Spreading the object reads (and so makes) it.
 */
export function defineLazySignal<T extends object>(target: T, source: SignalSource): T {
  ;(target as { [ABORT_WATCH]?: SignalSource })[ABORT_WATCH] = source
  return Object.defineProperty(target, 'abortSignal', lazySignal)
}

/**
 * Gives `target` its `abortSignal`: made on first read when `signal` is a source that makes it
 * (a call's limit, a job signal), set as it is otherwise, left out when there is none.
 */
export function setAbortSignal<T extends { abortSignal?: AbortSignal }>(
  target: T,
  signal: AbortSignal | SignalSource | undefined,
): void {
  if (isSignalSource(signal)) defineLazySignal(target, signal)
  else if (signal !== undefined) target.abortSignal = signal
}

/** A call context that may carry an `AbortWatch` next to (or instead of reading) its signal. */
export type WatchedCallContext = ToolCallContext & { readonly [ABORT_WATCH]?: AbortWatch }

/** What the pipeline waits on for `call`: its watch when it has one, else its signal. */
export function abortOf(call: WatchedCallContext): AbortSignal | AbortWatch | undefined {
  return call[ABORT_WATCH] ?? call.abortSignal
}

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
  signal: AbortSignal | AbortWatch,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ToolAbortedError(toolId, signal.reason))
    // The work itself may have aborted the signal before returning its promise.
    if (signal.aborted) return onAbort()
    const stop = isSignalSource(signal)
      ? signal.whenAborted(onAbort)
      : whenAborted(signal as AbortSignal, onAbort)
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
