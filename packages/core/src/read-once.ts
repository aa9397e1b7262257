/**
 * A copy of a tool input whose plain objects and arrays are read once, key by key, for a
 * library that returns the caller's own object when nothing in the schema changes it (ArkType,
 * TypeBox, Yup in strict mode): a getter or a Proxy on the input could answer one value to the
 * validator and another to `execute`; validating the copy, and handing it on, closes that gap. Other objects
 * (a `Date`, a class instance) are kept as they are, for the types that check them. Linear in
 * the value and never deeper than 16 calls; a cycle in the input is a cycle in the copy. An
 * object the input holds at several places is copied at each of them in a small input (up to
 * 256 objects, 16 levels), and once otherwise.
 *
 * @param value - The input, untrusted.
 * @returns Its copy, or the value itself when it holds no object.
 * @example
 * import { readOnce } from '@polytool/core'
 *
 * let reads = 0
 * const input = { get city() { return reads++ === 0 ? 'Paris' : 'rm -rf /' } }
 * const copy = readOnce(input) as { city: string }
 * copy.city // 'Paris', however often it is read
 */
export function readOnce(value: unknown): unknown {
  if (!isCopied(value)) return value
  return quickCopy(value, 0, { left: QUICK_VALUES }) ?? fullCopy(value)
}

// A model's arguments are a small tree: copied by recursion, with no map of what was copied.
// Past this depth or number of objects (or on a cycle, which reaches the depth), the copy starts
// again with the map. What the first attempt read is then read again: the copy that is made
// last is the one validated and handed on, so a getter that answers differently gains nothing.
const QUICK_DEPTH = 16
const QUICK_VALUES = 256

function quickCopy(source: object, depth: number, budget: { left: number }): object | undefined {
  if (depth === QUICK_DEPTH || --budget.left < 0) return undefined
  if (Array.isArray(source)) {
    const copy: unknown[] = []
    for (let index = 0; index < source.length; index++) {
      let item: unknown = source[index]
      if (isCopied(item)) {
        item = quickCopy(item, depth + 1, budget)
        if (item === undefined) return undefined
      }
      copy.push(item)
    }
    return copy
  }
  // A spread reads each own key once and defines it on the copy (`__proto__` as data too).
  const copy: Record<string, unknown> = { ...(source as Record<string, unknown>) }
  for (const key in copy) {
    const item = copy[key]
    // `for…in` also lists a polluted Object.prototype's enumerable keys: only own ones count.
    if (!isCopied(item) || !Object.hasOwn(copy, key)) continue
    const inner = quickCopy(item, depth + 1, budget)
    if (inner === undefined) return undefined
    // The key is the copy's own data property: setting it never reaches a prototype's setter.
    copy[key] = inner
  }
  return copy
}

function fullCopy(value: object): object {
  const copies = new Map<object, object>()
  const root = shell(value, copies)
  const pending: object[] = [value]
  while (pending.length > 0) {
    const source = pending.pop() as object
    const target = copies.get(source) as Record<string, unknown>
    for (const key of Object.keys(source)) {
      let item = (source as Record<string, unknown>)[key]
      if (isCopied(item)) {
        const known = copies.get(item)
        if (known === undefined) pending.push(item)
        item = known ?? shell(item, copies)
      }
      setOwn(target, key, item)
    }
  }
  return root
}

// An own `__proto__` key is data, not the prototype.
function setOwn(target: Record<string, unknown>, key: string, item: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value: item,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  } else {
    target[key] = item
  }
}

function shell(value: object, copies: Map<object, object>): object {
  const copy = Array.isArray(value) ? [] : {}
  copies.set(value, copy)
  return copy
}

// Arrays and plain objects: what a model's JSON arguments are made of.
function isCopied(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return true
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
