import { BRANCHES, type Branch, branchesOf, pairBranches, unionOf } from './reference-branches'
import { admits, onlyNull, typeDifferences, typesOf } from './reference-json-types'
import {
  DEFAULT_REFERENCE_NODE_LIMIT,
  MAX_REFERENCE_DEPTH,
  type Unread,
  type UnreadCause,
} from './reference-limits'
import { flattened, SUBSCHEMAS } from './reference-normal-form'
import { isNode, merge, type Node, stringsAt, without } from './schema-nodes'

// The emitted schema read beside the case's reference, node by node: where one states an
// assertion the other does not. Values reach a keyword only when some value lands on it; this
// reads every keyword, however far its bound is from the case's values.

/**
 * How a keyword of the emitted schema differs from the reference at one node. `lost`: the
 * reference states it and the emitted schema does not (the schema admits more, so a model
 * following it may be refused). `added`: the emitted schema states it and the reference does
 * not (the schema forbids what the case allows). `changed`: both state it, with other values.
 */
export type KeywordChange = 'lost' | 'added' | 'changed'

/** One keyword on which the emitted schema and the reference differ. */
export interface KeywordDifference {
  /** JSON pointer of the node in the emitted schema (`''` is the root). */
  readonly pointer: string
  /**
   * The keyword, or `required` for a required key, `type` for a JSON type, `branch` for a
   * union's branch that has no counterpart on the other side.
   */
  readonly keyword: string
  /** Whether the emitted schema lost, added or changed it. */
  readonly change: KeywordChange
  /** What the reference states, when it states it. */
  readonly reference?: unknown
  /** What the emitted schema states, when it states it. */
  readonly emitted?: unknown
}

// Keywords that assert something of a value, compared by presence and value.
const ASSERTIONS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minContains',
  'maxContains',
  'minProperties',
  'maxProperties',
  'dependentRequired',
  'dependencies',
  'enum',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
] as const
// Keywords mapping names to subschemas.
const NAMED_SUBSCHEMAS = ['properties', 'patternProperties', 'dependentSchemas'] as const

/** What one reading of the emitted schema beside the reference found. */
export interface KeywordComparison {
  /** The differences, each at its node's JSON pointer in the emitted schema. */
  readonly differences: KeywordDifference[]
  /**
   * Where the reading stopped at a limit, if it did: nodes from there on were not compared,
   * so the differences are not all there may be.
   */
  readonly unread?: Unread
}

/**
 * Where the emitted schema states other assertions than the case's reference: keywords lost,
 * added or changed, `required` keys lost or added, JSON types lost or added, node by node along
 * `properties`, `items`, `prefixItems` and the other subschemas (`$ref`s and `allOf` read
 * through). Where only the emitted node branches (`anyOf`, `oneOf`), each branch is read beside
 * the reference for what it lost; where the reference branches, its branches are paired with the
 * emitted ones by JSON type and listed values (a discriminator among them), whatever their order
 * or number, and each pair is compared keyword by keyword: a reference branch merged into
 * another is compared with it, an emitted branch left over is read for what it lost, and a
 * branch with no counterpart at all is a `branch` lost or added. The JSON types each side
 * admits are compared in every case. The reading stops after `nodeLimit` node pairs, or
 * {@link MAX_REFERENCE_DEPTH} nodes deep, and then says where (`unread`).
 *
 * @param reference - The case's reference schema (draft 2020-12).
 * @param emitted - The adapter's emitted schema (draft 2020-12), read and not trusted.
 * @param nodeLimit - Node pairs compared at most (branches of a union read at most, too).
 * @returns The differences, and where the reading stopped if it did.
 */
export function keywordDifferences(
  reference: object,
  emitted: object,
  nodeLimit: number = DEFAULT_REFERENCE_NODE_LIMIT,
): KeywordComparison {
  const roots: Roots = { reference, emitted, limit: nodeLimit, budget: { left: nodeLimit } }
  const differences = differencesAt(roots, reference, emitted, '', 0)
  return roots.unread === undefined ? { differences } : { differences, unread: roots.unread }
}

// The two schemas' roots, for their `$ref`s, the nodes left to compare, shared by every
// comparison one call makes, and where the first comparison stopped short, if one did.
interface Roots {
  readonly reference: unknown
  readonly emitted: unknown
  readonly limit: number
  readonly budget: { left: number }
  unread?: Unread
}

