import type { Fail } from './errors'
import { escapeToken } from './pointer'

/**
 * A deep copy of a JSON schema; throws `INVALID_SCHEMA` for cycles and values JSON cannot hold.
 * `omitted` keys of the top object are checked like the others but left out of the copy.
 */
export function copyJson(
  value: unknown,
  pointer: string,
  fail: Fail,
  ancestors: Set<unknown>,
  omitted?: readonly string[],
): unknown {
  if (value === null || typeof value !== 'object') {
    const problem = primitiveProblem(value)
    if (problem !== undefined) fail('INVALID_SCHEMA', pointer, problem)
    return value
  }
  if (ancestors.has(value))
    fail('INVALID_SCHEMA', pointer, 'expected a JSON tree, found a circular reference')
  ancestors.add(value)
  let copy: unknown
  if (Array.isArray(value)) {
    const items = new Array<unknown>(value.length)
    for (let index = 0; index < value.length; index++) {
      items[index] = copyItem(value[index], pointer, index, fail, ancestors)
    }
    copy = items
  } else {
    const object: Record<string, unknown> = {}
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue
      const item = (value as Record<string, unknown>)[key]
      if (item === undefined) continue
      const copied = copyItem(item, pointer, key, fail, ancestors)
      if (omitted === undefined || !omitted.includes(key)) setKey(object, key, copied)
    }
    copy = object
  }
  ancestors.delete(value)
  return copy
}

// Builds the child's pointer only where it is needed: for a nested value, or for an error.
function copyItem(
  item: unknown,
  pointer: string,
  token: string | number,
  fail: Fail,
  ancestors: Set<unknown>,
): unknown {
  if (item !== null && typeof item === 'object') {
    return copyJson(item, `${pointer}/${escapeToken(token)}`, fail, ancestors)
  }
  const problem = primitiveProblem(item)
  if (problem !== undefined) fail('INVALID_SCHEMA', `${pointer}/${escapeToken(token)}`, problem)
  return item
}

function primitiveProblem(value: unknown): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return `expected a JSON value, received ${String(value)}`
  }
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    return `expected a JSON value, received a ${typeof value}`
  }
  return undefined
}

/** A deep copy of a JSON tree built here, shared with nothing; cheaper than `structuredClone`. */
export function cloneJson<T>(value: T): T {
  return copyTree(value, false)
}

/** A deep copy of a JSON tree built here, frozen all the way down, shared with nothing. */
export function frozenCopy<T>(value: T): T {
  return copyTree(value, true)
}

function copyTree<T>(value: T, freeze: boolean): T {
  if (typeof value !== 'object' || value === null) return value
  let copy: unknown[] | Record<string, unknown>
  if (Array.isArray(value)) {
    copy = new Array<unknown>(value.length)
    for (let index = 0; index < value.length; index++) {
      copy[index] = copyTree(value[index], freeze)
    }
  } else {
    copy = {}
    for (const key in value) {
      if (Object.hasOwn(value, key))
        setKey(copy, key, copyTree((value as Record<string, unknown>)[key], freeze))
    }
  }
  return (freeze ? Object.freeze(copy) : copy) as T
}

function setKey(object: Record<string, unknown>, key: string, value: unknown): void {
  // A plain assignment to `__proto__` would set the prototype instead of a key.
  if (key === '__proto__') {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  } else object[key] = value
}
