import type { StandardSchemaV1 } from '@standard-schema/spec'
import { ANY, ARRAY, bitOfValue, bitsOfTypeName, OBJECT } from './json-type-bits'
import { resolveLocal } from './local-ref'
import { isPlainPattern } from './plain-pattern'
import { schemaEntry } from './schema-state'
import { extractQuietly } from './to-json-schema'

/** How deep `$ref`s and combinators are followed to read one position; deeper says nothing. */
const MAX_RESOLVE_DEPTH = 16
/** How many positions one schema's plan may hold; past it, the plan is dropped (see below). */
const MAX_POSITIONS = 10_000
/** How many branch and key look-ups building one plan may take; past it, the plan is dropped. */
const MAX_LOOKUPS = 50_000

/**
 * One position of a tool input, as the emitted input JSON Schema sees it: the JSON types any
 * of its branches accepts there, and where to look further down. Only positions that accept an
 * object, and not every type, are checked; positions that say nothing are left out, so a flat
 * schema has a root with no children.
 */
export interface ObjectPosition {
  /** The JSON types some branch accepts here, as bits (see `json-type-bits.ts`). */
  accepts: number
  /** The positions of declared properties that say something, by key. */
  properties: Map<string, ObjectPosition> | undefined
  /** Every declared key, when `values` or `patterns` apply to the others; else `undefined`. */
  declared: ReadonlySet<string> | undefined
  /** Undeclared keys' values: the first pattern the key matches (`patternProperties`)… */
  patterns: readonly KeyPattern[] | undefined
  /** …or, matching none, this (`additionalProperties`). */
  values: ObjectPosition | undefined
  /** The positions of a tuple's first items (`prefixItems`). */
  prefixItems: readonly (ObjectPosition | undefined)[] | undefined
  /** The position of every other item of an array here (`items`). */
  items: ObjectPosition | undefined
}

/** A `patternProperties` entry: keys it matches hold values of `position`. */
export interface KeyPattern {
  readonly pattern: RegExp
  readonly position: ObjectPosition | undefined
}

/**
 * Whether a position refuses the value types it does not accept: it accepts objects, which some
 * libraries build from arrays, and not everything.
 *
 * @param position - A position.
 * @returns Whether a value of another type is refused there.
 */
export function checksType(position: ObjectPosition): boolean {
  return (position.accepts & OBJECT) !== 0 && position.accepts !== ANY
}

/**
 * Whether a value's JSON type is one the position accepts.
 *
 * @param position - A position.
 * @param value - A value standing there.
 * @returns Whether some branch of the schema accepts the value's type there.
 */
export function acceptsType(position: ObjectPosition, value: unknown): boolean {
  return (position.accepts & bitOfValue(value)) !== 0
}

type Node = Record<string, unknown>
/** What a key or an item of one branch holds: some schema nodes, anything, or nothing at all. */
type Slot = Node | 'any' | 'none'

