/** A value now, or later. */
export type MaybePromise<T> = T | Promise<T>

/** Whether a value is a thenable. */
export function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function'
}

/**
 * Whether a value polytool made itself is a promise. Such a value is a native promise or not a
 * promise at all, so no `then` is read: on the call path that read would see every shape of
 * value and slow every call.
 */
export function isOwnPromise(value: unknown): value is Promise<unknown> {
  return value instanceof Promise
}

/** Applies `next` now when the value is ready, or once it resolves: no await on the sync path. */
export function whenReady<T, R>(
  value: MaybePromise<T>,
  next: (value: T) => MaybePromise<R>,
): MaybePromise<R> {
  return isPromiseLike(value) ? value.then(next) : next(value)
}

/** A rejection handler that does nothing: the promise it is given can no longer reject unhandled. */
export function ignore(): void {}

/**
 * Gives a native promise a rejection handler that does nothing: a promise that is refused or
 * dropped must not end the process as an unhandled rejection. The handler changes nothing for
 * a promise someone else awaits, and the promise's own `then` is not called, so a subclass runs
 * none of its code.
 *
 * @param promise - A native promise.
 * @example
 * ```ts
 * import { ignoreRejection, promisesMadeBy } from '@polytool/core'
 *
 * declare function check(value: unknown): boolean
 *
 * const { made } = promisesMadeBy(() => check('x'))
 * for (const promise of made ?? []) ignoreRejection(promise)
 * ```
 */
export function ignoreRejection(promise: Promise<unknown>): void {
  Promise.prototype.then.call(promise, undefined, ignore)
}
