// Gemini's `parameters` dialect is OpenAPI 3.0's: `nullable: true` where JSON Schema lists
// `null`. Ajv ignores `nullable`, so it would never build nor accept the `null` a model may send
// there; the copy spells it as JSON Schema does, node for node, so every pointer still holds.

type Node = Record<string, unknown>

const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'not'] as const

/**
 * A copy of a Gemini `parameters` schema that Ajv judges as the model reads it: `nullable: true`
 * admits `null` beside a `type`, and in an `enum` that lists its values. Gemini documents
 * `nullable` as "the value may be null" with no exception for `enum`, so the copy takes the
 * reading that lets the model send more: a sweep for values the tool refuses must not miss one.
 *
 * @param schema - The emitted schema (plain JSON, emitted by polytool).
 * @returns The copy, with the same JSON pointer for every node.
 */
export function nullableAsJsonSchema(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return schema
  if (Array.isArray(schema)) return schema.map(nullableAsJsonSchema)
  const node: Node = { ...(schema as Node) }
  for (const keyword of SCHEMA_LISTS) {
    const list = node[keyword]
    if (Array.isArray(list)) node[keyword] = list.map(nullableAsJsonSchema)
  }
  for (const keyword of SCHEMA_KEYWORDS) {
    if (node[keyword] !== undefined) node[keyword] = nullableAsJsonSchema(node[keyword])
  }
  for (const keyword of SCHEMA_MAPS) {
    const map = node[keyword]
    if (typeof map !== 'object' || map === null) continue
    node[keyword] = Object.fromEntries(
      Object.entries(map).map(([name, child]) => [name, nullableAsJsonSchema(child)]),
    )
  }
  if (node.nullable === true) admitNull(node)
  delete node.nullable
  return node
}

function admitNull(node: Node): void {
  if (typeof node.type === 'string') node.type = [node.type, 'null']
  if (Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null]
}
