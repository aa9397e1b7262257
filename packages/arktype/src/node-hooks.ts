import {
  currentMaxSchemaNodes,
  type JsonSchemaIo,
  markInexactBelow,
  markUnrepresentable,
} from '@polytool/core'
import { type } from 'arktype'
import { referencesOf } from './references'

/** The part of an ArkType node the hooks read. */
interface ArkNode {
  readonly kind: string
  readonly inner: Readonly<Record<string, unknown>>
  readonly resolution?: unknown
  readonly morphs?: readonly unknown[]
  readonly index?: readonly IndexNode[]
  readonly undeclared?: string
  readonly expression?: string
  readonly props?: readonly PropNode[]
}

/** A property of a structure: its key, and whether a default fills it when missing. */
interface PropNode {
  readonly key: PropertyKey
  hasDefault(): boolean
}

/** What `reachedNodes` reads of every node: its kind, and an alias's resolution. */
interface ReachedNode {
  readonly kind: string
  readonly resolution?: unknown
}

interface IndexNode {
  readonly signature: { readonly branches: readonly ArkNode[]; readonly expression: string }
  readonly value: ArkNode
}

type JsonObject = Record<string, unknown>
type Method = (this: ArkNode, ...args: never[]) => unknown

/**
 * Whether an index signature is written by ArkType's converter: each branch of its key is a
 * symbol (tagged by the `symbolKey` fallback) or a string checked by patterns alone. A key with
 * another constraint (`string > 2`, `string.date`, `string.alpha > 2`) or a morph
 * (`string.lower`) is dropped, or makes the converter throw.
 *
 * @param index - An index node of a structure.
 */
export function writtenIndex(index: IndexNode): boolean {
  return index.signature.branches.every((branch) => {
    if (branch.kind === 'intersection') {
      const domain = (branch.inner.domain as { domain?: unknown } | undefined)?.domain
      if (domain !== 'string') return domain !== undefined
      return Object.keys(branch.inner).every((key) => key === 'domain' || key === 'pattern')
    }
    // A symbol key (`domain`, `unit` of a symbol) has its own fallback; any other kind is not
    // a string key that a pattern states.
    return branch.kind === 'domain' || branch.kind === 'unit' || branch.kind === 'proto'
  })
}

/**
 * Every node a type reaches, the types its aliases resolve to too (a scope's cycles): `undefined`
 * past the node limit (`setMaxSchemaNodes`) or when ArkType's node list cannot be read.
 *
 * @param internal - The type's root node (`type.internal`).
 * @returns The nodes, each once, typed as the part of a node the caller reads.
 */
export function reachedNodes<Node extends ReachedNode = ArkNode>(
  internal: unknown,
): readonly Node[] | undefined {
  const pending: unknown[] = [internal]
  const seen = new Set<Node>()
  for (let root = pending.pop(); root !== undefined; root = pending.pop()) {
    const nodes = referencesOf(root)
    if (!Array.isArray(nodes)) return undefined
    for (const node of nodes as readonly Node[]) {
      if (seen.has(node)) continue
      if (seen.add(node).size > currentMaxSchemaNodes()) return undefined
      if (node.kind === 'alias') pending.push(node.resolution)
    }
  }
  return [...seen]
}

// The morph functions of ArkType's own keywords that read the context: the adapter states what
// they refuse elsewhere (a predicate, `string.json.parse`, `string.integer.parse`).
let ownMorphs: ReadonlySet<unknown> | undefined
function arkTypeMorphs(): ReadonlySet<unknown> {
  if (ownMorphs !== undefined) return ownMorphs
  const found = new Set<unknown>()
  for (const keyword of [
    'string.integer.parse',
    'string.date.parse',
    'string.json.parse',
    'string.url.parse',
  ]) {
    const nodes = referencesOf(
      (type(keyword as never) as unknown as { internal: unknown }).internal,
    )
    for (const node of (nodes ?? []) as readonly ArkNode[]) {
      for (const morph of node.morphs ?? []) found.add(morph)
    }
  }
  ownMorphs = found
  return found
}

/**
 * Whether a morph node runs a function of the user's that takes ArkType's context, so it may
 * refuse its input (`ctx.error(…)`, `ctx.reject(…)`), which its input schema accepts.
 *
 * @param node - A morph node.
 */
export function mayRefuse(node: ArkNode): boolean {
  const own = arkTypeMorphs()
  return (node.morphs ?? []).some(
    (morph) =>
      typeof morph === 'function' &&
      morph.length >= 2 &&
      !own.has(morph) &&
      // A type a morph leads into (`.pipe(f, type)`, `.to(type)`) is tagged as such.
      !('kind' in morph),
  )
}

const UNWRITTEN_INDEX = (expression: string) =>
  `the index signature [${expression}] keys its values by a condition no pattern states: JSON Schema does not check the values of the keys it takes`

