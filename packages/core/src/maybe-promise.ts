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
