/** A copy whose plain objects have no prototype, and the way to give it back. */
export interface BareCopy {
  /** The copy: arrays as arrays, plain objects with a `null` prototype, anything else as it is. */
  readonly value: unknown
  /** Gives every object of the copy `Object.prototype` again, once the library has checked it. */
  restore(): void
}

/**
 * Copies the plain objects and arrays of a value into objects without a prototype, for a
 * library that takes a required key as present when `key in value` holds or `value[key]` is
 * defined: `{}` then has a `constructor`, a `toString`, … (Object.prototype's), and passes a
 * required key of that name that the model never sent, with the tool getting no such key. On
 * the bare copy the key is missing, and the library says so. Call `restore()` once the library
 * has answered: the objects of the copy it handed on become plain objects again. Own
 * `__proto__` keys stay data. Iterative, each object once; a cycle is a cycle in the copy.
 *
 * @param value - The value to check: untrusted.
 * @returns The copy, and `restore`.
 * @example
 * import { bareCopy } from '@polytool/core'
 *
 * const { value, restore } = bareCopy({ a: {} })
 * 'constructor' in (value as object) // false
 * restore()
 */
export function bareCopy(value: unknown): BareCopy {
  const made: object[] = []
  const copies = new Map<object, object>()
  const copyOf = (source: object): object => {
    let copy = copies.get(source)
    if (copy === undefined) {
      copy = Array.isArray(source) ? [] : Object.create(null)
      copies.set(source, copy as object)
      // A source without a prototype keeps none.
      if (!Array.isArray(source) && Object.getPrototypeOf(source) !== null)
        made.push(copy as object)
      pending.push(source)
    }
    return copy as object
  }
  const pending: object[] = []
  const root = isPlainData(value) ? copyOf(value) : value
  for (let source = pending.pop(); source !== undefined; source = pending.pop()) {
    const target = copies.get(source) as Record<string, unknown>
    for (const key of Object.keys(source)) {
      const item = (source as Record<string, unknown>)[key]
      Object.defineProperty(target, key, {
        value: isPlainData(item) ? copyOf(item) : item,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    }
  }
  return {
    value: root,
    restore() {
      for (const object of made) Object.setPrototypeOf(object, Object.prototype)
    },
  }
}

// Arrays and plain objects: what a model's JSON arguments are made of.
function isPlainData(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return true
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
