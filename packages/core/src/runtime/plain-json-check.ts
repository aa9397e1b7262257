import type { PlainJsonLimits } from './snapshot-json'

/**
 * Whether `readPlainJson(value, limits)` would accept `value`, without copying it or writing its
 * canonical text: only plain objects, arrays without holes, strings, finite numbers, booleans
 * and null, read through data properties only (a getter is refused, never called), at most
 * `maxDepth` levels and `maxSize` characters of JSON. A cycle is refused as too deep. For the
 * checks of untrusted data that needs no signature: about a tenth of the cost of the copy.
 */
export function isPlainJsonWithin(value: unknown, limits: PlainJsonLimits): boolean {
  const walk = { budget: limits.maxSize, maxSize: limits.maxSize, maxDepth: limits.maxDepth }
  // The walk counts a lower bound of the JSON's size, which bounds its own work (shared
  // branches count each time they are reached); the exact size is measured once it is known
  // to be plain data, whose JSON text has the canonical text's length.
  if (!plainWithin(value, 0, walk)) return false
  // Most values are far below the limit: no JSON text of theirs can reach it, and none is made.
  if ((limits.maxSize - walk.budget) * MAX_EXPANSION <= limits.maxSize) return true
  return JSON.stringify(value).length <= limits.maxSize
}

/**
 * How many times longer a value's JSON text is, at most, than the lower bound the walk counts:
 * a number is counted as 1 character and takes at most 25 (`-0.0000012345678901234567`); a
 * string or key, counted with its quotes, takes at most 6 per character (`\u001f`).
 */
const MAX_EXPANSION = 25

interface Walk {
  /** Characters of JSON still allowed, at least. */
  budget: number
  readonly maxSize: number
  readonly maxDepth: number
}

function plainWithin(item: unknown, depth: number, walk: Walk): boolean {
  switch (typeof item) {
    case 'string':
      walk.budget -= item.length + 2
      return walk.budget >= 0
    case 'number':
      walk.budget -= 1
      return Number.isFinite(item) && walk.budget >= 0
    case 'boolean':
      walk.budget -= 4
      return walk.budget >= 0
    case 'object':
      if (item === null) {
        walk.budget -= 4
        return walk.budget >= 0
      }
      if (depth >= walk.maxDepth) return false
      walk.budget -= 2
      return Array.isArray(item)
        ? arrayWithin(item, depth + 1, walk)
        : objectWithin(item, depth + 1, walk)
    default:
      return false
  }
}

function arrayWithin(array: unknown[], depth: number, walk: Walk): boolean {
  const length = dataOf(array, 'length')
  // As `readPlainJson`: each entry would take two characters at least.
  if (typeof length !== 'number' || length * 2 > walk.maxSize) return false
  for (let index = 0; index < length; index++) {
    const descriptor = Object.getOwnPropertyDescriptor(array, index)
    // A hole, or a getter: neither is JSON.
    if (descriptor === undefined || !('value' in descriptor)) return false
    if (index > 0) walk.budget -= 1
    if (!plainWithin(descriptor.value, depth, walk)) return false
  }
  return true
}

function objectWithin(object: object, depth: number, walk: Walk): boolean {
  const prototype = Object.getPrototypeOf(object)
  if (prototype !== Object.prototype && prototype !== null) return false
  const keys = Object.keys(object)
  if (keys.length * 2 > walk.maxSize) return false
  let members = 0
  for (const key of keys) {
    const descriptor = Object.getOwnPropertyDescriptor(object, key)
    if (descriptor === undefined) continue
    if (!('value' in descriptor)) return false
    // As in JSON, a member whose value is undefined is left out.
    if (descriptor.value === undefined) continue
    // The quoted key and its colon, and a comma before every member but the first.
    walk.budget -= key.length + (members++ === 0 ? 3 : 4)
    if (!plainWithin(descriptor.value, depth, walk)) return false
  }
  return walk.budget >= 0
}

function dataOf(object: object, key: string): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(object, key)
  return descriptor !== undefined && 'value' in descriptor ? descriptor.value : undefined
}