/**
 * Where a schema's emitted input JSON Schema refuses a non-object value a library might take
 * for an object, at the root and nested in properties, records (pattern-keyed too), arrays,
 * tuples and the branches of unions: what core checks a tool input against before its
 * validator sees it, since some libraries accept an array for an object (Valibot builds an
 * object from it, ArkType passes it on). A value is refused at a position only when no branch
 * of the schema accepts its type there. Computed once per schema, at `createTool`, and kept in
 * its entry; `undefined` for a schema with no JSON Schema, or with nothing to check.
 *
 * Where the JSON Schema says more than one plan can follow cheaply, the plan says less and the
 * validator alone judges: a key matched by several patterns is checked against the first, keys
 * under a union of several pattern-keyed objects are not checked, `allOf` parts are checked
 * against the first that declares a key, and a schema past `MAX_POSITIONS` positions or
 * `MAX_LOOKUPS` look-ups has no plan. Never the other way: nothing the schema accepts is refused.
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
  let document: unknown
  try {
    document = extractQuietly(schema, { io: 'input', onUnrepresentable: 'any' }).result.schema
  } catch {
    // No JSON Schema, or one that cannot be built: it tells nothing of objects.
    return undefined
  }
  if (!isNode(document)) return undefined
  const root = new PositionReader(document).plan()
  // A root that is only an object, with nothing below it, is `requiresObjectRoot`'s to check.
  if (root === undefined || (!hasChildren(root) && root.accepts === OBJECT)) return undefined
  return root
}

class TooLarge extends Error {}

// The branch rules of an object: declared keys, patterns, and what the other keys hold.
interface ObjectRules {
  properties: Map<string, Node | boolean>
  patterns: [string, Node | boolean][]
  additional: unknown
}

class PositionReader {
  // One position per set of branches: a recursive schema gives a cyclic plan, not an endless one.
  private readonly positions = new Map<string, ObjectPosition | undefined>()
  private readonly ids = new Map<Node, number>()
  private readonly bits = new Map<Node, number>()
  private readonly rules = new Map<Node, ObjectRules>()
  private lookups = 0

  constructor(private readonly root: Node) {}

  plan(): ObjectPosition | undefined {
    try {
      return this.read([this.root])
    } catch (error) {
      if (error instanceof TooLarge) return undefined
      throw error
    }
  }

  // The position where a value must satisfy one of `nodes`.
  private read(nodes: readonly Slot[]): ObjectPosition | undefined {
    const branches = new Set<Node>()
    for (const node of nodes) {
      if (node === 'none') continue
      if (node === 'any' || !this.branchesOf(node, 0, branches)) return undefined
    }
    if (branches.size === 0) return undefined
    this.count(branches.size)
    const key = this.keyOf(branches)
    if (this.positions.has(key)) return this.positions.get(key)
    if (this.positions.size >= MAX_POSITIONS) throw new TooLarge()
    let accepts = 0
    for (const branch of branches) accepts |= this.bitsOf(branch, 0)
    const position: ObjectPosition = {
      accepts,
      properties: undefined,
      declared: undefined,
      patterns: undefined,
      values: undefined,
      prefixItems: undefined,
      items: undefined,
    }
    this.positions.set(key, position)
    const list = [...branches]
    this.readObject(
      list.filter((branch) => (this.bitsOf(branch, 0) & OBJECT) !== 0),
      position,
    )
    this.readArray(
      list.filter((branch) => (this.bitsOf(branch, 0) & ARRAY) !== 0),
      position,
    )
    if (checksType(position) || hasChildren(position)) return position
    this.positions.set(key, undefined)
    return undefined
  }

  // Adds the branches a value here must match one of; `false` when one is anything at all.
  private branchesOf(node: Node, depth: number, into: Set<Node>): boolean {
    if (depth > MAX_RESOLVE_DEPTH) return false
    const target = this.resolve(node, depth)
    if (target === undefined) return false
    const union = onlyUnion(target)
    if (union === undefined) {
      into.add(target)
      return true
    }
    for (const branch of union) {
      if (branch === false) continue
      if (!isNode(branch) || !this.branchesOf(branch, depth + 1, into)) return false
    }
    return true
  }

  private readObject(branches: readonly Node[], position: ObjectPosition): void {
    if (branches.length === 0) return
    const rules = branches.map((branch) => this.rulesOf(branch))
    const declared = new Set<string>()
    for (const rule of rules) for (const key of rule.properties.keys()) declared.add(key)
    for (const key of declared) {
      const child = this.readKey(rules, key)
      if (child === undefined) continue
      position.properties ??= new Map()
      position.properties.set(key, child)
    }
    const patterned = rules.filter((rule) => rule.patterns.length > 0)
    if (patterned.length > 1) return
    const values = this.read(rules.map((rule) => slotOfNode(rule.additional)))
    const [withPatterns] = patterned
    // A key the one pattern-keyed branch matches may still stand under another branch's rule.
    const others = rules.filter((rule) => rule !== withPatterns).map((rule) => rule.additional)
    const patterns = withPatterns === undefined ? [] : this.patternsOf(withPatterns, others)
    if (patterns === undefined) return
    if (values === undefined && patterns.every((entry) => entry.position === undefined)) return
    position.declared = declared
    position.values = values
    if (patterns.length > 0) position.patterns = patterns
  }

  private patternsOf(rule: ObjectRules, others: readonly unknown[]): KeyPattern[] | undefined {
    const patterns: KeyPattern[] = []
    for (const [source, node] of rule.patterns) {
      const pattern = compiled(source)
      // A pattern core cannot read may match any key: no plan for undeclared keys here.
      if (pattern === undefined) return undefined
      const position = this.read([slotOfNode(node), ...others.map(slotOfNode)])
      patterns.push({ pattern, position })
    }
    return patterns
  }

  private readArray(branches: readonly Node[], position: ObjectPosition): void {
    if (branches.length === 0) return
    const shapes = branches.map(arrayShape)
    const longest = Math.max(...shapes.map((shape) => shape.prefix.length))
    const prefixItems: (ObjectPosition | undefined)[] = []
    for (let index = 0; index < longest; index++) {
      this.count(shapes.length)
      prefixItems.push(this.read(shapes.map((shape) => shape.prefix[index] ?? shape.rest)))
    }
    position.items = this.read(shapes.map((shape) => shape.rest))
    // The first items are kept, even where none needs an object, whenever the others do: they
    // tell the gate where the others start.
    const kept = position.items !== undefined || prefixItems.some((item) => item !== undefined)
    if (longest > 0 && kept) position.prefixItems = prefixItems
  }

  // What `key` holds under any of the branches; a branch leaving it open ends the look-ups.
  private readKey(rules: readonly ObjectRules[], key: string): ObjectPosition | undefined {
    const slots: Slot[] = []
    for (const rule of rules) {
      const slot = this.slotOf(rule, key)
      if (slot === 'any') return undefined
      slots.push(slot)
    }
    return this.read(slots)
  }

  // What `key` holds in one branch: its declaration, else the first pattern it matches, else
  // the branch's other keys' rule.
  private slotOf(rule: ObjectRules, key: string): Slot {
    this.count(1)
    const declared = rule.properties.get(key)
    if (declared !== undefined) return slotOfNode(declared)
    for (const [source, node] of rule.patterns) {
      const pattern = compiled(source)
      if (pattern === undefined) return 'any'
      if (pattern.test(key)) return slotOfNode(node)
    }
    return slotOfNode(rule.additional)
  }

  // A branch's own object keywords, with those of its `allOf` parts: the first declaration of
  // a key, and of the other keys' rule, is the one checked.
  private rulesOf(branch: Node): ObjectRules {
    const known = this.rules.get(branch)
    if (known !== undefined) return known
    const rules: ObjectRules = { properties: new Map(), patterns: [], additional: undefined }
    this.collectRules(branch, 0, rules)
    this.rules.set(branch, rules)
    return rules
  }

  private collectRules(node: Node, depth: number, rules: ObjectRules): void {
    if (depth > MAX_RESOLVE_DEPTH) return
    if (isNode(node.properties)) {
      for (const key of Object.keys(node.properties)) {
        const child = node.properties[key]
        if (!rules.properties.has(key) && (isNode(child) || typeof child === 'boolean')) {
          rules.properties.set(key, child)
        }
      }
    }
    if (isNode(node.patternProperties)) {
      for (const [source, child] of Object.entries(node.patternProperties)) {
        if (isNode(child) || typeof child === 'boolean') rules.patterns.push([source, child])
      }
    }
    if (rules.additional === undefined) rules.additional = node.additionalProperties
    if (!Array.isArray(node.allOf)) return
    for (const part of node.allOf) {
      const resolved = this.resolve(part, depth + 1)
      if (resolved !== undefined) this.collectRules(resolved, depth + 1, rules)
    }
  }

  // The JSON types a node accepts, as bits: its `type` (or `const`/`enum`), within its
  // combinators. A node met again while it is read (a recursive combinator) accepts anything.
  private bitsOf(node: Node, depth: number): number {
    const known = this.bits.get(node)
    if (known !== undefined) return known
    if (depth > MAX_RESOLVE_DEPTH) return ANY
    this.bits.set(node, ANY)
    let bits = ownBits(node)
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = node[keyword]
      if (!Array.isArray(branches) || branches.length === 0) continue
      let union = 0
      for (const branch of branches) union |= this.branchBits(branch, depth)
      bits &= union
    }
    if (Array.isArray(node.allOf)) {
      for (const part of node.allOf) bits &= this.branchBits(part, depth)
    }
    this.bits.set(node, bits)
    return bits
  }

  private branchBits(branch: unknown, depth: number): number {
    if (branch === false) return 0
    const resolved = this.resolve(branch, depth + 1)
    return resolved === undefined ? ANY : this.bitsOf(resolved, depth + 1)
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

  // The same branches, in any order, are the same position.
  private keyOf(branches: ReadonlySet<Node>): string {
    if (branches.size === 1) return String(this.idOf(branches.values().next().value as Node))
    return [...branches]
      .map((branch) => this.idOf(branch))
      .sort((a, b) => a - b)
      .join(',')
  }

  private idOf(node: Node): number {
    let id = this.ids.get(node)
    if (id === undefined) {
      id = this.ids.size
      this.ids.set(node, id)
    }
    return id
  }

  private count(lookups: number): void {
    this.lookups += lookups
    if (this.lookups > MAX_LOOKUPS) throw new TooLarge()
  }
}

// The `anyOf`/`oneOf` branches of a node that is nothing but a union (besides annotations).
function onlyUnion(node: Node): unknown[] | undefined {
  const union = Array.isArray(node.anyOf) ? node.anyOf : node.oneOf
  if (!Array.isArray(union) || union.length === 0) return undefined
  for (const keyword of STRUCTURAL) if (node[keyword] !== undefined) return undefined
  if (Array.isArray(node.anyOf) && Array.isArray(node.oneOf)) return undefined
  return union
}

const STRUCTURAL = [
  'type',
  'const',
  'enum',
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'allOf',
  'not',
] as const

function ownBits(node: Node): number {
  const { type } = node
  if (typeof type === 'string') return bitsOfTypeName(type)
  if (Array.isArray(type))
    return type.reduce((bits: number, name) => bits | bitsOfTypeName(name), 0)
  if (Object.hasOwn(node, 'const')) return bitOfValue(node.const) || ANY
  if (Array.isArray(node.enum)) {
    return node.enum.reduce((bits: number, value) => bits | (bitOfValue(value) || ANY), 0)
  }
  return ANY
}

interface ArrayShape {
  prefix: Slot[]
  rest: Slot
}

// A tuple's first items and what the others hold: `prefixItems` and `items` (2020-12), or an
// `items` list and `additionalItems` (draft-07).
function arrayShape(node: Node): ArrayShape {
  if (Array.isArray(node.prefixItems)) {
    return { prefix: node.prefixItems.map(slotOfNode), rest: slotOfNode(node.items) }
  }
  if (Array.isArray(node.items)) {
    return { prefix: node.items.map(slotOfNode), rest: slotOfNode(node.additionalItems) }
  }
  return { prefix: [], rest: slotOfNode(node.items) }
}

function slotOfNode(node: unknown): Slot {
  if (node === false) return 'none'
  return isNode(node) ? node : 'any'
}

const patternCache = new Map<string, RegExp | null>()

// A `patternProperties` key as JSON Schema reads it (ECMA-262 with `u`); `undefined` when it
// does not compile, or is not plain enough to run on hostile keys (see `plain-pattern.ts`).
function compiled(source: string): RegExp | undefined {
  let pattern = patternCache.get(source)
  if (pattern === undefined) {
    try {
      pattern = isPlainPattern(source) ? new RegExp(source, 'u') : null
    } catch {
      pattern = null
    }
    if (patternCache.size < 1_000) patternCache.set(source, pattern)
  }
  return pattern ?? undefined
}

function hasChildren(position: ObjectPosition): boolean {
  return (
    position.properties !== undefined ||
    position.values !== undefined ||
    position.patterns !== undefined ||
    position.prefixItems !== undefined ||
    position.items !== undefined
  )
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
