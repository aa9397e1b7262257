import type { StandardSchemaV1 } from '@standard-schema/spec'
import { resolveLocal } from './local-ref'
import { schemaEntry } from './schema-state'
import { extractQuietly } from './to-json-schema'

/** How deep `$ref`s and combinators are followed to read one position; deeper is not read. */
const MAX_RESOLVE_DEPTH = 16

/**
 * One position of a tool input where the emitted input JSON Schema says what may stand: only
 * an object (with `null` too when `nullable`), and where to look further down. Positions that
 * say nothing of objects are left out, so a flat schema has a root with no children.
 */
export interface ObjectPosition {
  /** Whether the JSON Schema accepts only objects here (and `null`, when `nullable`). */
  object: boolean
  nullable: boolean
  /** The positions of declared properties that say something, by key. */
  properties: Map<string, ObjectPosition> | undefined
  /** The position of every undeclared property's value (`additionalProperties`). */
  values: ObjectPosition | undefined
  /** The position of every item of an array here (`items`). */
  items: ObjectPosition | undefined
}

type Node = Record<string, unknown>

/**
 * Where a schema's emitted input JSON Schema accepts only objects, at the root and nested in
 * properties, records and arrays: what core checks a tool input against before its validator
 * sees it, since some libraries accept an array for an object (Valibot builds an object from
 * it, ArkType passes it on). Computed once per schema and kept in its entry; `undefined` for a
 * schema with no JSON Schema, or with nothing to check.
 *
 * @param schema - A tool's input schema.
 * @returns The root position, or `undefined` when nothing is to be checked.
 */
export function objectPositions(schema: StandardSchemaV1): ObjectPosition | undefined {
  const entry = schemaEntry(schema)
  if (entry.objectPositions === undefined) {
    entry.objectPositions = emittedPositions(schema) ?? null
  }
  return entry.objectPositions ?? undefined
}

function emittedPositions(schema: StandardSchemaV1): ObjectPosition | undefined {
  try {
    const { result } = extractQuietly(schema, { io: 'input', onUnrepresentable: 'any' })
    const root = new PositionReader(result.schema).read(result.schema)
    // A root that is only an object, with nothing below it, is `requiresObjectRoot`'s to check.
    if (root === undefined || (!hasChildren(root) && !root.nullable)) return undefined
    return root
  } catch {
    // No JSON Schema, or one that cannot be built: it tells nothing of objects.
    return undefined
  }
}

class PositionReader {
  // One position per schema node: a recursive schema gives a cyclic plan, not an endless one.
  private readonly read_ = new Map<object, ObjectPosition | undefined>()

  constructor(private readonly root: object) {}

  read(node: unknown): ObjectPosition | undefined {
    const target = this.resolve(node, 0)
    if (target === undefined) return undefined
    if (this.read_.has(target)) return this.read_.get(target)
    const types = this.typesOf(target, 0)
    const position: ObjectPosition = {
      object: types !== undefined && objectOrNullOnly(types),
      nullable: types?.has('null') === true,
      properties: undefined,
      values: undefined,
      items: undefined,
    }
    this.read_.set(target, position)
    for (const part of this.objectParts(target, 0)) this.readChildren(part, position)
    const says = position.object || position.properties || position.values || position.items
    if (says) return position
    this.read_.set(target, undefined)
    return undefined
  }

  private readChildren(node: Node, position: ObjectPosition): void {
    const properties = node.properties
    if (isNode(properties)) {
      for (const [key, child] of Object.entries(properties)) {
        const read = this.read(child)
        if (read === undefined) continue
        position.properties ??= new Map()
        position.properties.set(key, read)
      }
    }
    if (isNode(node.additionalProperties)) {
      position.values ??= this.read(node.additionalProperties)
    }
    if (isNode(node.items)) position.items ??= this.read(node.items)
  }

  // The node itself, and the parts whose properties also apply to a value here: every `allOf`
  // part, and the one branch of an `anyOf`/`oneOf` that is not `null`.
  private objectParts(node: Node, depth: number): Node[] {
    if (depth > MAX_RESOLVE_DEPTH) return []
    const parts = [node]
    if (Array.isArray(node.allOf)) {
      for (const part of node.allOf) {
        const resolved = this.resolve(part, depth + 1)
        if (resolved !== undefined) parts.push(...this.objectParts(resolved, depth + 1))
      }
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = node[keyword]
      if (!Array.isArray(branches)) continue
      const resolved = branches.map((branch) => this.resolve(branch, depth + 1))
      const others = resolved.filter((branch) => !isNullOnly(branch))
      if (others.length === 1 && others[0] !== undefined) {
        parts.push(...this.objectParts(others[0], depth + 1))
      }
    }
    return parts
  }

  // The JSON types a node accepts, or `undefined` when it is not known (no `type` anywhere).
  private typesOf(node: Node, depth: number): Set<string> | undefined {
    if (depth > MAX_RESOLVE_DEPTH) return undefined
    let types: Set<string> | undefined
    if (typeof node.type === 'string') types = new Set([node.type])
    else if (Array.isArray(node.type)) types = new Set(node.type.map(String))
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = node[keyword]
      if (!Array.isArray(branches) || branches.length === 0) continue
      const union = new Set<string>()
      for (const branch of branches) {
        const resolved = this.resolve(branch, depth + 1)
        const branchTypes = resolved && this.typesOf(resolved, depth + 1)
        if (branchTypes === undefined) return types
        for (const type of branchTypes) union.add(type)
      }
      types = types === undefined ? union : intersect(types, union)
    }
    if (Array.isArray(node.allOf)) {
      for (const part of node.allOf) {
        const resolved = this.resolve(part, depth + 1)
        const partTypes = resolved && this.typesOf(resolved, depth + 1)
        if (partTypes !== undefined)
          types = types === undefined ? partTypes : intersect(types, partTypes)
      }
    }
    return types
  }

  // A node, through its `$ref`s inside the document (`#/$defs/Tree`).
  private resolve(node: unknown, depth: number): Node | undefined {
    let current = node
    for (let hops = depth; hops <= MAX_RESOLVE_DEPTH; hops++) {
      if (!isNode(current)) return undefined
      if (typeof current.$ref !== 'string') return current
      current = resolveLocal(this.root, current.$ref)
    }
    return undefined
  }
}

function hasChildren(position: ObjectPosition): boolean {
  return (
    position.properties !== undefined ||
    position.values !== undefined ||
    position.items !== undefined
  )
}

// Objects, and maybe `null`, but nothing else.
function objectOrNullOnly(types: ReadonlySet<string>): boolean {
  if (!types.has('object')) return false
  for (const type of types) if (type !== 'object' && type !== 'null') return false
  return true
}

function isNullOnly(node: Node | undefined): boolean {
  return (
    node !== undefined &&
    (node.type === 'null' ||
      (Array.isArray(node.type) && node.type.length === 1 && node.type[0] === 'null'))
  )
}

// Types both sides accept; an integer is a number.
function intersect(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> {
  const both = new Set<string>()
  for (const type of a) if (b.has(type)) both.add(type)
  if ((a.has('integer') && b.has('number')) || (a.has('number') && b.has('integer'))) {
    both.add('integer')
  }
  return both
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
