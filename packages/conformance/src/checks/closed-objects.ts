import { isNode, type Node } from './schema-nodes'

// A library that drops unknown keys from what it outputs gives back closed objects only: its
// output schema says so, and the case's reference is read with each object closed.

const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const
const MAPS = ['properties', '$defs'] as const
const SCHEMAS = ['items', 'additionalProperties'] as const

/**
 * A reference schema with `additionalProperties: false` on each object node that says nothing
 * of keys besides its own (no `additionalProperties`, no `patternProperties`).
 *
 * @param reference - One of the kit's own reference schemas (trusted, small).
 * @returns A copy, every object in it closed.
 */
export function closedObjects(reference: unknown): unknown {
  if (!isNode(reference)) return reference
  const node: Node = { ...reference }
  for (const keyword of LISTS) {
    const list = node[keyword]
    if (Array.isArray(list)) node[keyword] = list.map(closedObjects)
  }
  for (const keyword of MAPS) {
    const map = node[keyword]
    if (!isNode(map)) continue
    node[keyword] = Object.fromEntries(
      Object.entries(map).map(([name, child]) => [name, closedObjects(child)]),
    )
  }
  for (const keyword of SCHEMAS) {
    if (isNode(node[keyword])) node[keyword] = closedObjects(node[keyword])
  }
  const isObject = node.type === 'object' || isNode(node.properties)
  if (isObject && node.additionalProperties === undefined && node.patternProperties === undefined) {
    node.additionalProperties = false
  }
  return node
}
