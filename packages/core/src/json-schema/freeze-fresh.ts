import { MAX_VALUES } from './converter-output'
import { writtenSize } from './json-size'
import {
  isEmptyPositions,
  keywordValueProblem,
  type SubschemaShape,
  subschemaShape,
} from './keywords'

/** Thrown at the first value that is not plain JSON, for the full walk to report. */
export const NOT_JSON = Symbol('not JSON')

/** JSON Schemas are trees: a deeper one is a cycle, or not a schema. */
export const MAX_DEPTH = 1_000

/**
 * Freezes a converter's fresh output where it is. Schema nodes are frozen in place; data
 * (`default`, `enum`, `examples`, unknown keywords) is replaced by frozen copies, because
 * converters pass it on from the user's schema, which must stay as it was. Children are frozen
 * before their parent, so a frozen node holds only JSON. Throws `NOT_JSON` at anything else.
 */
export function freezeFreshSchema(root: object): void {
  values = 0
  freezeSchema(root, 0)
}

// The values met so far by the running `freezeFreshSchema`, which is synchronous: past
// `MAX_VALUES`, a shared sub-schema counted at each place, it throws `NOT_JSON`, and the full
// walk names the bound.
let values = 0

function countValues(more: number): void {
  values += more
  if (values > MAX_VALUES) throw NOT_JSON
}

function freezeSchema(node: object, depth: number): void {
  // Output made for the call may share a sub-schema: the first visit froze it, and counted it
  // once; each other place that holds it counts it again.
  if (Object.isFrozen(node)) {
    countValues(writtenSize(node, MAX_VALUES))
    return
  }
  if (depth > MAX_DEPTH || Array.isArray(node) || !isPlainObject(node)) throw NOT_JSON
  countValues(1)
  const record = node as Record<string, unknown>
  for (const key of Object.keys(record)) {
    const value = record[key]
    // The full walk names the problem of a keyword written in the wrong form, and rewrites a
    // tuple with no positions.
    if (keywordValueProblem(key, value) !== undefined || isEmptyPositions(key, value)) {
      throw NOT_JSON
    }
    if (typeof value !== 'object' || value === null) {
      checkPrimitive(value)
      continue
    }
    const shape = subschemaShape(key)
    if (shape === undefined) record[key] = copyData(value, depth + 1)
    else freezeSubschemas(value, shape, depth + 1)
  }
  Object.freeze(node)
}

function freezeSubschemas(value: object, shape: SubschemaShape, depth: number): void {
  if (shape === 'schema' && !Array.isArray(value)) {
    freezeSchema(value, depth)
    return
  }
  if (Object.isFrozen(value)) {
    countValues(writtenSize(value, MAX_VALUES))
    return
  }
  // A container of the wrong kind is data: the full walk copies it.
  if ((shape === 'map') === Array.isArray(value)) throw NOT_JSON
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) freezeSchemaValue(value[index], depth + 1)
  } else {
    const map = value as Record<string, unknown>
    for (const key of Object.keys(map)) freezeSchemaValue(map[key], depth + 1)
  }
  Object.freeze(value)
}

function freezeSchemaValue(value: unknown, depth: number): void {
  if (typeof value === 'object' && value !== null) freezeSchema(value, depth)
  else if (typeof value !== 'boolean') throw NOT_JSON
}

function copyData(value: object, depth: number): unknown {
  if (depth > MAX_DEPTH) throw NOT_JSON
  countValues(Array.isArray(value) ? value.length + 1 : 1)
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length)
    for (let index = 0; index < value.length; index++) {
      copy[index] = copyDataValue(value[index], depth)
    }
    return Object.freeze(copy)
  }
  if (!isPlainObject(value)) throw NOT_JSON
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    setOwn(copy, key, copyDataValue((value as Record<string, unknown>)[key], depth))
  }
  return Object.freeze(copy)
}

function copyDataValue(value: unknown, depth: number): unknown {
  if (typeof value === 'object' && value !== null) return copyData(value, depth + 1)
  checkPrimitive(value)
  return value
}

function checkPrimitive(value: unknown): void {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return
  if (typeof value !== 'number' || !Number.isFinite(value)) throw NOT_JSON
}

/** Whether a value is a plain object (`{}` or `Object.create(null)`), not a class instance. */
export function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** Sets a key on a fresh object; a `__proto__` key becomes a key, not the object's prototype. */
export function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  } else object[key] = value
}
