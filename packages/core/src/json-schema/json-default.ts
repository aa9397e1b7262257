import { isPlainObject, MAX_DEPTH } from './freeze-fresh'

/**
 * The most values a default written into a JSON Schema may hold, each counted at every place it
 * sits: past it, `judgeDefault` answers `'too-large'`.
 */
export const MAX_DEFAULT_VALUES = 100_000

/**
 * The deepest a default written into a JSON Schema may nest (objects and arrays on one path):
 * 1,000 levels, the deepest JSON Schema core takes from a converter. `JSON.stringify` overflows
 * the stack some thousands of levels down.
 */
export const MAX_DEFAULT_DEPTH = MAX_DEPTH

/**
 * Whether a default can be written into a JSON Schema: `'json'`, `'not-json'` (a `Date`, a class
 * instance, a function, `NaN`, a bigint, `undefined`…) or `'too-large'`.
 */
export type DefaultVerdict = 'json' | 'not-json' | 'too-large'

/**
 * Whether a schema's default can be written into its JSON Schema: plain JSON (objects whose
 * prototype is `Object.prototype` or `null`, arrays, strings, finite numbers, booleans, `null`)
 * of at most `MAX_DEFAULT_VALUES` values, each counted at every place it sits, nested at most
 * `MAX_DEFAULT_DEPTH` levels. A default that shares one object at every level of itself would
 * be exponential to write out (and to `JSON.stringify`), a cycle endless, a deep chain would
 * overflow the stack of whatever serialises it: each is `'too-large'`. Without recursion, and
 * linear in the values counted, so the answer comes at once whatever the value.
 *
 * @param value - The default, untrusted. Only its own enumerable values are read.
 * @returns `'json'` when the value can be written as it is; otherwise why not.
 *
 * @example
 * import { judgeDefault } from '@polytool/core'
 *
 * judgeDefault({ tags: ['a'], limit: 10 }) // 'json'
 * judgeDefault(new Date(0)) // 'not-json'
 * let shared = {}
 * for (let level = 0; level < 60; level++) shared = { a: shared, b: shared }
 * judgeDefault(shared) // 'too-large': 2^60 places
 */
export function judgeDefault(value: unknown): DefaultVerdict {
  const pending: unknown[] = [value]
  const depths: number[] = [0]
  let counted = 1
  while (pending.length > 0) {
    const next = pending.pop()
    const depth = depths.pop() as number
    if (next === null || typeof next === 'string' || typeof next === 'boolean') continue
    if (typeof next === 'number') {
      if (Number.isFinite(next)) continue
      return 'not-json'
    }
    if (typeof next !== 'object') return 'not-json'
    const isList = Array.isArray(next)
    if (!isList && !isPlainObject(next)) return 'not-json'
    if (depth >= MAX_DEFAULT_DEPTH) return 'too-large'
    const items: readonly unknown[] = isList ? next : Object.values(next)
    counted += items.length
    if (counted > MAX_DEFAULT_VALUES) return 'too-large'
    for (const item of items) {
      pending.push(item)
      depths.push(depth + 1)
    }
  }
  return 'json'
}
