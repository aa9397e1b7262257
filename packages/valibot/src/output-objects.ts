import { eachSubschema, markInexact } from '@polytool/core'

type Node = Record<string, unknown>

// Marks, during one conversion, the nodes whose `additionalProperties: false` the adapter wrote
// for a stripping object, so that an intersection can open them again. A plain keyword, so that
// the converter's copies of a node keep it; `stripClosedMarks` removes it afterwards.
const CLOSED_MARK = 'x-polytool-valibot-closed'

// The wrappers whose default Valibot's objects fill in for a missing key (a `v.undefinedable()`
// key is required anyway).
const FILLS_MISSING_KEY: ReadonlySet<unknown> = new Set(['optional', 'exact_optional', 'nullish'])
const OBJECT_TYPES: ReadonlySet<unknown> = new Set([
  'object',
  'loose_object',
  'strict_object',
  'object_with_rest',
])

const MERGED_UNION =
  'the intersection holds a union of objects: its output keeps the keys of the option that matched, and the output JSON Schema allows the keys of every option'
const SHARED_DEFINITION =
  'an object of this definition is also an option of a v.intersect(), whose other options add keys to it: the definition is left open, and allows keys Valibot strips where it is used alone'

/**
 * States, on the output side, what Valibot's output guarantees beyond what its converter writes,
 * from the converter's `overrideSchema` hook: a plain `v.object()` strips unknown keys
 * (`additionalProperties: false`); a key whose `v.optional()`, `v.exactOptional()` or
 * `v.nullish()` has a default, or whose schema has a fallback, is always in the output
 * (`required`); a `v.nullable()` or `v.nullish()` with a default that is not null never outputs
 * null. A `v.intersect()` merges its options' outputs: the objects inside it are left open, and
 * the intersection itself allows only the keys its options' outputs can hold. A default or a
 * fallback given as a function is judged by the value it returned when converted.
 *
 * @param valibotSchema - One node of the Valibot schema.
 * @param jsonSchema - Its JSON Schema, as Valibot wrote it.
 * @param typeMode - The side being written.
 * @param target - The JSON Schema target.
 * @param definitions - The definitions the conversion has written so far.
 */
export function stateOutputObject(
  valibotSchema: Node,
  jsonSchema: Node,
  typeMode: unknown,
  target: unknown,
  definitions: Readonly<Record<string, unknown>>,
): void {
  if (typeMode !== 'output') return
  if (OBJECT_TYPES.has(valibotSchema.type)) requireFilledKeys(valibotSchema, jsonSchema)
  if (valibotSchema.type === 'object' && valibotSchema.fallback === undefined) {
    jsonSchema.additionalProperties = false
    jsonSchema[CLOSED_MARK] = true
  }
  if (valibotSchema.type === 'nullable' || valibotSchema.type === 'nullish') {
    dropReplacedNull(valibotSchema, jsonSchema, target)
  }
  if (valibotSchema.type === 'intersect' && Array.isArray(jsonSchema.allOf)) {
    boundIntersection(jsonSchema, jsonSchema.allOf as unknown[], definitions)
  }
}

/**
 * Removes the adapter's working marks from a converted output schema.
 *
 * @param schema - The converter's output.
 * @returns The same schema, without them.
 */
export function stripClosedMarks<T extends object>(schema: T): T {
  eachSubschema(schema, (node) => {
    delete node[CLOSED_MARK]
  })
  return schema
}

function requireFilledKeys(valibotSchema: Node, jsonSchema: Node): void {
  const entries = valibotSchema.entries as Record<string, Node | undefined> | undefined
  const properties = jsonSchema.properties as Record<string, Node | undefined> | undefined
  if (typeof entries !== 'object' || entries === null) return
  const required = Array.isArray(jsonSchema.required) ? [...(jsonSchema.required as string[])] : []
  for (const key of Object.keys(entries)) {
    if (required.includes(key) || !Object.hasOwn(entries, key)) continue
    const entry = entries[key]
    if (entry !== undefined && filledValue(entry, properties?.[key]) !== undefined) {
      required.push(key)
    }
  }
  if (required.length > 0) jsonSchema.required = required
}

// The value Valibot's object writes for a missing key: the wrapper's default, else a fallback.
function filledValue(entry: Node, property: Node | undefined): unknown {
  if (FILLS_MISSING_KEY.has(entry.type) && entry.default !== undefined) {
    return calledValue(entry.default, property)
  }
  return entry.fallback === undefined || typeof entry.fallback === 'function'
    ? undefined
    : entry.fallback
}

// A default given as a function is read from what the converter wrote when it called it.
function calledValue(given: unknown, property: Node | undefined): unknown {
  if (typeof given !== 'function') return given
  return property !== undefined && Object.hasOwn(property, 'default') ? property.default : undefined
}

function dropReplacedNull(valibotSchema: Node, jsonSchema: Node, target: unknown): void {
  if (valibotSchema.default === undefined || !Object.hasOwn(jsonSchema, 'default')) return
  const value = jsonSchema.default
  if (value === null || value === undefined) return
  if (target === 'openapi-3.0') {
    delete jsonSchema.nullable
    return
  }
  if (!Array.isArray(jsonSchema.anyOf)) return
  jsonSchema.anyOf = (jsonSchema.anyOf as Node[]).filter((branch) => !isNullOnly(branch))
}

