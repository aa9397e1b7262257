import type { JsonSchemaTarget } from '@polytool/core'
import { openApiForAjv } from './openapi-for-ajv'
import { DEFINITIONS_BESIDE_REF } from './ref-siblings'
import {
  DEFAULT_REFERENCE_NODE_LIMIT,
  MAX_REFERENCE_DEPTH,
  type Unread,
  type UnreadCause,
} from './reference-limits'
import { isNode, type Node } from './schema-nodes'

// A schema emitted for another target, spelled as draft 2020-12 says the same thing, so that
// the reference comparison reads what it means and not how its dialect writes it: OpenAPI's
// `nullable` and boolean exclusive bounds (read as the drift check reads them), draft-07's
// `items` list and `additionalItems`, and `dependencies` split by what each entry holds. A
// `$ref` to `#/definitions/…` needs no rewrite: it is followed wherever it points.

const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const
const SCHEMA_MAPS = [
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
] as const
const SCHEMA_KEYWORDS = [
  'items',
  'additionalProperties',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
] as const
// Nodes rewritten at most, for each node pair the comparison reads: the rewrite reads every
// node, `$defs` and unions included, the comparison only the pairs it meets. Nesting is bounded
// by the comparison's own depth limit. The emitted schema is not trusted: a rewrite that stops
// at either limit says where, and the reading fails.
const NODES_PER_COMPARED_NODE = 5
// Keywords beside a `$ref` that assert nothing: dropping them is no loss worth naming.
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  '$id',
  '$schema',
])

/** A schema of another target written as draft 2020-12 writes it, and what was left out. */
export interface Draft202012Reading {
  /** The draft 2020-12 copy (the schema itself for draft 2020-12). */
  readonly schema: object
  /**
   * Keywords beside a `$ref`, which the target ignores and the copy leaves out, each as
   * `pointer: keyword, …` in the target's own pointers.
   */
  readonly ignored: readonly string[]
  /** Where the rewrite stopped at a limit, if it did: nodes from there on are as written. */
  readonly unread?: Unread
}

// The nodes left to rewrite, shared by one call, what was left out and where the rewrite
// stopped, and the depth of the node at hand.
interface Budget {
  readonly nodes: { left: number }
  readonly ignored: string[]
  readonly stopped: { unread?: Unread }
  readonly depth: number
}

/**
 * The emitted schema of one target written as draft 2020-12 writes the same assertions, the
 * keywords the target ignores beside a `$ref` left out.
 *
 * @param schema - The schema emitted for `target` (hostile: only read).
 * @param target - The target it was emitted for.
 * @param nodeLimit - Node pairs the comparison reads (`referenceNodeLimit`): the rewrite reads
 *   five times as many nodes at most.
 * @returns A draft 2020-12 copy (the schema itself for draft 2020-12), the keywords left out,
 *   and where the rewrite stopped if it did.
 */
export function asDraft202012(
  schema: object,
  target: JsonSchemaTarget,
  nodeLimit: number = DEFAULT_REFERENCE_NODE_LIMIT,
): Draft202012Reading {
  if (target === 'draft-2020-12') return { schema, ignored: [] }
  const draft07 = target === 'openapi-3.0' ? openApiForAjv(schema) : schema
  const budget: Budget = {
    nodes: { left: nodeLimit * NODES_PER_COMPARED_NODE },
    ignored: [],
    stopped: {},
    depth: 0,
  }
  const copy = rewritten(draft07, budget, '') as object
  const { unread } = budget.stopped
  return unread === undefined
    ? { schema: copy, ignored: budget.ignored }
    : { schema: copy, ignored: budget.ignored, unread }
}

