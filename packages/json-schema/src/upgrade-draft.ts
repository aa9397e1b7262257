import { booleanBoundError } from './bound-spelling'
import type { Fail } from './errors'
import { describeValue, isObject, type SchemaNode } from './json-schema'
import { forEachSubschemaEntry } from './keywords'
import { child } from './pointer'
import { literalValues } from './simplify'

/** Reference keywords no emitter follows: every target refuses them with `UNSUPPORTED_REF`. */
export const UNSUPPORTED_REFERENCE_KEYWORDS: readonly string[] = [
  '$dynamicRef',
  '$recursiveRef',
  '$anchor',
  '$dynamicAnchor',
]

/** What the upgrade saw on its way, so that no other step walks the tree again to find it. */
export interface SchemaFacts {
  /** Every node with a `$ref`, in document order, with its pointer. */
  readonly references: { readonly node: SchemaNode; readonly pointer: string }[]
  /** Whether some node holds `$defs` or `definitions`. */
  definitions: boolean
  /**
   * Set by the caller for a document whose `$schema` names draft 2019-09 or 2020-12: there a
   * boolean `exclusiveMinimum` / `exclusiveMaximum` is refused, as `fromJsonSchema` refuses it,
   * instead of read as draft-04's spelling.
   */
  readonly booleanBoundsRefused?: boolean
}

/**
 * Rewrites draft-04/07 spellings (tuple `items`, boolean exclusive bounds, `nullable`) and an
 * empty `enum` in place, and notes in `facts` the references and definitions it passes.
 *
 * @param node - The (sub)schema to upgrade, a private copy.
 * @param pointer - Its JSON pointer in the document.
 * @param fail - Reports a node no target can use.
 * @param facts - Receives the references and definitions passed.
 * @param upgraded - Nodes upgraded already, skipped with what is under them; each node upgraded
 *   is added. Left out by the walk from the root, which meets every node once.
 */
export function upgradeDraft(
  node: unknown,
  pointer: string,
  fail: Fail,
  facts: SchemaFacts,
  upgraded?: Set<SchemaNode>,
): unknown {
  const walk: Walk = { base: pointer, path: [], fail, facts, upgraded }
  return upgradeNode(walk, node)
}

/** One upgrade's state, handed down instead of a closure. */
interface Walk {
  readonly base: string
  /** The tokens from `base` to the node being upgraded: a pointer is made only where needed. */
  readonly path: (string | number)[]
  readonly fail: Fail
  readonly facts: SchemaFacts
  readonly upgraded: Set<SchemaNode> | undefined
}

function pointerOf(walk: Walk, ...tokens: string[]): string {
  return child(walk.base, ...walk.path, ...tokens)
}

const BOUNDS = [
  ['exclusiveMinimum', 'minimum'],
  ['exclusiveMaximum', 'maximum'],
] as const

// Every keyword the upgrade rewrites, refuses or notes. Most nodes hold none of them.
const UPGRADED_KEYWORDS: ReadonlySet<string> = new Set([
  'items',
  'additionalItems',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'nullable',
  ...UNSUPPORTED_REFERENCE_KEYWORDS,
  '$id',
  '$schema',
  '$ref',
  '$defs',
  'definitions',
  'enum',
])

/**
 * Whether a node holds a keyword the upgrade acts on. Going through the few keys a node has is
 * cheaper than asking it for each of a dozen keywords it lacks: nodes come in many shapes, and
 * every absent keyword read on them is a slow lookup. The node is a copy made by `copyJson`, a
 * plain object whose keys are all its own.
 */
function holdsUpgradedKeyword(node: SchemaNode): boolean {
  for (const key in node) if (UPGRADED_KEYWORDS.has(key)) return true
  return false
}

function upgradeNode(walk: Walk, node: unknown): unknown {
  if (!isObject(node)) return node
  if (walk.upgraded !== undefined) {
    if (walk.upgraded.has(node)) return node
    walk.upgraded.add(node)
  }
  if (holdsUpgradedKeyword(node)) upgradeKeywords(walk, node)
  forEachSubschemaEntry(node, upgradeSubschema, walk)
  return node
}

function upgradeKeywords(walk: Walk, node: SchemaNode): void {
  const atRoot = walk.path.length === 0 && walk.base === ''
  if (Array.isArray(node.items)) {
    const tuple = node.items
    delete node.items
    if (node.additionalItems !== undefined) node.items = node.additionalItems
    delete node.additionalItems
    node.prefixItems = tuple
  }
  for (const [bound, limit] of BOUNDS) {
    if (typeof node[bound] !== 'boolean') continue
    if (walk.facts.booleanBoundsRefused === true)
      throw booleanBoundError(pointerOf(walk, bound), bound)
    upgradeBound(node, bound, limit)
  }
  // A `const` beside an `enum` allows its value only when the enum lists it: the pair is spelled
  // as what it allows, the `const` alone, or nothing at all.
  if (node.const !== undefined && Array.isArray(node.enum)) {
    if (literalValues(node)?.length === 0) node.enum = []
    else delete node.enum
  }
  // An empty `enum` accepts nothing, and validators such as Ajv refuse to compile it: the same
  // meaning is spelled `not: {}`, which every target and validator reads.
  if (Array.isArray(node.enum) && node.enum.length === 0) {
    delete node.enum
    node.not = {}
  }
  if (node.nullable === true && typeof node.type === 'string') node.type = [node.type, 'null']
  if (node.nullable !== undefined) delete node.nullable
  for (const keyword of UNSUPPORTED_REFERENCE_KEYWORDS) {
    if (node[keyword] !== undefined) {
      walk.fail(
        'UNSUPPORTED_REF',
        pointerOf(walk),
        `${keyword} is not supported: use local $ref and $defs`,
      )
    }
  }
  if (!atRoot && typeof node.$id === 'string') {
    walk.fail(
      'UNSUPPORTED_REF',
      pointerOf(walk),
      'a nested $id changes how $ref resolves: use local $ref and $defs',
    )
  }
  if (atRoot) {
    if (node.$schema !== undefined) delete node.$schema
    if (node.$id !== undefined) delete node.$id
  }
  if (node.$ref !== undefined) walk.facts.references.push({ node, pointer: pointerOf(walk) })
  if (node.$defs !== undefined || node.definitions !== undefined) walk.facts.definitions = true
}

function upgradeSubschema(
  subschema: unknown,
  keyword: string,
  token: string | number | undefined,
  walk: Walk,
): void {
  walk.path.push(keyword)
  if (token !== undefined) walk.path.push(token)
  if (typeof subschema !== 'boolean' && !isObject(subschema)) {
    walk.fail(
      'INVALID_SCHEMA',
      pointerOf(walk),
      `expected a JSON Schema object or boolean, received ${describeValue(subschema)}`,
    )
  }
  upgradeNode(walk, subschema)
  walk.path.pop()
  if (token !== undefined) walk.path.pop()
}

// draft-04: `exclusiveMinimum: true` made `minimum` exclusive; 2020-12 holds the bound itself.
function upgradeBound(node: SchemaNode, bound: string, limit: string): void {
  if (node[bound] === true && typeof node[limit] === 'number') {
    node[bound] = node[limit]
    delete node[limit]
  } else delete node[bound]
}
