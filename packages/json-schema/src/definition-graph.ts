import { nodesOnCycles } from './cycles'
import type { SchemaNode } from './json-schema'
import { definitionName, walk } from './references'

function referencesOf(node: unknown): Set<string> {
  const found = new Set<string>()
  walk(node, '', (subschema) => {
    if (typeof subschema.$ref === 'string') found.add(definitionName(subschema.$ref))
  })
  return found
}

/** Names of the definitions a root uses, directly or through other definitions. */
export function reachableDefinitions(root: SchemaNode, defs: Record<string, unknown>): Set<string> {
  const reached = new Set<string>()
  const pending = [...referencesOf(root)]
  while (pending.length > 0) {
    const name = pending.pop()!
    if (reached.has(name)) continue
    reached.add(name)
    pending.push(...referencesOf(defs[name]))
  }
  return reached
}

/** Names of the definitions that refer to themselves, directly or through others. */
export function recursiveDefinitions(defs: Record<string, unknown>): Set<string> {
  const edges = new Map(Object.keys(defs).map((name) => [name, referencesOf(defs[name])]))
  return nodesOnCycles(edges.keys(), (name) => edges.get(name) ?? [])
}