function rewritten(schema: unknown, above: Budget, pointer: string): unknown {
  if (!isNode(schema)) return schema
  const cause: UnreadCause | undefined =
    above.depth > MAX_REFERENCE_DEPTH ? 'depth' : above.nodes.left <= 0 ? 'nodes' : undefined
  if (cause !== undefined) {
    above.stopped.unread ??= { pointer, cause, node: schema }
    return schema
  }
  above.nodes.left--
  const budget = { ...above, depth: above.depth + 1 }
  let node: Node = withoutRefSiblings(schema, pointer, above.ignored)
  for (const keyword of SCHEMA_LISTS) {
    const list = node[keyword]
    if (Array.isArray(list)) {
      node[keyword] = list.map((item, at) => rewritten(item, budget, `${pointer}/${keyword}/${at}`))
    }
  }
  for (const keyword of SCHEMA_MAPS) {
    const map = node[keyword]
    if (!isNode(map)) continue
    node[keyword] = Object.fromEntries(
      Object.entries(map).map(([name, child]) => [
        name,
        rewritten(child, budget, `${pointer}/${keyword}/${escaped(name)}`),
      ]),
    )
  }
  // A list of `items` is draft-07's tuple: draft 2020-12 says `prefixItems`, and `items` for
  // what draft-07 says with `additionalItems`.
  if (Array.isArray(node.items)) {
    const { items, additionalItems, ...rest } = node
    node = {
      ...rest,
      prefixItems: items.map((item, at) => rewritten(item, budget, `${pointer}/items/${at}`)),
    }
    if (additionalItems !== undefined) {
      node.items = rewritten(additionalItems, budget, `${pointer}/additionalItems`)
    }
  } else if ('additionalItems' in node) {
    // Without a list of `items`, draft-07 ignores `additionalItems`.
    const { additionalItems: _ignored, ...rest } = node
    node = rest
  }
  for (const keyword of SCHEMA_KEYWORDS) {
    // `items` moved from `additionalItems` above is rewritten already.
    if (keyword === 'items' && Array.isArray(schema.items)) continue
    if (node[keyword] !== undefined) {
      node[keyword] = rewritten(node[keyword], budget, `${pointer}/${keyword}`)
    }
  }
  if (isNode(node.dependencies)) node = splitDependencies(node, budget, pointer)
  return node
}

// A `$ref` node as the target reads it: the `$ref` alone, with the definitions beside it, which
// other `$ref`s still reach by their JSON pointer. The assertions left out are noted.
function withoutRefSiblings(schema: Node, pointer: string, ignored: string[]): Node {
  if (typeof schema.$ref !== 'string') return { ...schema }
  const kept: Node = { $ref: schema.$ref }
  const left: string[] = []
  for (const [key, value] of Object.entries(schema)) {
    if (DEFINITIONS_BESIDE_REF.includes(key)) kept[key] = value
    else if (key !== '$ref' && !ANNOTATIONS.has(key)) left.push(key)
  }
  if (left.length > 0) ignored.push(`${pointer || '(root)'}: ${left.join(', ')}`)
  return kept
}

function escaped(name: string): string {
  return name.replaceAll('~', '~0').replaceAll('/', '~1')
}

// Draft-07's `dependencies` holds key lists and schemas: draft 2020-12's `dependentRequired`
// and `dependentSchemas`.
function splitDependencies(node: Node, budget: Budget, pointer: string): Node {
  const { dependencies, ...rest } = node
  // Built from entries, so that a key named `__proto__` stays a key and never a prototype.
  const entries = Object.entries(dependencies as Node)
  const required = Object.fromEntries(entries.filter(([, value]) => Array.isArray(value)))
  const schemas = Object.fromEntries(
    entries
      .filter(([, value]) => !Array.isArray(value))
      .map(([key, value]) => [
        key,
        rewritten(value, budget, `${pointer}/dependencies/${escaped(key)}`),
      ]),
  )
  return {
    ...rest,
    ...(Object.keys(required).length > 0 ? { dependentRequired: required } : {}),
    ...(Object.keys(schemas).length > 0 ? { dependentSchemas: schemas } : {}),
  }
}
