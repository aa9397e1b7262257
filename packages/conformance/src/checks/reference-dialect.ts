import type { JsonSchemaTarget } from '@polytool/core'
import { openApiForAjv } from './openapi-for-ajv'
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
// Nodes rewritten at most, and how deep: the emitted schema is not trusted. Nodes past either
// limit are kept as they are (the comparison reads at most 2,000 nodes anyway).
const MAX_NODES = 10_000
const MAX_DEPTH = 128

// The nodes left to rewrite, shared by one call, and the depth of the node at hand.
interface Budget {
  readonly nodes: { left: number }
  readonly depth: number
}

/**
 * The emitted schema of one target written as draft 2020-12 writes the same assertions.
 *
 * @param schema - The schema emitted for `target` (hostile: only read).
 * @param target - The target it was emitted for.
 * @returns A draft 2020-12 copy; the schema itself for draft 2020-12.
 */
export function asDraft202012(schema: object, target: JsonSchemaTarget): object {
  if (target === 'draft-2020-12') return schema
  const draft07 = target === 'openapi-3.0' ? openApiForAjv(schema) : schema
  return rewritten(draft07, { nodes: { left: MAX_NODES }, depth: 0 }) as object
}

function rewritten(schema: unknown, above: Budget): unknown {
  if (!isNode(schema) || above.nodes.left <= 0 || above.depth >= MAX_DEPTH) return schema
  above.nodes.left--
  const budget = { nodes: above.nodes, depth: above.depth + 1 }
  let node: Node = { ...schema }
  for (const keyword of SCHEMA_LISTS) {
    const list = node[keyword]
    if (Array.isArray(list)) node[keyword] = list.map((item) => rewritten(item, budget))
  }
  for (const keyword of SCHEMA_MAPS) {
    const map = node[keyword]
    if (!isNode(map)) continue
    node[keyword] = Object.fromEntries(
      Object.entries(map).map(([name, child]) => [name, rewritten(child, budget)]),
    )
  }
  // A list of `items` is draft-07's tuple: draft 2020-12 says `prefixItems`, and `items` for
  // what draft-07 says with `additionalItems`.
  if (Array.isArray(node.items)) {
    const { items, additionalItems, ...rest } = node
    node = { ...rest, prefixItems: items.map((item) => rewritten(item, budget)) }
    if (additionalItems !== undefined) node.items = additionalItems
  } else if ('additionalItems' in node) {
    // Without a list of `items`, draft-07 ignores `additionalItems`.
    const { additionalItems: _ignored, ...rest } = node
    node = rest
  }
  for (const keyword of SCHEMA_KEYWORDS) {
    if (node[keyword] !== undefined) node[keyword] = rewritten(node[keyword], budget)
  }
  if (isNode(node.dependencies)) node = splitDependencies(node, budget)
  return node
}

// Draft-07's `dependencies` holds key lists and schemas: draft 2020-12's `dependentRequired`
// and `dependentSchemas`.
function splitDependencies(node: Node, budget: Budget): Node {
  const { dependencies, ...rest } = node
  // Built from entries, so that a key named `__proto__` stays a key and never a prototype.
  const entries = Object.entries(dependencies as Node)
  const required = Object.fromEntries(entries.filter(([, value]) => Array.isArray(value)))
  const schemas = Object.fromEntries(
    entries
      .filter(([, value]) => !Array.isArray(value))
      .map(([key, value]) => [key, rewritten(value, budget)]),
  )
  return {
    ...rest,
    ...(Object.keys(required).length > 0 ? { dependentRequired: required } : {}),
    ...(Object.keys(schemas).length > 0 ? { dependentSchemas: schemas } : {}),
  }
}
