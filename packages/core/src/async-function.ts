import { ignore, isPromiseLike } from './maybe-promise'

const ASYNC_TAGS: ReadonlySet<string> = new Set([
  '[object AsyncFunction]',
  '[object AsyncGeneratorFunction]',
])

// The prototypes of this realm's async functions and async generator functions.
const ASYNC_PROTOTYPES: ReadonlySet<unknown> = new Set([
  Object.getPrototypeOf(async () => {}),
  Object.getPrototypeOf(async function* () {}),
])

/**
 * Whether a value is an `async` function (or an async generator function): one whose call
 * always returns a promise, or an async iterator. A plain function that returns a promise is
 * not one; it is found only when it runs. Told by the function's prototype (so an own
 * `Symbol.toStringTag` that says `Function` does not hide it) or, for a function of another
 * realm, by its tag. A `Proxy` that lies about both is not found.
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
    return (
      ASYNC_PROTOTYPES.has(Object.getPrototypeOf(value)) ||
      ASYNC_TAGS.has(Object.prototype.toString.call(value))
    )
  } catch {
    // A proxy whose `getPrototypeOf` trap or `Symbol.toStringTag` getter throws.
    return false
  }
}

/**
 * Reads a value the user's code makes (a default, a fallback) the way the library would, and
 * tells whether it is a promise or thenable. One that is gets a rejection handler, so reading
 * it never leaves a rejection unhandled. A read that throws counts as no promise: the library
 * reports that error itself when it runs. For an adapter's `findAsyncInSync`, which finds a
 * plain function that returns a promise this way, where the library would take that promise
 * as the value.
 *
 * @param read - reads the value, e.g. `() => schema.def.defaultValue`
 * @returns whether the value read is a promise or thenable
 *
 * @example
 * import { readsPromise } from '@polytool/core'
 *
 * readsPromise(() => Promise.reject(new Error('no'))) // true, and the rejection is handled
 * readsPromise(() => 'x') // false
 */
export function readsPromise(read: () => unknown): boolean {
  let value: unknown
  try {
    value = read()
    if (!isPromiseLike(value)) return false
  } catch {
    return false
  }
  try {
    Promise.resolve(value).then(undefined, ignore)
  } catch {
    // A thenable whose `then` getter throws on the second read: nothing is left pending.
  }
  return true
}
