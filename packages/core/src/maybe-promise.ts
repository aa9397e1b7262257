/** A value now, or later. */
export type MaybePromise<T> = T | Promise<T>

/** Whether a value is a thenable. */
export function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function'
}

/** Applies `next` now when the value is ready, or once it resolves: no await on the sync path. */
export function whenReady<T, R>(
  value: MaybePromise<T>,
  next: (value: T) => MaybePromise<R>,
): MaybePromise<R> {
  return isPromiseLike(value) ? value.then(next) : next(value)
}
