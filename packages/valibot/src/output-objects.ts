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
const OPENED_BELOW =
  'an option of the intersection admits objects with any key: the objects of the other options are left open below it, and may allow keys the merged output never holds'
// A nested intersection's bound, and an object opened for a merge, whose keys still bound it.
const INTERSECTION = 'intersection'
const OPENED = 'opened'
const SHARED_DEFINITION =
  'an object of this definition is also an option of a v.intersect(), whose other options add keys to it: the definition is left open, and allows keys Valibot strips where it is used alone'

/**
 * States, on the output side, what Valibot's output guarantees beyond what its converter writes,
 * from the converter's `overrideSchema` hook: a plain `v.object()` strips unknown keys
 * (`additionalProperties: false`); a key whose `v.optional()`, `v.exactOptional()` or
 * `v.nullish()` has a default, or whose schema has a fallback, is always in the output
 * (`required`); a `v.nullable()` or `v.nullish()` with a default that is not null never outputs
 * null. A `v.intersect()` merges its options' outputs: the objects where two options meet are
 * left open, and the intersection itself states the keys (and array items) their merge can hold;
 * where that is looser than the merge, it is tagged inexact. A default or a fallback given as a
 * function is judged by the value it returned when converted.
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

type Definitions = Readonly<Record<string, unknown>>

// One node at a place of a merged output, with the option of the intersection it comes from,
// and whether it is a definition, which other places use as well.
interface Part {
  readonly option: number
  readonly node: Node
  readonly shared: boolean
}

interface Merging {
  readonly definitions: Definitions
  inexact: boolean
  openedBelow: boolean
}

// The closed (or opened, still bounded) objects and the arrays one place of the merge holds.
interface Leaves {
  readonly objects: Part[]
  readonly arrays: Part[]
}

// An intersection's output is the merge of its options' outputs (`_merge`: objects key by key,
// arrays item by item): it holds only keys that one of them can hold. The adapter's closed
// objects where two options meet are opened (`allOf` of closed objects refuses every merge),
// and the bound of the merge is stated on the intersection itself.
function boundIntersection(
  jsonSchema: Node,
  branches: readonly unknown[],
  definitions: Definitions,
): void {
  const merging: Merging = { definitions, inexact: false, openedBelow: false }
  const parts: Part[] = []
  branches.forEach((branch, option) => {
    if (isNode(branch)) parts.push({ option, node: branch, shared: false })
  })
  const bound = mergedBound(parts, merging, true)
  if (bound !== undefined && bound.additionalProperties === false) {
    jsonSchema.properties = bound.properties
    jsonSchema.additionalProperties = false
    jsonSchema[CLOSED_MARK] = INTERSECTION
  }
  if (bound?.items !== undefined) jsonSchema.items = bound.items
  if (merging.inexact) markInexact(jsonSchema, 'additionalProperties', 'stricter', MERGED_UNION)
  if (merging.openedBelow) {
    markInexact(jsonSchema, 'additionalProperties', 'stricter', OPENED_BELOW)
  }
}

// The bound of the merged output at one place (`properties` with `additionalProperties: false`
// for its objects, `items` for its arrays), `{}` when nothing there merges, or `undefined` when
// the keys of an object there are not bounded. Opens the closed objects where two options meet.
function mergedBound(parts: readonly Part[], merging: Merging, top: boolean): Node | undefined {
  const leaves: Leaves = { objects: [], arrays: [] }
  let bounded = true
  const options = new Set<number>()
  for (const part of parts) {
    if (!leavesOf(part, leaves, merging, new Set())) {
      bounded = false
      options.add(part.option)
    }
  }
  for (const leaf of [...leaves.objects, ...leaves.arrays]) options.add(leaf.option)
  if (!top && options.size < 2) return bounded ? {} : undefined
  if (!bounded) {
    // Another option may carry any key here, merged into every object below: all are opened.
    for (const part of parts) openDeep(part.node, merging, top)
    return undefined
  }
  const bound: Node = {}
  if (leaves.objects.length > 0) {
    for (const leaf of leaves.objects) openOne(leaf)
    const keys = new Set<string>()
    for (const leaf of leaves.objects) {
      for (const key of Object.keys(propertiesOf(leaf.node))) keys.add(key)
    }
    const properties: Node = {}
    for (const key of keys) {
      const below: Part[] = []
      for (const leaf of leaves.objects) {
        const property = propertiesOf(leaf.node)[key]
        if (isNode(property)) below.push({ ...leaf, node: property })
      }
      properties[key] = mergedBound(below, merging, false) ?? {}
    }
    bound.properties = properties
    bound.additionalProperties = false
  }
  if (new Set(leaves.arrays.map((leaf) => leaf.option)).size > 1) {
    const below: Part[] = []
    for (const leaf of leaves.arrays) {
      // A tuple's places are not merged one by one here: its objects are opened.
      if (isNode(leaf.node.items) && leaf.node.prefixItems === undefined) {
        below.push({ ...leaf, node: leaf.node.items })
      } else openDeep(leaf.node, merging, false)
    }
    const items = mergedBound(below, merging, false)
    if (items !== undefined && Object.keys(items).length > 0) bound.items = items
  }
  return bound
}

// Collects the closed objects and the arrays a node admits at its place, through references,
// unions and nested intersections; `false` when it admits an object with any key.
function leavesOf(part: Part, leaves: Leaves, merging: Merging, seen: Set<Node>): boolean {
  const { node } = part
  if (seen.has(node)) return false
  seen.add(node)
  if (typeof node.$ref === 'string') {
    const target = definitionOf(node.$ref, merging.definitions)
    return (
      isNode(target) && leavesOf({ ...part, node: target, shared: true }, leaves, merging, seen)
    )
  }
  if (Array.isArray(node.allOf)) {
    // A nested intersection: its own bound goes, its options meet the others'.
    if (node[CLOSED_MARK] === INTERSECTION) {
      delete node[CLOSED_MARK]
      delete node.properties
      delete node.additionalProperties
      delete node.items
    }
    let bounded = true
    for (const branch of node.allOf) {
      if (isNode(branch) && !leavesOf({ ...part, node: branch }, leaves, merging, new Set(seen))) {
        bounded = false
      }
    }
    return bounded
  }
  const branches = node.anyOf ?? node.oneOf
  if (Array.isArray(branches)) {
    const found: Leaves = { objects: [], arrays: [] }
    for (const branch of branches) {
      if (isNode(branch) && !leavesOf({ ...part, node: branch }, found, merging, new Set(seen))) {
        return false
      }
    }
    const keySets = found.objects.map((leaf) =>
      Object.keys(propertiesOf(leaf.node)).sort().join(','),
    )
    if (new Set(keySets).size > 1 || found.arrays.length > 1) merging.inexact = true
    leaves.objects.push(...found.objects)
    leaves.arrays.push(...found.arrays)
    return true
  }
  if (node.type === 'array') {
    leaves.arrays.push(part)
    return true
  }
  if (node.additionalProperties === false || node[CLOSED_MARK] === OPENED) {
    leaves.objects.push(part)
    return true
  }
  return admitsNoObject(node)
}

function openOne(part: Part): void {
  const { node } = part
  if (node[CLOSED_MARK] !== true) return
  node[CLOSED_MARK] = OPENED
  delete node.additionalProperties
  if (part.shared) markInexact(node, 'additionalProperties', 'stricter', SHARED_DEFINITION)
}

// Opens every object the adapter closed below a node, through references.
function openDeep(node: Node, merging: Merging, top: boolean): void {
  const seen = new Set<object>()
  const pending: Node[] = [node]
  while (pending.length > 0) {
    const next = pending.pop() as Node
    eachSubschema(next, (one) => {
      if (seen.has(one)) return
      seen.add(one)
      if (one[CLOSED_MARK] === INTERSECTION) {
        delete one.properties
        delete one.items
      }
      if (one[CLOSED_MARK] !== undefined) {
        delete one[CLOSED_MARK]
        delete one.additionalProperties
        if (!top || one !== node) merging.openedBelow = true
      }
      if (typeof one.$ref === 'string') {
        const target = definitionOf(one.$ref, merging.definitions)
        if (isNode(target) && !seen.has(target)) pending.push(target)
      }
    })
  }
}

function propertiesOf(node: Node): Node {
  const { properties } = node
  return isNode(properties) ? properties : {}
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
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

function definitionOf(ref: string, definitions: Readonly<Record<string, unknown>>): unknown {
  const match = /^#\/(?:\$defs|definitions)\/([^/]+)$/.exec(ref)
  if (match === null) return undefined
  const id = (match[1] as string).replaceAll('~1', '/').replaceAll('~0', '~')
  return Object.hasOwn(definitions, id) ? definitions[id] : undefined
}
