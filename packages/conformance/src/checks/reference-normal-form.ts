import { isNode, merge, type Node, resolve, without } from './schema-nodes'

// One way of writing each assertion, so that the emitted schema and the case's reference are
// compared on what they say and not on how: `$ref`s followed, `allOf` merged, `const` and
// `anyOf` of `const`s as one `enum`, and subschemas that admit everything left out.

/** Keywords holding one subschema, compared node by node when both schemas state them. */
export const SUBSCHEMAS = [
  'items',
  'additionalProperties',
  'propertyNames',
  'contains',
  'not',
] as const
// `$ref`s followed in a row at most: the emitted schema is not trusted.
const MAX_REF_HOPS = 8

/**
 * A schema node in one normal form: its `$ref`s followed (a few at most), its `allOf` parts
 * merged in, and each assertion written one way.
 *
 * @param root - The schema the node is in, for its local `$ref`s.
 * @param node - The node, read and not trusted.
 * @returns The node in normal form, or what it is when it is no schema object.
 */
export function flattened(root: unknown, node: unknown): unknown {
  let current = node
  for (let hops = 0; hops < MAX_REF_HOPS; hops++) {
    if (!isNode(current)) return current
    if (typeof current.$ref === 'string') {
      const target = resolve(root, current.$ref)
      const siblings = without(current, ['$ref', '$defs', 'definitions'])
      current = isNode(target) ? merge(without(target, ['$defs', 'definitions']), siblings) : target
      continue
    }
    if (Array.isArray(current.allOf)) {
      current = current.allOf.reduce<Node>(
        (into, part) => (isNode(part) ? merge(into, part) : into),
        without(current, ['allOf']),
      )
      continue
    }
    return normalised(withEnum(current))
  }
  return current
}

// Ways of writing the same assertion, written one way: a subschema that admits everything
// (`additionalProperties: true`, `items: {}`) is none, `items: false` after a tuple is its
// `maxItems`, `propertyNames: { type: 'string' }` says what every key is, and a closed object
// whose keys all match one pattern is a record keyed by it.
function normalised(node: Node): Node {
  let out = node
  for (const key of SUBSCHEMAS) {
    if (out[key] === true || (isNode(out[key]) && Object.keys(out[key]).length === 0)) {
      out = without(out, [key])
    }
  }
  if (out.items === false && Array.isArray(out.prefixItems)) {
    const max = typeof out.maxItems === 'number' ? out.maxItems : out.prefixItems.length
    out = { ...without(out, ['items']), maxItems: Math.min(max, out.prefixItems.length) }
  }
  if (isNode(out.propertyNames)) {
    const names = without(out.propertyNames, ['type'])
    if (out.propertyNames.type === 'string') {
      out =
        Object.keys(names).length === 0
          ? without(out, ['propertyNames'])
          : { ...out, propertyNames: names }
    }
  }
  const patterned = isNode(out.patternProperties) ? Object.entries(out.patternProperties) : []
  if (
    out.additionalProperties === false &&
    out.properties === undefined &&
    patterned.length === 1
  ) {
    const [pattern, sub] = patterned[0] as [string, unknown]
    out = {
      ...without(out, ['patternProperties', 'additionalProperties']),
      propertyNames: { ...(isNode(out.propertyNames) ? out.propertyNames : {}), pattern },
      additionalProperties: sub,
    }
  }
  return out
}

// `const: x` is `enum: [x]`, and `anyOf` of `const`s is one `enum`: the same assertion.
function withEnum(node: Node): Node {
  if ('const' in node) return { ...without(node, ['const']), enum: [node.const] }
  const branches = node.anyOf ?? node.oneOf
  if (
    Array.isArray(branches) &&
    branches.length > 0 &&
    branches.every(
      (b) =>
        isNode(b) &&
        'const' in b &&
        Object.keys(without(b, ['type', 'description', 'title'])).length === 1,
    )
  ) {
    return { ...without(node, ['anyOf', 'oneOf']), enum: branches.map((b) => (b as Node).const) }
  }
  return node
}
