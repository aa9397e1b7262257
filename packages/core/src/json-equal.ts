/** Pairs of values `jsonEqual` compares at most; past it, the values count as different. */
export const MAX_JSON_EQUAL_PAIRS = 1_000_000

/**
 * Whether two JSON values are equal, as JSON Schema compares them: arrays item by item, objects
 * by their own enumerable keys in any order, numbers by value (`0` equals `-0`), anything else
 * by identity. Without recursion,
 * whatever the depth; a pair of objects met again (a shared part, a cycle) is not compared
 * twice, so the work is linear in the pairs of objects compared. Past `MAX_JSON_EQUAL_PAIRS`
 * pairs the answer is `false`: a caller that checks two schemas are the same then treats them
 * as different, the safe side.
 *
 * @param left - One value, untrusted.
 * @param right - The other value, untrusted.
 * @returns Whether they are equal.
 *
 * @example
 * import { jsonEqual } from '@polytool/core'
 *
 * jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }) // true
 * jsonEqual({ a: 1 }, { a: 1, b: undefined }) // false
 */
export function jsonEqual(left: unknown, right: unknown): boolean {
  const pending: unknown[] = [left, right]
  const compared = new Map<object, Set<object>>()
  let pairs = 0
  while (pending.length > 0) {
    const b = pending.pop()
    const a = pending.pop()
    // `NaN` is no JSON value, but a schema built in code may hold it: it equals itself here.
    if (a === b || (Number.isNaN(a) && Number.isNaN(b))) continue
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
    if (Array.isArray(a) !== Array.isArray(b)) return false
    const partners = compared.get(a) ?? new Set<object>()
    if (partners.has(b)) continue
    if (++pairs > MAX_JSON_EQUAL_PAIRS) return false
    compared.set(a, partners.add(b))
    const keys = Object.keys(a)
    if (keys.length !== Object.keys(b).length) return false
    for (const key of keys) {
      if (!Object.hasOwn(b, key)) return false
      pending.push((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])
    }
  }
  return true
}
