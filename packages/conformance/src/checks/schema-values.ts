import { arrays } from './array-values'
import { inTurns, MAX_VALUES_PER_NODE } from './fair-values'
import { numbers } from './number-values'
import { objects } from './object-values'
import { ANY_VALUES, isNode, merge, type Node, resolve, without } from './schema-nodes'
import { strings } from './string-values'

// Values built from an emitted JSON Schema, at and around its bounds and inside every branch it
// states: what a model that reads the schema may send. Those the schema accepts must be accepted
// by the validator too.

/** How deep `$ref`s, branches and nesting are followed. */
const MAX_DEPTH = 6
// `$ref`s followed in a row to find an array's items node.
const MAX_REF_HOPS = 8

const BRANCHES = ['anyOf', 'oneOf'] as const
const CONDITIONS = ['not', 'if', 'then', 'else'] as const
const COMBINATORS = ['allOf', ...BRANCHES, ...CONDITIONS]

const KEYWORDS_OF_TYPE: Readonly<Record<string, readonly string[]>> = {
  object: [
    'properties',
    'patternProperties',
    'additionalProperties',
    'propertyNames',
    'required',
    'dependentSchemas',
    'dependentRequired',
    'dependencies',
  ],
  array: ['items', 'prefixItems', 'contains', 'minItems', 'maxItems', 'uniqueItems'],
  string: ['pattern', 'minLength', 'maxLength', 'format'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
}

/**
 * Values a JSON Schema describes, built from its keywords (types, bounds, lengths, formats,
 * patterns, enums, properties, pattern properties, dependents, items, `contains`, combinators,
 * local `$ref`s), each branch given its share. Some may be invalid by the schema (a `pattern`
 * is not inverted): callers keep those the schema accepts.
 *
 * @param schema - An emitted JSON Schema (draft 2020-12), read and not trusted.
 * @returns The values, each branch, part and type given its turn.
 */
export function schemaValues(schema: unknown): unknown[] {
  return valuesOf(schema, schema, 0)
}

function valuesOf(node: unknown, root: unknown, depth: number): unknown[] {
  if (node === true) return [...ANY_VALUES]
  if (!isNode(node) || depth > MAX_DEPTH) return []
  const build = (sub: unknown, at: number) => valuesOf(sub, root, at)
  const follow = (sub: unknown) => followRefs(root, sub)
  if (typeof node.$ref === 'string') return valuesOf(refTarget(root, node), root, depth + 1)
  if ('const' in node) return [node.const]
  if (Array.isArray(node.enum)) return [...node.enum]
  const lists: unknown[][] = []
  // A branch is read with the keywords beside it: `{ type: 'string', anyOf: [{ pattern }] }`.
  const beside = without(node, COMBINATORS)
  for (const key of BRANCHES) {
    const branches = node[key]
    if (!Array.isArray(branches)) continue
    for (const branch of branches) lists.push(valuesOf(asBranch(beside, branch), root, depth + 1))
  }
  if (Array.isArray(node.allOf)) {
    const parts = node.allOf.filter(isNode)
    lists.push(valuesOf(parts.reduce<Node>(merge, without(node, ['allOf'])), root, depth + 1))
  }
  // What a condition or an exclusion names is where a schema that says more than it should
  // hides it: `not: { const: 'x' }`, `if: { pattern: '^sk-' }`.
  // `then` applies where `if` holds: both are read together, or `then` is reached by chance.
  const rest = without(node, CONDITIONS)
  for (const key of CONDITIONS) {
    const part = node[key]
    if (!isNode(part)) continue
    const applies = key === 'then' && isNode(node.if) ? merge(rest, node.if) : rest
    lists.push(valuesOf(merge(applies, part), root, depth + 1))
  }
  const types = typesOf(node)
  for (const type of types) lists.push(valuesOfType(type, node, depth, build, follow))
  // A node that constrains nothing admits anything: `{}`, `{ description }`.
  if (types.length === 0 && lists.every((list) => list.length === 0)) return [...ANY_VALUES]
  return inTurns(lists, MAX_VALUES_PER_NODE)
}

function asBranch(beside: Node, branch: unknown): unknown {
  if (!isNode(branch)) return branch
  return Object.keys(beside).length === 0 ? branch : merge(beside, branch)
}

function typesOf(schema: Node): string[] {
  if (typeof schema.type === 'string') return [schema.type]
  if (Array.isArray(schema.type)) return schema.type.filter((type) => typeof type === 'string')
  return Object.keys(KEYWORDS_OF_TYPE).filter((type) =>
    KEYWORDS_OF_TYPE[type]?.some((key) => key in schema),
  )
}

// Beside a `$ref`, other keywords apply too (draft 2020-12): both, as one node.
function refTarget(root: unknown, node: Node): unknown {
  const target = resolve(root, node.$ref as string)
  const siblings = without(node, ['$ref'])
  return isNode(target) ? merge(target, siblings) : target === true ? siblings : target
}

// A node reached through `$ref`s, a few at most: the node itself when it holds none.
function followRefs(root: unknown, node: unknown): unknown {
  let current = node
  for (let hops = 0; hops < MAX_REF_HOPS; hops++) {
    if (!isNode(current) || typeof current.$ref !== 'string') return current
    current = refTarget(root, current)
  }
  return current
}

function valuesOfType(
  type: string,
  schema: Node,
  depth: number,
  build: (node: unknown, depth: number) => unknown[],
  follow: (node: unknown) => unknown,
): unknown[] {
  switch (type) {
    case 'string':
      return strings(schema)
    case 'number':
    case 'integer':
      return numbers(schema, type === 'integer')
    case 'boolean':
      return [true, false]
    case 'null':
      return [null]
    case 'object':
      return objects(schema, depth, build)
    case 'array':
      return arrays(schema, depth, build, follow)
    default:
      return []
  }
}
