import { type AbortWatch, shareAbortCallbacks } from '../abort'
import { ToolAbortedError } from '../errors'
import { ToolTimeoutError } from './errors'
import { type LongTimeout, setLongTimeout } from './long-timeout'

/** The call a limit belongs to, told first when the limit aborts. */
export interface AbortOwner {
  callAborted(): void
}

/**
 * The abort signal of one call: aborted by the runtime's signal, by `cancel`, or by the
 * call's time limit. The clock runs only while the call runs, not while it waits for people.
 * The `AbortSignal` itself is made when first read: Node makes each one with a hidden class of
 * its own, and a call that no hook, validator or `execute` asks for (a background call on the
 * agent) never needs one; the pipeline waits on the limit itself, as an `AbortWatch`.
 */
export class CallLimit implements AbortWatch {
  #signal: AbortSignal | undefined
  #controller: AbortController | undefined
  // Told first on abort, without a callback of its own: the call that owns this limit.
  readonly #owner: AbortOwner | undefined
  // What `within`, `bounded` and every `whenAborted` on the call do on abort: plain callbacks
  // rather than listeners on the signal, since each call waits on several of them and
  // `EventTarget` listeners cost far more. Only `abort` aborts the signal, and it calls them,
  // oldest first. The oldest waits in a field of its own while no other does and no signal
  // was made, since most calls wait on one at a time; the set is made for a second one.
  #firstOnAbort: (() => void) | undefined
  #onAbort: Set<() => void> | undefined
  // Read instead of `signal.aborted` and `signal.reason`: the signal may not exist yet.
  #aborted = false
  #reason: unknown
  readonly #toolName: string
  readonly #timeoutMs: number | undefined
  readonly #parent: AbortSignal | undefined
  // The listener on the runtime's signal: made only when the runtime has a signal.
  readonly #abortFromParent: (() => void) | undefined
  #timer: LongTimeout | undefined

  constructor(
    toolName: string,
    timeoutMs: number | undefined,
    parent: AbortSignal | undefined,
    owner?: AbortOwner,
  ) {
    this.#owner = owner
    this.#toolName = toolName
    this.#timeoutMs = timeoutMs
    this.#parent = parent
    const abortFromParent = parent && (() => this.abort(parent.reason))
    this.#abortFromParent = abortFromParent
    if (parent?.aborted) this.abort(parent.reason)
    else if (parent && abortFromParent) {
      parent.addEventListener('abort', abortFromParent, { once: true })
    }
  }

  /** The call's signal, made on first read (already aborted when the call is). */
  get signal(): AbortSignal {
    if (this.#signal !== undefined) return this.#signal
    const controller = new AbortController()
    // Read once: `AbortController.signal` makes the signal, and checks its receiver on each read.
    const signal = controller.signal
    if (this.#aborted) controller.abort(this.#reason)
    else shareAbortCallbacks(signal, this.#callbackSet())
    this.#controller = controller
    this.#signal = signal
    return signal
  }

  /** Why the call was aborted, as its signal's `reason` says it. */
  get reason(): unknown {
    return this.#reason
  }

  /** Whether the call was aborted (the signal's `aborted`, without its getter's checks). */
  get aborted(): boolean {
    return this.#aborted
  }

  /** Calls `onAbort` once, when the call is aborted (it must not be yet); answers how to stop. */
  whenAborted(onAbort: () => void): () => void {
    this.#addOnAbort(onAbort)
    return () => this.#removeOnAbort(onAbort)
  }

  #addOnAbort(onAbort: () => void): void {
    if (this.#firstOnAbort === onAbort) return
    if (
      this.#firstOnAbort === undefined &&
      this.#signal === undefined &&
      (this.#onAbort === undefined || this.#onAbort.size === 0)
    ) {
      this.#firstOnAbort = onAbort
    } else {
      this.#callbackSet().add(onAbort)
    }
  }

  #removeOnAbort(onAbort: () => void): void {
    if (this.#firstOnAbort === onAbort) this.#firstOnAbort = undefined
    else this.#onAbort?.delete(onAbort)
  }

  // Every callback in one set, oldest first: what a signal, once made, shares with its waiters.
  #callbackSet(): Set<() => void> {
    const first = this.#firstOnAbort
    if (first === undefined) {
      this.#onAbort ??= new Set()
      return this.#onAbort
    }
    this.#firstOnAbort = undefined
    this.#onAbort = new Set([first, ...(this.#onAbort ?? [])])
    return this.#onAbort
  }

  /** Starts a fresh time budget (at input start, and again on approval or resume). */
  start(): void {
    this.pause()
    const timeoutMs = this.#timeoutMs
    if (timeoutMs === undefined || this.#aborted) return
    // Not `setTimeout`: it fires a delay of 2^31 ms or more (and `Infinity`) after 1 ms.
    this.#timer = setLongTimeout(
      () => this.abort(new ToolTimeoutError(this.#toolName, timeoutMs)),
      timeoutMs,
    )
  }

  /** Stops the clock while the call waits for approval, a resume, or a background executor. */
  pause(): void {
    this.#timer?.clear()
    this.#timer = undefined
  }

  abort(reason: unknown): void {
    this.pause()
    if (this.#aborted) return
    this.#aborted = true
    // What `AbortController.abort()` gives a signal aborted without a reason.
    this.#reason =
      reason === undefined ? new DOMException('This operation was aborted', 'AbortError') : reason
    this.#controller?.abort(this.#reason)
    this.#owner?.callAborted()
    const first = this.#firstOnAbort
    this.#firstOnAbort = undefined
    first?.()
    const rest = this.#onAbort
    if (rest === undefined) return
    for (const onAbort of rest) onAbort()
    rest.clear()
  }

  /** Stops listening to the runtime's signal once the call is over. */
  dispose(): void {
    this.pause()
    if (this.#abortFromParent) this.#parent?.removeEventListener('abort', this.#abortFromParent)
  }

  /** The error the call ends with once its signal is aborted. */
  abortError(): Error {
    const reason = this.#reason
    if (reason instanceof ToolTimeoutError) return reason
    return new ToolAbortedError(this.#toolName, reason)
  }

  /** Waits for `work`, or rejects with `abortError()` as soon as the call is aborted. */
  within<T>(work: PromiseLike<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(this.abortError())
      if (this.#aborted) return onAbort()
      this.#addOnAbort(onAbort)
      work.then(
        (value) => {
          this.#removeOnAbort(onAbort)
          resolve(value)
        },
        (error: unknown) => {
          this.#removeOnAbort(onAbort)
          reject(error)
        },
      )
    })
  }

  /**
   * Waits for `work`, or gives `fallback()` once the call is aborted and one more turn of the
   * event loop has passed: a transform that answers at once still counts, a hanging one does not.
   */
  bounded<T>(work: PromiseLike<T>, fallback: () => T): Promise<T> {
    return new Promise<T>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      let settled = false
      const settle = (value: () => T) => {
        if (settled) return
        settled = true
        if (timer !== undefined) clearTimeout(timer)
        this.#removeOnAbort(onAbort)
        resolve(value())
      }
      const onAbort = () => {
        timer = setTimeout(() => settle(fallback), 0)
      }
      if (this.#aborted) onAbort()
      else this.#addOnAbort(onAbort)
      work.then(
        (value) => settle(() => value),
        () => settle(fallback),
      )
    })
  }
}
