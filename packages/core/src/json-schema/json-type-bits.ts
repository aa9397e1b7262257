import { isPlainObject } from './plain-object'

/**
 * JSON types as bits, so the types a position accepts are one number: a union of schemas is an
 * `|`, an intersection an `&`. A `number` accepts integers too, so it carries both bits.
 */
export const NULL = 1
export const BOOLEAN = 2
export const INTEGER = 4
export const NUMBER = 8 | INTEGER
export const STRING = 16
export const ARRAY = 32
export const OBJECT = 64
/** Every JSON type: what a schema that says nothing of types accepts. */
export const ANY = NULL | BOOLEAN | NUMBER | STRING | ARRAY | OBJECT

const BY_NAME: Readonly<Record<string, number>> = {
  null: NULL,
  boolean: BOOLEAN,
  integer: INTEGER,
  number: NUMBER,
  string: STRING,
  array: ARRAY,
  object: OBJECT,
}

/**
 * The bits of a JSON Schema `type` name; every type for a name that is not one.
 *
 * @param name - A `type` keyword's value.
 * @returns Its bits.
 */
export function bitsOfTypeName(name: unknown): number {
  return (typeof name === 'string' && BY_NAME[name]) || ANY
}

/**
 * The bit of a value's JSON type: a fractional number has only the `number` bit, so a position
 * accepting integers alone refuses it. A value that is no JSON value (a function, a bigint, an
 * object that is not plain: a `Date`, a `Map`, a class instance) has none, and no position
 * accepts it.
 *
 * @param value - A value.
 * @returns Its bit, or `0`.
 */
export function bitOfValue(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return STRING
    case 'boolean':
      return BOOLEAN
    case 'number':
      return Number.isInteger(value) ? INTEGER : NUMBER & ~INTEGER
    case 'object':
      if (value === null) return NULL
      if (Array.isArray(value)) return ARRAY
      return isPlainObject(value) ? OBJECT : 0
    default:
      return 0
  }
}

/**
 * The names of the types in `bits`, for an issue: `object`, `object or string`.
 *
 * @param bits - The types accepted.
 * @returns Their names, joined.
 */
export function typeNames(bits: number): string {
  const names: string[] = []
  if (bits & OBJECT) names.push('object')
  if (bits & ARRAY) names.push('array')
  if (bits & STRING) names.push('string')
  if ((bits & NUMBER) === NUMBER) names.push('number')
  else if (bits & INTEGER) names.push('integer')
  if (bits & BOOLEAN) names.push('boolean')
  if (bits & NULL) names.push('null')
  const last = names.pop() as string
  return names.length === 0 ? last : `${names.join(', ')} or ${last}`
}
