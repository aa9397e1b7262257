import type { JsonSchema } from '@polytool/core'

// One JSON Schema type across packages: core's, read-only, what the public API takes and hands out.
export type { JsonSchema }

/** A JSON value: what a provider sends back as tool arguments. */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | { [key: string]: JsonValue }

/** A JSON Schema as found in the wild: an object, or `true` / `false`. */
export type JsonSchemaInput = JsonSchema | boolean

/** A schema node being read or built inside this package; keywords are read defensively. */
export type SchemaNode = { [keyword: string]: unknown }

/** Whether a value is a plain object (not an array, not null). */
export function isObject(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether a value is a JSON primitive: string, number, boolean or null. */
export function isPrimitive(value: unknown): value is string | number | boolean | null {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  )
}

/** The JSON type names of a `type` keyword value, or `undefined` when there is none. */
export function typeList(schema: SchemaNode): string[] | undefined {
  const { type } = schema
  if (typeof type === 'string') return [type]
  if (isNameList(type)) return [...type]
  return undefined
}

/** Whether a value is a list of type names (strings only). */
export function isNameList(type: unknown): type is string[] {
  if (!Array.isArray(type)) return false
  for (const name of type) if (typeof name !== 'string') return false
  return true
}

/** The JSON type name of a value, as JSON Schema spells it (integers are `integer`). */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

/** Names a value's kind for messages: `null`, `an array`, `the string "x"`, `a number`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'string' ? `the string ${JSON.stringify(value)}` : `a ${typeof value}`
}
