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

/** Keywords that check the value their node checks, and always apply. */
export const ALWAYS_SAME_VALUE: readonly string[] = ['allOf']
const COMBINATORS = ['allOf', 'anyOf', 'oneOf']
const CONDITIONALS = ['not', 'if', 'then', 'else']
/** Every keyword that checks the value its node checks, not a part of it. */
export const ANY_SAME_VALUE: readonly string[] = [
  ...COMBINATORS,
  ...CONDITIONALS,
  ...['dependentSchemas', 'dependencies'],
]

/**
 * Names of recursive definitions whose references loop back to them on the same instance: a
 * `$ref` at a definition's top, or under one of `keywords`, checks the value it is checking
 * again, with no keyword that steps into a part of it. A validator that follows such a loop
 * never ends; through `allOf` alone (`ALWAYS_SAME_VALUE`), no value satisfies it either.
 */
export function instanceLoops(
  defs: Record<string, unknown>,
  recursive: ReadonlySet<string>,
  keywords: readonly string[],
): Set<string> {
  const edges = new Map(
    [...recursive].map((name) => [name, sameInstanceReferences(defs[name], keywords)]),
  )
  return nodesOnCycles(edges.keys(), (name) => edges.get(name) ?? [])
}

function sameInstanceReferences(node: unknown, keywords: readonly string[]): string[] {
  const found: string[] = []
  const pending = [node]
  while (pending.length > 0) {
    const current = pending.pop()
    if (!isObject(current)) continue
    if (typeof current.$ref === 'string') found.push(definitionName(current.$ref))
    for (const subschema of sameValueSubschemas(current, keywords)) pending.push(subschema)
  }
  return found
}

/** The subschemas under `keywords` of a node: those that check the node's own value. */
export function sameValueSubschemas(node: SchemaNode, keywords: readonly string[]): SchemaNode[] {
  const found: SchemaNode[] = []
  const add = (member: unknown) => {
    if (isObject(member)) found.push(member)
  }
  for (const keyword of keywords) {
    const value = node[keyword]
    // A spread would put a hostile list of 100,000 members on the stack: one push each.
    if (Array.isArray(value)) for (const member of value) add(member)
    // `dependencies` also maps names to lists of names: those are left out as non-schemas.
    else if (isObject(value) && (keyword === 'dependentSchemas' || keyword === 'dependencies'))
      for (const member of Object.values(value)) add(member)
    else add(value)
  }
  return found
}
