/**
 * A copy of a tool input whose plain objects and arrays are read once, key by key, before
 * ArkType validates it. ArkType returns the caller's own object when nothing in the type
 * changes it, so a getter or a Proxy on the input could answer one value to the validator and
 * another to `execute`; validating the copy, and handing it on, closes that gap. Other objects
 * (a `Date`, a class instance) are kept as they are, for the types that check them. Iterative
 * and linear in the value; a cycle in the input is a cycle in the copy.
 *
 * @param value - The input, untrusted.
 * @returns Its copy, or the value itself when it holds no object.
 */
export function readOnce(value: unknown): unknown {
  if (!isCopied(value)) return value
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
      // An own `__proto__` key is data, not the prototype.
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
  }
  return root
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