function isNullOnly(node: Node): boolean {
  return node.type === 'null' && Object.keys(node).length === 1
}

interface KeyBound {
  readonly keys: ReadonlySet<string>
  readonly inexact: boolean
  readonly objects: boolean
}

// An intersection's output is the merge of its options' outputs: it holds only keys that one of
// them can hold. Its options' objects are opened (`allOf` of closed objects refuses every
// merge), and the bound is stated on the intersection.
function boundIntersection(
  jsonSchema: Node,
  branches: readonly unknown[],
  definitions: Readonly<Record<string, unknown>>,
): void {
  const bounds = branches.map((branch) => keyBound(branch, definitions, new Set()))
  for (const branch of branches) reopen(branch, definitions, new Set())
  if (bounds.some((bound) => bound === undefined)) return
  const known = bounds as KeyBound[]
  if (!known.some((bound) => bound.objects)) return
  const properties = { ...((jsonSchema.properties as Node | undefined) ?? {}) }
  for (const bound of known) {
    for (const key of bound.keys) if (!Object.hasOwn(properties, key)) properties[key] = {}
  }
  jsonSchema.properties = properties
  jsonSchema.additionalProperties = false
  jsonSchema[CLOSED_MARK] = true
  if (known.some((bound) => bound.inexact)) {
    markInexact(jsonSchema, 'additionalProperties', 'stricter', MERGED_UNION)
  }
}

// The keys an object the node admits can hold, or `undefined` when it is not bounded.
function keyBound(
  node: unknown,
  definitions: Readonly<Record<string, unknown>>,
  seen: Set<unknown>,
): KeyBound | undefined {
  if (typeof node !== 'object' || node === null || seen.has(node)) return undefined
  seen.add(node)
  const schema = node as Node
  if (typeof schema.$ref === 'string') {
    return keyBound(definitionOf(schema.$ref, definitions), definitions, seen)
  }
  if (schema.additionalProperties === false) {
    const properties = schema.properties
    const keys =
      typeof properties === 'object' && properties !== null ? Object.keys(properties) : []
    return { keys: new Set(keys), inexact: false, objects: true }
  }
  const options = schema.anyOf ?? schema.oneOf
  if (Array.isArray(options)) return unionBound(options, definitions, seen)
  if (admitsNoObject(schema)) return { keys: new Set(), inexact: false, objects: false }
  return undefined
}

function unionBound(
  options: readonly unknown[],
  definitions: Readonly<Record<string, unknown>>,
  seen: Set<unknown>,
): KeyBound | undefined {
  const keys = new Set<string>()
  let inexact = false
  let objects = 0
  let first: ReadonlySet<string> | undefined
  for (const option of options) {
    const bound = keyBound(option, definitions, new Set(seen))
    if (bound === undefined) return undefined
    inexact ||= bound.inexact
    if (!bound.objects) continue
    objects++
    if (first === undefined) first = bound.keys
    else if (!sameKeys(first, bound.keys)) inexact = true
    for (const key of bound.keys) keys.add(key)
  }
  return { keys, inexact, objects: objects > 0 }
}

function sameKeys(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((key) => b.has(key))
}

function admitsNoObject(schema: Node): boolean {
  const { type } = schema
  if (typeof type === 'string') return type !== 'object'
  if (Array.isArray(type)) return !type.includes('object')
  if (Object.hasOwn(schema, 'const')) return !isObject(schema.const)
  if (Array.isArray(schema.enum)) return !schema.enum.some(isObject)
  const not = schema.not
  return typeof not === 'object' && not !== null && Object.keys(not).length === 0
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// Opens the objects the adapter closed in one option of an intersection, through unions and
// nested intersections; a definition, used elsewhere as well, is opened with a warning.
function reopen(
  node: unknown,
  definitions: Readonly<Record<string, unknown>>,
  seen: Set<unknown>,
  shared = false,
): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return
  seen.add(node)
  const schema = node as Node
  if (typeof schema.$ref === 'string') {
    reopen(definitionOf(schema.$ref, definitions), definitions, seen, true)
    return
  }
  if (schema[CLOSED_MARK] === true) {
    delete schema[CLOSED_MARK]
    delete schema.additionalProperties
    if (shared) markInexact(schema, 'additionalProperties', 'stricter', SHARED_DEFINITION)
  }
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    const options = schema[keyword]
    if (Array.isArray(options))
      for (const option of options) reopen(option, definitions, seen, shared)
  }
}

function definitionOf(ref: string, definitions: Readonly<Record<string, unknown>>): unknown {
  const match = /^#\/(?:\$defs|definitions)\/([^/]+)$/.exec(ref)
  if (match === null) return undefined
  const id = (match[1] as string).replaceAll('~1', '/').replaceAll('~0', '~')
  return Object.hasOwn(definitions, id) ? definitions[id] : undefined
}
