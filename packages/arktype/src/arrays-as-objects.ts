import type { StandardSchemaV1 } from '@polytool/core'
import { reachedNodes, writtenIndex } from './node-hooks'

/** What a validation fails with when ArkType would take an array for an object. */
export const ARRAY_AS_OBJECT_MESSAGE = 'must be an object (was an array)'

/** The part of an ArkType node this reads and rebuilds. */
interface ArkNode {
  readonly kind: string
  readonly domain?: unknown
  readonly proto?: unknown
  readonly inner: Readonly<Record<string, unknown>>
  readonly meta?: unknown
  readonly branches?: readonly ArkNode[]
  readonly resolution?: unknown
  readonly $: ArkScope
  transform(
    mapper: (kind: string, inner: Record<string, unknown>) => object,
    options: { shouldTransform(node: ArkNode): boolean },
  ): ArkNode
}

interface ArkScope {
  node(kind: string, inner: object): ArkNode
  finalize(node: ArkNode): StandardSchemaV1
  lazilyResolve(resolve: () => ArkNode, name: string): ArkNode
}

/**
 * Whether an ArkType type has a union where an object type (`{ a?: string }`,
 * `Record<string, …>`) stands beside a branch that takes arrays (`string[]`, a tuple), or an
 * index signature its JSON Schema drops (`[string > 2]`) whose values are object types. Arrays
 * are objects to ArkType, so an array that the array branch refuses passes the object branch,
 * which its JSON Schema (`type: "object"`) refuses; core refuses an array before validating
 * only where no branch of the JSON Schema takes arrays. Reads each node the type references
 * once, and the types its aliases (a scope's names, cycles) resolve to; a type larger than
 * the node limit (`setMaxSchemaNodes`), or that cannot be read, counts as one that has.
 *
 * @param schema - An ArkType type.
 * @returns `false` only when no union mixes an object type with an array type.
 */
export function holdsArrayOrObjectUnion(schema: StandardSchemaV1): boolean {
  try {
    const nodes = reachedNodes<ArkNode>((schema as unknown as { internal?: unknown }).internal)
    if (nodes === undefined) return true
    return nodes.some(
      (node) =>
        (node.kind === 'union' && mixesArraysAndObjects(node.branches ?? [])) ||
        (node.kind === 'index' && unwrittenObjectValues(node.inner)),
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
  const root = (schema as unknown as { internal?: unknown }).internal
  return typeof root === 'function' && isObjectOnly(inputOf(root as unknown as ArkNode))
}

/**
 * The same ArkType type, whose unions of object and array types refuse an array in their object
 * branches, as do the object values of index signatures its JSON Schema drops: each such object gets a predicate that fails an array with
 * `ARRAY_AS_OBJECT_MESSAGE`, at its path, so ArkType itself still judges the union (its array
 * branch takes the array), cycles and morphs, and writes the issue among its own. Built once per
 * type, with ArkType's own node transform; `undefined` when ArkType cannot rebuild the type.
 *
 * @param schema - An ArkType type.
 * @returns The strict type, or `undefined`.
 */
export function refusingArrays(schema: StandardSchemaV1): StandardSchemaV1 | undefined {
  try {
    const root = (schema as unknown as { internal: ArkNode }).internal
    const strict = root.$.finalize(new StrictTransform().of(root))
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
    if (kind === 'alias' && this.alias !== undefined) {
      const alias = this.alias
      return lazily(alias, () => this.of(alias.resolution as ArkNode))
    }
    if (kind === 'index') {
      if (!unwrittenObjectValues(inner)) return inner
      return { ...inner, value: refusingArraysIn(inner.value as ArkNode) }
    }
    if (kind !== 'union') return inner
    const branches = inner.branches as readonly ArkNode[]
    if (!mixesArraysAndObjects(branches)) return inner
    return { ...inner, branches: branches.map(refusingArraysIn) }
  }
}

// An index signature the JSON Schema does not state (`writtenIndex`), whose values are an object
// type: core learns no object position for them from the JSON Schema.
function unwrittenObjectValues(inner: Readonly<Record<string, unknown>>): boolean {
  const value = inner.value as ArkNode | undefined
  if (value === undefined || inner.signature === undefined) return false
  if (value.kind !== 'alias' && !isObjectOnly(value)) return false
  return !writtenIndex(inner as unknown as Parameters<typeof writtenIndex>[0])
}

// A name of its own: ArkType keeps one node per alias name.
function lazily(alias: ArkNode, resolve: () => ArkNode): ArkNode {
  return alias.$.lazilyResolve(resolve, `${String(alias.inner.reference)}&notArray${aliases++}`)
}

// ArkType writes `x must be an object (was an array)`, as for any other of its issues. The
// predicate reads the value alone: one that takes ArkType's context runs on a slower path.
const NOT_ARRAY = {
  predicate: (data: unknown) => !Array.isArray(data),
  meta: { expected: 'an object', actual: 'an array' },
}

// An object branch gets the predicate; an alias (a recursive type) one that resolves to its
// type with the predicate, when that is an object type.
function refusingArraysIn(branch: ArkNode): ArkNode {
  if (branch.kind === 'alias') {
    return lazily(branch, () => {
      const resolved = branch.resolution as ArkNode
      return isObjectOnly(resolved) ? refusingArraysIn(resolved) : resolved
    })
  }
  if (!isObjectOnly(branch)) return branch
  const predicates = (branch.inner.predicate as readonly unknown[] | undefined) ?? []
  return branch.$.node('intersection', {
    ...branch.inner,
    meta: branch.meta,
    predicate: [...predicates, NOT_ARRAY],
  })
}

// A union where an object type, or an alias (which may be one), stands beside a branch that
// may take an array.
// (ArkType refuses to build a union where a morph's input overlaps another branch.)
function mixesArraysAndObjects(branches: readonly ArkNode[]): boolean {
  let objects = false
  let arrays = false
  for (const branch of branches) {
    if (branch.kind === 'alias') objects = arrays = true
    else if (isObjectOnly(branch)) objects = true
    else if (mayTakeArrays(branch)) arrays = true
  }
  return objects && arrays
}

// What a morph checks before it runs: its input's type.
function inputOf(node: ArkNode): ArkNode {
  return node.kind === 'morph' ? (node.inner.in as ArkNode) : node
}

// An intersection of the `object` domain with no prototype (`Array`, `Date`) and no items.
function isObjectOnly(node: ArkNode): boolean {
  if (node.kind !== 'intersection' || node.inner.proto !== undefined) return false
  const domain = node.inner.domain as { domain?: unknown } | undefined
  if (domain?.domain !== 'object') return false
  const structure = node.inner.structure as { sequence?: unknown } | undefined
  return structure?.sequence === undefined
}

// An array type, a tuple, another prototype's type: anything but a primitive's.
function mayTakeArrays(node: ArkNode): boolean {
  if (node.kind === 'proto') return true
  return node.kind === 'intersection' && node.inner.proto !== undefined
}
