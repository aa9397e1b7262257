import type { Fail } from './errors'
import { child } from './pointer'

/**
 * A deep copy of a JSON schema; throws `INVALID_SCHEMA` for cycles and values JSON cannot hold.
 * `omitted` keys of the top object are checked like the others but left out of the copy.
 * `mayLoop: false` says a scan of this very input found no cycle, so no ancestor is tracked (a
 * getter that answers otherwise the second time ends as a `MAX_DEPTH` under `guardStack`).
 */
export function copyJson(
  value: unknown,
  fail: Fail,
  options: {
    readonly omitted?: readonly string[] | undefined
    readonly mayLoop?: boolean | undefined
  } = {},
): unknown {
  const copier: Copier = {
    fail,
    path: [],
    ancestors: options.mayLoop === false ? undefined : new Set(),
  }
  return copyValue(copier, value, options.omitted)
}

interface Copier {
  readonly fail: Fail
  /** The tokens from the root to the value being copied: a pointer is made only for an error. */
  readonly path: (string | number)[]
  readonly ancestors: Set<unknown> | undefined
}

function copyValue(copier: Copier, value: unknown, omitted?: readonly string[]): unknown {
  if (value === null || typeof value !== 'object') {
    const problem = primitiveProblem(value)
    if (problem !== undefined) copier.fail('INVALID_SCHEMA', child('', ...copier.path), problem)
    return value
  }
  const { ancestors, path } = copier
  if (ancestors?.has(value))
    copier.fail(
      'INVALID_SCHEMA',
      child('', ...path),
      'expected a JSON tree, found a circular reference',
    )
  ancestors?.add(value)
  let copy: unknown
  if (Array.isArray(value)) {
    const items = new Array<unknown>(value.length)
    for (let index = 0; index < value.length; index++) {
      path.push(index)
      items[index] = copyValue(copier, value[index])
      path.pop()
    }
    copy = items
  } else {
    const object: Record<string, unknown> = {}
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue
      const item = (value as Record<string, unknown>)[key]
      if (item === undefined) continue
      path.push(key)
      const copied = copyValue(copier, item)
      path.pop()
      if (omitted === undefined || !omitted.includes(key)) setKey(object, key, copied)
    }
    copy = object
  }
  ancestors?.delete(value)
  return copy
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

/**
 * Freezes a JSON tree copied here (by `copyJson`) where it stands, all the way down: its objects
 * were built key by key like a copy's, and its arrays have their exact length already.
 */
export function freezeCopied<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) freezeCopied(value[index])
  } else {
    for (const key in value) if (Object.hasOwn(value, key)) freezeCopied(value[key])
  }
  return Object.freeze(value)
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

/**
 * Sets a key on an object; a key named `__proto__` becomes an own key, not the prototype.
 *
 * @param object - The object to set the key on.
 * @param key - The key.
 * @param value - Its value.
 */
export function setKey(object: Record<string, unknown>, key: string, value: unknown): void {
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
