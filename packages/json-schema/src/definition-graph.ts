import { nodesOnCycles } from './cycles'
import { isObject, type SchemaNode } from './json-schema'
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

/**
 * Names of recursive definitions whose references loop back to them on the same instance: a
 * `$ref` at a definition's top, or in its `allOf` members, checks the value it is checking
 * again, with no keyword that steps into a part of it. No value satisfies such a loop, and a
 * validator that follows it never ends.
 */
export function instanceLoops(
  defs: Record<string, unknown>,
  recursive: ReadonlySet<string>,
): Set<string> {
  const edges = new Map([...recursive].map((name) => [name, sameInstanceReferences(defs[name])]))
  return nodesOnCycles(edges.keys(), (name) => edges.get(name) ?? [])
}

function sameInstanceReferences(node: unknown): string[] {
  const found: string[] = []
  const pending = [node]
  while (pending.length > 0) {
    const current = pending.pop()
    if (!isObject(current)) continue
    if (typeof current.$ref === 'string') found.push(definitionName(current.$ref))
    if (Array.isArray(current.allOf)) pending.push(...current.allOf)
  }
  return found
}
