import { typesOf } from './reference-json-types'
import { flattened } from './reference-normal-form'
import { isNode, merge, type Node, without } from './schema-nodes'

// The branches of a union (`anyOf`, `oneOf`) on both sides, paired so that each is compared
// with the branch that says the same kind of thing: by JSON type and listed values (a
// discriminator's `const` among them), whatever their order or number.

/** Keywords whose branches a value meets one of. */
export const BRANCHES = ['anyOf', 'oneOf'] as const
// Nested unions read through, at most this deep: the emitted schema is not trusted.
const MAX_NESTING = 4

/** One branch of a union, in normal form, with the JSON pointer of the node it comes from. */
export interface Branch {
  readonly node: unknown
  readonly pointer: string
  /** Its position in its side's list of branches. */
  readonly at: number
  /** The keyword that holds it (`anyOf` or `oneOf`), `undefined` when the node is no union. */
  readonly key: string | undefined
}

/**
 * The branches a node's values meet one of: its `anyOf` or `oneOf` (each with the keywords
 * beside the union), nested unions read through, and each branch with a list of types written
 * as one branch per type (the same assertion). A node that is no union is its own one branch.
 *
 * @param root - The schema the node is in, for its `$ref`s.
 * @param node - The node, in normal form.
 * @param pointer - Its JSON pointer.
 * @param limit - How many branches to read at most.
 * @returns The branches, at most `limit`.
 */
export function branchesOf(root: unknown, node: Node, pointer: string, limit: number): Branch[] {
  const out: Branch[] = []
  const add = (branch: unknown, at: string, key: string | undefined, nesting: number) => {
    if (out.length >= limit) return
    const own = flattened(root, branch)
    const union = isNode(own) ? unionOf(own) : undefined
    if (isNode(own) && union !== undefined && nesting < MAX_NESTING) {
      const beside = without(own, BRANCHES)
      for (const [index, part] of union.list.entries()) {
        add(
          isNode(part) ? merge(beside, part) : part,
          `${at}/${union.key}/${index}`,
          union.key,
          nesting + 1,
        )
      }
      return
    }
    for (const one of perType(own)) {
      out.push({ node: one, pointer: at, at: out.length, key })
    }
  }
  add(node, pointer, undefined, 0)
  return out
}

/** The union a node holds, if any. */
export function unionOf(node: Node): { key: string; list: unknown[] } | undefined {
  for (const key of BRANCHES) {
    const list = node[key]
    if (Array.isArray(list)) return { key, list }
  }
  return undefined
}

