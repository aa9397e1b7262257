/** Deep equality for validated values: JSON data, plus `Date` and `bigint`. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (a instanceof Date && b instanceof Date) return Object.is(a.getTime(), b.getTime())
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/** A copy a validator cannot change under the other validator's feet. */
export function copyOf<T>(value: T): T {
  return structuredClone(value)
}

/** Text for a value in a failure message. */
export function show(value: unknown): string {
  if (value instanceof Date) return `Date(${value.toISOString()})`
  if (typeof value === 'bigint') return `${value}n`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
