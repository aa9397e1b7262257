import { INEXACT_KEYWORD } from './inexact'
import type { Moved, Node } from './rewrite-nodes'
import { UNREPRESENTABLE_KEYWORD } from './unrepresentable'

/**
 * Makes a node admit only `null`, as OpenAPI 3.0.3 reads it: `nullable` adds `null` only to the
 * `type` written beside it, and an `enum` beside it must list `null` too.
 *
 * @param node - A node that stood for `null` (`type: 'null'`, or a union of `null` alone).
 */
export function nullOnly(node: Node): void {
  node.type = 'string'
  node.nullable = true
  node.enum = [null]
}

// What describes the node rather than constrains its values stays on it when its constraints
// move into a branch: annotations, definitions, and the tags that report on it.
const KEPT_ON_NODE = new Set([
  'title',
  'description',
  'default',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$defs',
  'definitions',
  UNREPRESENTABLE_KEYWORD,
  INEXACT_KEYWORD,
])

/**
 * Writes a `nullable: true` node so that OpenAPI 3.0.3 admits `null` there: that version reads
 * `nullable` only beside an explicit `type`, and an `enum` beside it must list `null`. A node
 * without a `type` (a union, a reference in `allOf`, an `enum` alone) keeps its constraints in
 * one `anyOf` branch, next to a branch that admits only `null`.
 *
 * @param node - A node of a fresh copy.
 * @param moved - Told each keyword whose sub-schemas move into the branch.
 * @returns The node, or the node that replaces it.
 */
export function admitNullTheOpenApiWay(node: Node, moved: Moved): Node {
  if (node.nullable !== true) return node
  if (node.type === undefined) {
    const type = typeOfEnum(node.enum)
    if (type !== undefined) node.type = type
  }
  if (typeof node.type === 'string') {
    if (Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null]
    return node
  }
  const kept: Node = {}
  const constraints: Node = {}
  for (const key of Object.keys(node)) {
    if (key === 'nullable') continue
    ;(KEPT_ON_NODE.has(key) ? kept : constraints)[key] = node[key]
  }
  const keys = Object.keys(constraints)
  // Nothing constrains the node: it admits every value, `null` included.
  if (keys.length === 0) return kept
  const onlyNull: Node = {}
  nullOnly(onlyNull)
  // An `anyOf` alone keeps its branches where they were, the null-only one after them.
  if (keys.length === 1 && Array.isArray(constraints.anyOf)) {
    kept.anyOf = [...constraints.anyOf, onlyNull]
    return kept
  }
  for (const key of keys) moved(key)
  kept.anyOf = [constraints, onlyNull]
  return kept
}

// The one JSON type of an enum's members other than `null`, if they share one. An enum of
// `null` alone gets `string`, as `nullOnly` writes it: the enum still admits nothing else.
function typeOfEnum(values: unknown): string | undefined {
  if (!Array.isArray(values)) return undefined
  let shared: string | undefined
  for (const value of values) {
    if (value === null) continue
    const type = typeof value === 'object' ? undefined : typeof value
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined
    if (shared !== undefined && shared !== type) return undefined
    shared = type
  }
  return shared ?? (values.length > 0 ? 'string' : undefined)
}