// Keywords that assert something of one JSON type only, by the type they assert of.
const OF_TYPE: Readonly<Record<string, readonly string[]>> = {
  string: ['minLength', 'maxLength', 'pattern'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: [
    'items',
    'prefixItems',
    'minItems',
    'maxItems',
    'uniqueItems',
    'contains',
    'minContains',
    'maxContains',
    'unevaluatedItems',
  ],
  object: [
    'properties',
    'required',
    'additionalProperties',
    'patternProperties',
    'propertyNames',
    'minProperties',
    'maxProperties',
    'dependentRequired',
    'dependentSchemas',
    'dependencies',
    'unevaluatedProperties',
  ],
}

// `type: [a, b]` beside other keywords is the union of the node with `type: a` and with
// `type: b`, each keeping the keywords that assert of its type or of every value alike.
function perType(node: unknown): unknown[] {
  if (!isNode(node) || !Array.isArray(node.type) || node.type.length < 2) return [node]
  return node.type.map((type) => {
    const own = type === 'integer' ? 'number' : type
    const others = Object.entries(OF_TYPE).flatMap(([of, keys]) => (of === own ? [] : keys))
    return { ...without(node, others), type }
  })
}

/** How the branches of both sides pair up. */
export interface BranchPairs {
  /** A reference branch and the emitted branch it is compared with. */
  readonly pairs: readonly (readonly [Branch, Branch])[]
  /** Emitted branches no reference branch pairs with, each with the closest reference branch. */
  readonly extra: readonly (readonly [Branch | undefined, Branch])[]
  /** Reference branches no emitted branch says anything alike of. */
  readonly missing: readonly Branch[]
}

/**
 * Pairs each reference branch with an emitted one: first those alike in JSON types and listed
 * values, then the closest left, then a reference branch left over with the closest emitted
 * branch even if taken (branches merged into one). Linear in the emitted branches for each of
 * the reference's (the reference is the kit's own, and small).
 *
 * @param reference - The reference's branches.
 * @param emitted - The emitted branches.
 * @returns The pairs, the emitted branches left over and the reference branches with no match.
 */
export function pairBranches(
  reference: readonly Branch[],
  emitted: readonly Branch[],
): BranchPairs {
  const rKeys = reference.map(signature)
  const eKeys = emitted.map(signature)
  const taken = new Set<number>()
  const pairedWith = new Map<number, number>()
  // Alike: the same types and listed values, in order.
  const byKey = new Map<string, number[]>()
  for (const [index, key] of eKeys.entries()) {
    byKey.set(key.text, [...(byKey.get(key.text) ?? []), index])
  }
  for (const [index, key] of rKeys.entries()) {
    const queue = byKey.get(key.text)
    const match = queue?.shift()
    if (match === undefined) continue
    taken.add(match)
    pairedWith.set(index, match)
  }
  // The closest left: the most types and listed values in common.
  for (const [index, key] of rKeys.entries()) {
    if (pairedWith.has(index)) continue
    const match = closest(key, eKeys, (at) => !taken.has(at))
    if (match === undefined) continue
    taken.add(match)
    pairedWith.set(index, match)
  }
  const pairs: (readonly [Branch, Branch])[] = []
  const missing: Branch[] = []
  for (const [index, branch] of reference.entries()) {
    // A branch left over: compared with the closest emitted one, taken or not (merged).
    const match = pairedWith.get(index) ?? closest(rKeys[index] as Signature, eKeys, () => true)
    if (match === undefined) missing.push(branch)
    else pairs.push([branch, emitted[match] as Branch])
  }
  const extra = emitted
    .filter((branch) => !taken.has(branch.at))
    .map((branch) => {
      const near = closest(eKeys[branch.at] as Signature, rKeys, () => true)
      return [near === undefined ? undefined : reference[near], branch] as const
    })
  return { pairs, extra, missing }
}

// What a branch is about: its JSON types and its listed values, its own and its properties'
// (a discriminator), as one text to find alike branches and as parts to count what is shared.
interface Signature {
  readonly text: string
  readonly parts: ReadonlySet<string>
}

function signature(branch: Branch): Signature {
  const node = branch.node
  const types = typesOf(node)
  const parts = new Set<string>([...(types ?? ['any'])].map((type) => `type:${named(type)}`))
  if (isNode(node)) {
    for (const value of listed(node)) parts.add(`value:${value}`)
    const properties = isNode(node.properties) ? node.properties : {}
    for (const [name, property] of Object.entries(properties)) {
      if (!isNode(property)) continue
      for (const value of listed(property)) parts.add(`${JSON.stringify(name)}:${value}`)
    }
  }
  return { text: [...parts].sort().join('\n'), parts }
}

// An integer is a number: branches of either are alike.
function named(type: string): string {
  return type === 'integer' ? 'number' : type
}

function listed(node: Node): string[] {
  if ('const' in node) return [JSON.stringify(node.const)]
  return Array.isArray(node.enum) ? node.enum.map((value) => JSON.stringify(value)) : []
}

// The branch sharing the most parts with `key`, first of the best; none when none shares any.
function closest(
  key: Signature,
  among: readonly Signature[],
  open: (at: number) => boolean,
): number | undefined {
  let best: number | undefined
  let bestScore = 0
  for (const [at, other] of among.entries()) {
    if (!open(at)) continue
    let score = 0
    for (const part of other.parts) if (key.parts.has(part)) score++
    if (score > bestScore) {
      best = at
      bestScore = score
    }
  }
  return best
}
