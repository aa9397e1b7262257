import type { StandardSchemaV1 } from '@polytool/core'
import { referencesOf } from './references'

/** What a validation fails with when ArkType would take an array for an object. */
export const ARRAY_AS_OBJECT_MESSAGE = 'must be an object (was an array)'

/** The part of an ArkType node this reads and rebuilds. */
interface ArkNode {
  readonly kind: string
  readonly domain?: unknown
  readonly inner: Readonly<Record<string, unknown>>
  readonly $: {
    node(kind: string, inner: object): ArkNode
    finalize(node: ArkNode): StandardSchemaV1
    lazilyResolve(resolve: () => ArkNode, name: string): ArkNode
  }
  readonly resolution?: unknown
  transform(
    mapper: (kind: string, inner: Record<string, unknown>) => object,
    options: { shouldTransform(node: ArkNode): boolean },
  ): ArkNode
}

/** Where a node holds the types of values (not constraints), by kind: a key's, an item's, a branch's. */
const VALUE_KEYS: Readonly<Record<string, readonly string[]>> = {
  union: ['branches'],
  required: ['value'],
  optional: ['value'],
  index: ['value'],
  sequence: ['prefix', 'optionals', 'defaultables', 'variadic', 'postfix'],
  morph: ['in'],
}

/**
 * Whether ArkType would take an array for an object somewhere in the type but at its root: an
 * object type (`{ a?: string }`, `Record<string, …>`, `object`) as a key's value, an item, a
 * union's branch or a morph's input. Arrays are objects to ArkType, so each of them accepts
 * an array that its JSON Schema (`type: "object"`) refuses. Core refuses one before validating
 * where every branch of the JSON Schema refuses arrays, not where a union has an array branch;
 * an alias (a scope's cyclic reference), whose type the list of nodes leaves out, counts as one.
 * A type that cannot be read counts as one too.
 *
 * @param schema - An ArkType type.
 * @returns `false` only when no position below the root holds an object type.
 */
export function holdsNestedObjects(schema: StandardSchemaV1): boolean {
  try {
    const nodes = referencesOf((schema as unknown as { internal?: unknown }).internal)
    if (!Array.isArray(nodes)) return true
    return (nodes as readonly ArkNode[]).some(
      (node) => node.kind === 'alias' || valuesOf(node).some(takesArrays),
    )
  } catch {
    return true
  }
}

/**
 * Whether the root of an ArkType type is an object type, which takes an array: a value checked
 * outside a tool call (core refuses a root array of a tool input first) is refused here.
 *
 * @param schema - An ArkType type.
 * @returns Whether the root is an object type that is not an array type.
 */
export function objectRoot(schema: StandardSchemaV1): boolean {
  return takesArrays((schema as unknown as { internal?: unknown }).internal)
}

/**
 * The same ArkType type, whose object types refuse arrays: each gets a predicate that fails an
 * array with `ARRAY_AS_OBJECT_MESSAGE`, at its path, so ArkType itself judges unions (an array
 * branch still takes the array), cycles and morphs, and writes the issue among its own. Built
 * once per type, with ArkType's own node transform; `undefined` when ArkType cannot rebuild the
 * type (the caller then keeps it as it is).
 *
 * @param schema - An ArkType type.
 * @returns The strict type, or `undefined`.
 */
export function refusingArrays(schema: StandardSchemaV1): StandardSchemaV1 | undefined {
  try {
    const root = (schema as unknown as { internal: ArkNode }).internal
    const strict = root.$.finalize(new StrictTransform(root).of(root))
    return typeof strict?.['~standard']?.validate === 'function' ? strict : undefined
  } catch {
    return undefined
  }
}

let aliases = 0

// ArkType's node transform rebuilds a type's nodes, not the type an alias (a scope's cyclic
// reference) resolves to: each alias becomes one that resolves, lazily, to its type made strict,
// once per type, so a cycle stays a cycle.
class StrictTransform {
  private readonly strict = new Map<ArkNode, ArkNode>()
  private alias: ArkNode | undefined

  constructor(private readonly root: ArkNode) {}

  of(node: ArkNode): ArkNode {
    let known = this.strict.get(node)
    if (known === undefined) {
      known = node.transform(this.map, { shouldTransform: this.enter })
      this.strict.set(node, known)
    }
    return known
  }

  // Called on each node just before `map`; an alias has no children in between.
  private readonly enter = (node: ArkNode): boolean => {
    if (node.kind === 'alias') this.alias = node
    return true
  }

  private readonly map = (kind: string, inner: Record<string, unknown>): object => {
    if (kind === 'intersection') return refusingArraysIn(inner)
    if (kind === 'alias' && this.alias !== undefined) {
      const alias = this.alias
      // A name of its own: ArkType keeps one node per alias name.
      return alias.$.lazilyResolve(
        () => this.of(alias.resolution as ArkNode),
        `${String(alias.inner.reference)}&notArray${aliases++}`,
      )
    }
    const keys = VALUE_KEYS[kind]
    if (keys === undefined) return inner
    const strict = { ...inner }
    for (const key of keys) if (key in strict) strict[key] = mapValues(strict[key], this.root)
    return strict
  }
}

// ArkType's `object` keyword is a bare domain node, which is also every object type's
// constraint: it is made strict where a value's type stands, never inside an intersection.
function mapValues(value: unknown, root: ArkNode): unknown {
  if (!Array.isArray(value)) return mapValue(value, root)
  // A defaultable item is `[type, default]`.
  return value.map((item) =>
    Array.isArray(item) ? [mapValue(item[0], root), ...item.slice(1)] : mapValue(item, root),
  )
}

function mapValue(value: unknown, root: ArkNode): unknown {
  if (!isBareObject(value)) return value
  return root.$.node('intersection', { domain: 'object', predicate: [notArray] })
}

function refusingArraysIn(inner: Record<string, unknown>): Record<string, unknown> {
  if (!isObjectOnly(inner)) return inner
  const predicates = (inner.predicate as readonly unknown[] | undefined) ?? []
  return { ...inner, predicate: [...predicates, notArray] }
}

interface RejectContext {
  reject(problem: { expected: string; actual: string }): false
}

// ArkType writes `x must be an object (was an array)`, as for any other of its issues.
function notArray(data: unknown, context: RejectContext): boolean {
  return !Array.isArray(data) || context.reject({ expected: 'an object', actual: 'an array' })
}

// An object type: the `object` domain, no prototype (`Array`, `Date`), no items.
function isObjectOnly(inner: Readonly<Record<string, unknown>>): boolean {
  const domain = inner.domain as { domain?: unknown } | string | undefined
  const name = typeof domain === 'string' ? domain : domain?.domain
  if (name !== 'object' || inner.proto !== undefined) return false
  const structure = inner.structure as { sequence?: unknown } | undefined
  return structure?.sequence === undefined
}

function takesArrays(node: unknown): boolean {
  if (typeof node !== 'function') return false
  const { kind, inner } = node as unknown as ArkNode
  return isBareObject(node) || (kind === 'intersection' && isObjectOnly(inner))
}

function isBareObject(node: unknown): boolean {
  const { kind, domain } = node as Partial<ArkNode>
  return typeof node === 'function' && kind === 'domain' && domain === 'object'
}

function valuesOf(node: ArkNode): unknown[] {
  const keys = VALUE_KEYS[node.kind]
  if (keys === undefined) return []
  const values: unknown[] = []
  for (const key of keys) {
    const value = node.inner[key]
    if (!Array.isArray(value)) values.push(value)
    else for (const item of value) values.push(Array.isArray(item) ? item[0] : item)
  }
  return values
}