// The first node left unread is the one to name: the reading went no further than there.
function stop(roots: Roots, pointer: string, cause: UnreadCause, node: unknown): void {
  roots.unread ??= { pointer, cause, node }
}

function differencesAt(
  roots: Roots,
  reference: unknown,
  emitted: unknown,
  from: string,
  depth: number,
): KeywordDifference[] {
  const found: KeywordDifference[] = []
  // A recursive schema meets the same pair of nodes again: each pair is compared once.
  const pairs = new WeakMap<object, WeakSet<object>>()
  const visited = (ref: unknown, em: unknown): boolean => {
    if (!isNode(ref) || !isNode(em)) return false
    const seen = pairs.get(ref) ?? new WeakSet<object>()
    pairs.set(ref, seen)
    if (seen.has(em)) return true
    seen.add(em)
    return false
  }
  const compare = (ref: unknown, em: unknown, pointer: string, level: number): void => {
    const cause =
      level > MAX_REFERENCE_DEPTH ? 'depth' : roots.budget.left-- <= 0 ? 'nodes' : undefined
    if (cause !== undefined) {
      stop(roots, pointer, cause, em)
      return
    }
    if (visited(ref, em)) return
    const r = flattened(roots.reference, ref)
    const e = flattened(roots.emitted, em)
    if (!isNode(r) || !isNode(e)) {
      if (r !== e && typeof r === 'boolean' && typeof e === 'boolean') {
        found.push({ pointer, keyword: 'schema', change: 'changed', reference: r, emitted: e })
      }
      return
    }
    found.push(...typeDifferences(r, e, pointer))
    if (unionOf(r) !== undefined) {
      found.push(...unionDifferences(roots, r, e, pointer, level + 1))
      return
    }
    const eUnion = unionOf(e)
    if (eUnion !== undefined) {
      found.push(...branchLosses(roots, r, e, eUnion, pointer, level + 1))
      return
    }
    found.push(...assertionDifferences(r, e, pointer))
    found.push(...requiredDifferences(r, e, pointer))
    for (const keyword of SUBSCHEMAS) {
      compareSub(r[keyword], e[keyword], `${pointer}/${keyword}`, keyword, pointer, level)
    }
    const rPrefix = Array.isArray(r.prefixItems) ? r.prefixItems : []
    const ePrefix = Array.isArray(e.prefixItems) ? e.prefixItems : []
    for (let at = 0; at < Math.max(rPrefix.length, ePrefix.length); at++) {
      compareSub(
        rPrefix[at],
        ePrefix[at],
        `${pointer}/prefixItems/${at}`,
        'prefixItems',
        pointer,
        level,
      )
    }
    for (const keyword of NAMED_SUBSCHEMAS) {
      const rNamed = isNode(r[keyword]) ? r[keyword] : {}
      const eNamed = isNode(e[keyword]) ? e[keyword] : {}
      for (const name of new Set([...Object.keys(rNamed), ...Object.keys(eNamed)])) {
        compareSub(
          rNamed[name],
          eNamed[name],
          `${pointer}/${keyword}/${escaped(name)}`,
          `${keyword}/${name}`,
          pointer,
          level,
        )
      }
    }
  }
  // A subschema on one side only is a keyword lost or added at its parent node.
  const compareSub = (
    ref: unknown,
    em: unknown,
    at: string,
    keyword: string,
    parent: string,
    level: number,
  ) => {
    if (ref === undefined && em === undefined) return
    if (ref === undefined) found.push({ pointer: parent, keyword, change: 'added', emitted: em })
    else if (em === undefined)
      found.push({ pointer: parent, keyword, change: 'lost', reference: ref })
    else compare(ref, em, at, level + 1)
  }
  compare(reference, emitted, from, depth)
  return found
}

