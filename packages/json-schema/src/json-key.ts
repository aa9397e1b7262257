import { isObject } from './json-schema'

/**
 * One string per JSON value, equal exactly when `jsonEqual` holds (key order ignored), so sets
 * of values are deduplicated and intersected with a `Set` instead of pairwise comparisons.
 */
export function jsonKey(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(jsonKey).join(',')}]`
  if (isObject(value)) {
    const keys = Object.keys(value).sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${jsonKey(value[key])}`).join(',')}}`
  }
  return String(value)
}

/** The values once each, first occurrence kept, in linear time. */
export function uniqueValues(values: readonly unknown[]): unknown[] {
  const seen = new Set<string>()
  const unique: unknown[] = []
  for (const value of values) {
    const key = jsonKey(value)
    if (seen.has(key)) continue
    seen.add(key)
    unique.push(value)
  }
  return unique
}
