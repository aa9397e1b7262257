const ASYNC_TAGS: ReadonlySet<string> = new Set([
  '[object AsyncFunction]',
  '[object AsyncGeneratorFunction]',
])

/**
 * Whether a value is an `async` function (or an async generator function): one whose call
 * always returns a promise, or an async iterator. A plain function that returns a promise is
 * not one; it is found only when it runs.
 *
 * @param value - any value
 * @returns whether it is an async function
 *
 * @example
 * import { isAsyncFunction } from '@polytool/core'
 *
 * isAsyncFunction(async () => true) // true
 * isAsyncFunction(() => Promise.resolve(true)) // false
 */
export function isAsyncFunction(value: unknown): boolean {
  if (typeof value !== 'function') return false
  try {
    return ASYNC_TAGS.has(Object.prototype.toString.call(value))
  } catch {
    // A proxy whose `Symbol.toStringTag` getter throws.
    return false
  }
}