const REFUSING_MORPH =
  "a morph that reads ArkType's context (ctx.error, ctx.reject) may refuse values its input JSON Schema accepts"

/**
 * Runs ArkType's `toJsonSchema` with the adapter's changes to how some nodes are written, each
 * set on the node for the conversion alone (ArkType converts synchronously):
 *
 * - an object with an index signature ArkType does not write (a key constrained by more than a
 *   pattern, or by a morph) is written without it, tagged unrepresentable (`constraint`), and
 *   without the `additionalProperties: false` of `'+': 'reject'`, which would refuse its keys;
 * - on the input side, an object that strips unknown keys (`'+': 'delete'`) accepts them;
 * - on the output side, a key with a default is required: the output always holds it;
 * - on the input side, a morph whose function reads ArkType's context is tagged inexact
 *   (`stricter`), unless `tagMorphs` is false (a caller's own `morph` fallback).
 *
 * @param internal - The type's root node.
 * @param io - The side the JSON Schema describes.
 * @param tagMorphs - Whether refusing morphs are tagged.
 * @param convert - Calls ArkType's `toJsonSchema`.
 * @returns What `convert` returns.
 */
export function convertWithHooks<T>(
  internal: unknown,
  io: JsonSchemaIo,
  tagMorphs: boolean,
  convert: () => T,
): T {
  const nodes = reachedNodes(internal) ?? []
  const restore: (() => void)[] = []
  const hook = (node: ArkNode, name: string, make: (original: Method) => Method) => {
    const original = (node as unknown as Record<string, unknown>)[name]
    if (typeof original !== 'function' || Object.hasOwn(node, name)) return
    Object.defineProperty(node, name, {
      value: make(original as Method),
      configurable: true,
      writable: true,
    })
    restore.push(() => delete (node as unknown as Record<string, unknown>)[name])
  }
  try {
    for (const node of nodes) {
      if (node.kind === 'structure') {
        const unwritten = (node.index ?? []).filter((index) => !writtenIndex(index))
        const strips = io === 'input' && node.undeclared === 'delete'
        const filled = io === 'output' ? filledKeys(node) : []
        if (unwritten.length === 0 && !strips && filled.length === 0) continue
        hook(node, 'reduceObjectJsonSchema', (original) =>
          writingObject(original, unwritten, strips, filled),
        )
      } else if (node.kind === 'morph' && io === 'input' && tagMorphs && mayRefuse(node)) {
        hook(
          node,
          'innerToJsonSchema',
          (original) =>
            function (this: ArkNode, ...args: never[]) {
              const written = original.apply(this, args)
              if (typeof written !== 'object' || written === null) return written
              return markInexactBelow(written, 'stricter', REFUSING_MORPH)
            },
        )
      }
    }
    return convert()
  } finally {
    for (const undo of restore) undo()
  }
}

// The string keys of a structure that a default fills when missing: the output always holds them.
function filledKeys(node: ArkNode): string[] {
  return (node.props ?? [])
    .filter((prop) => typeof prop.key === 'string' && prop.hasDefault())
    .map((prop) => prop.key as string)
}

function writingObject(
  original: Method,
  unwritten: readonly IndexNode[],
  strips: boolean,
  filled: readonly string[],
): Method {
  return function (this: ArkNode, ...args: never[]) {
    // ArkType reads the index signatures from `this.index`: a view of the node without the
    // ones it cannot write.
    const view =
      unwritten.length === 0
        ? this
        : Object.create(this, {
            index: {
              value: this.index?.filter((index) => !unwritten.includes(index)),
            },
          })
    const written = original.apply(view, args) as JsonObject
    if (typeof written !== 'object' || written === null) return written
    const closed = written.additionalProperties === false
    const plainIndex = (this.index ?? []).some(
      (index) => index.signature.expression === 'string' && writtenIndex(index),
    )
    // `'+': 'reject'` (or `'delete'`, on the output side) writes `additionalProperties: false`;
    // the keys of a dropped signature are accepted, and those `'delete'` strips too.
    if (closed && !plainIndex && (strips || unwritten.length > 0)) {
      delete written.additionalProperties
    }
    for (const index of unwritten) {
      markUnrepresentable(written, 'constraint', UNWRITTEN_INDEX(index.signature.expression))
    }
    // ArkType writes a key with a default as optional; on the output side it is always there.
    const properties = written.properties as JsonObject | undefined
    const present = filled.filter(
      (key) => properties !== undefined && Object.hasOwn(properties, key),
    )
    if (present.length > 0) {
      const required = Array.isArray(written.required) ? (written.required as string[]) : []
      written.required = [...required, ...present.filter((key) => !required.includes(key))]
    }
    return written
  }
}