// The reference branches (`anyOf`, `oneOf`): each of its branches compared with the emitted
// branch that pairs with it, and the branches no other pairs with named. When either side has
// more branches than are left to read, none is compared: a pairing made without the branches
// left unread would name differences that are not there (a branch "lost" that an unread one
// holds), so the reading stops at the first of them and says so.
function unionDifferences(
  roots: Roots,
  r: Node,
  e: Node,
  pointer: string,
  depth: number,
): KeywordDifference[] {
  const rBranches = allBranches(roots, roots.reference, r, pointer, roots.limit)
  const eBranches = allBranches(roots, roots.emitted, e, pointer, Math.max(roots.budget.left, 1))
  if (rBranches === undefined || eBranches === undefined) return []
  const { pairs, extra, missing } = pairBranches(rBranches, eBranches)
  const found: KeywordDifference[] = []
  for (const [reference, emitted] of pairs) {
    found.push(...differencesAt(roots, reference.node, emitted.node, emitted.pointer, depth))
  }
  // An emitted branch beside one it is like admits no more than the reference when it lost
  // nothing of that one; one like none admits values of its own.
  for (const [near, emitted] of extra) {
    if (near === undefined) {
      found.push({
        pointer: emitted.pointer,
        keyword: 'branch',
        change: 'added',
        emitted: emitted.node,
      })
    } else {
      found.push(
        ...differencesAt(roots, near.node, emitted.node, emitted.pointer, depth).filter(
          (difference) => difference.change === 'lost',
        ),
      )
    }
  }
  for (const reference of missing) {
    found.push({ pointer, keyword: 'branch', change: 'lost', reference: reference.node })
  }
  return found
}

// A node's branches, all of them, or none when it has more than `limit`: then the reading stops
// at the first branch past it.
function allBranches(
  roots: Roots,
  root: unknown,
  node: Node,
  pointer: string,
  limit: number,
): Branch[] | undefined {
  const branches = branchesOf(root, node, pointer, limit + 1)
  const past = branches[limit]
  if (past === undefined) return branches
  stop(roots, past.pointer, 'nodes', past.node)
  return undefined
}

// Only the emitted node branches: a union admits no more than the reference when none of its
// branches does, so each is read beside the reference for what it lost. A branch of listed
// values (`enum`, `const`, or `type: 'null'`, one value) is left to the values, which hold every
// member; a branch of a JSON type the reference does not admit is the type difference already
// named at the node.
function branchLosses(
  roots: Roots,
  reference: Node,
  emitted: Node,
  branches: { readonly key: string; readonly list: readonly unknown[] },
  pointer: string,
  depth: number,
): KeywordDifference[] {
  const beside = without(emitted, BRANCHES)
  const types = typesOf(reference)
  return branches.list.flatMap((branch, at) => {
    const node = flattened(roots.emitted, isNode(branch) ? merge(beside, branch) : branch)
    const own = typesOf(node)
    if (!isNode(node) || Array.isArray(node.enum) || onlyNull(own)) return []
    if (types !== undefined && own !== undefined && ![...own].some((type) => admits(types, type))) {
      return []
    }
    return differencesAt(roots, reference, node, `${pointer}/${branches.key}/${at}`, depth).filter(
      (difference) => difference.change === 'lost',
    )
  })
}

function assertionDifferences(r: Node, e: Node, pointer: string): KeywordDifference[] {
  const out: KeywordDifference[] = []
  for (const keyword of ASSERTIONS) {
    const inR = r[keyword] !== undefined
    const inE = e[keyword] !== undefined
    if (inR && !inE) out.push({ pointer, keyword, change: 'lost', reference: r[keyword] })
    else if (!inR && inE) out.push({ pointer, keyword, change: 'added', emitted: e[keyword] })
    else if (inR && inE && !sameAssertion(keyword, r[keyword], e[keyword])) {
      out.push({ pointer, keyword, change: 'changed', reference: r[keyword], emitted: e[keyword] })
    }
  }
  return out
}

function sameAssertion(keyword: string, a: unknown, b: unknown): boolean {
  if (keyword === 'enum' && Array.isArray(a) && Array.isArray(b)) {
    const keys = new Set(a.map((item) => JSON.stringify(item)))
    return a.length === b.length && b.every((item) => keys.has(JSON.stringify(item)))
  }
  return JSON.stringify(a) === JSON.stringify(b)
}

function requiredDifferences(r: Node, e: Node, pointer: string): KeywordDifference[] {
  const rKeys = stringsAt(r, 'required')
  const eKeys = stringsAt(e, 'required')
  return [
    ...rKeys
      .filter((key) => !eKeys.includes(key))
      .map((key) => ({ pointer, keyword: 'required', change: 'lost' as const, reference: key })),
    ...eKeys
      .filter((key) => !rKeys.includes(key))
      .map((key) => ({ pointer, keyword: 'required', change: 'added' as const, emitted: key })),
  ]
}

function escaped(name: string): string {
  return name.replaceAll('~', '~0').replaceAll('/', '~1')
}
