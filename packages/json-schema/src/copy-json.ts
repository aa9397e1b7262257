import type { Fail } from './errors'
import { child } from './pointer'

/** A deep copy of a JSON schema; throws `INVALID_SCHEMA` for cycles and values JSON cannot hold. */
export function copyJson(
  value: unknown,
  pointer: string,
  fail: Fail,
  ancestors: Set<unknown>,
): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      fail('INVALID_SCHEMA', pointer, `expected a JSON value, received ${String(value)}`)
    }
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
      fail('INVALID_SCHEMA', pointer, `expected a JSON value, received a ${typeof value}`)
    }
    return value
  }
  if (ancestors.has(value))
    fail('INVALID_SCHEMA', pointer, 'expected a JSON tree, found a circular reference')
  ancestors.add(value)
  let copy: unknown
  if (Array.isArray(value)) {
    copy = value.map((item, index) => copyJson(item, child(pointer, index), fail, ancestors))
  } else {
    const entries: [string, unknown][] = []
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined)
        entries.push([key, copyJson(item, child(pointer, key), fail, ancestors)])
    }
    copy = Object.fromEntries(entries)
  }
  ancestors.delete(value)
  return copy
}
