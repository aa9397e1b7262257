// OpenAPI 3.0 schemas say "nullable: true" and "exclusiveMinimum: true" where draft-07 says
// `type: [T, 'null']` and `exclusiveMinimum: n`. Rewritten in place, node by node, so that Ajv
// judges them as OpenAPI means them and every JSON pointer still names the node it named.

type Node = Record<string, unknown>

const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'not', 'additionalItems'] as const

/**
 * A copy of an OpenAPI 3.0 schema that draft-07 Ajv judges as OpenAPI means it: `nullable`
 * admits `null`, boolean `exclusiveMinimum`/`exclusiveMaximum` make their bound exclusive.
 *
 * @param schema - An OpenAPI 3.0 schema object (hostile: only read).
 * @returns The draft-07 rewrite, with the same JSON pointers for every node.
 */
export function openApiForAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openApiForAjv)
  if (typeof schema !== 'object' || schema === null) return schema
  const node: Node = { ...(schema as Node) }
  for (const keyword of SCHEMA_LISTS) {
    if (Array.isArray(node[keyword]))
      node[keyword] = (node[keyword] as unknown[]).map(openApiForAjv)
  }
  for (const keyword of SCHEMA_KEYWORDS) {
    if (node[keyword] !== undefined) node[keyword] = openApiForAjv(node[keyword])
  }
  for (const keyword of SCHEMA_MAPS) {
    const map = node[keyword]
    if (typeof map !== 'object' || map === null) continue
    node[keyword] = Object.fromEntries(
      Object.entries(map).map(([name, child]) => [name, openApiForAjv(child)]),
    )
  }
  exclusiveBound(node, 'exclusiveMinimum', 'minimum')
  exclusiveBound(node, 'exclusiveMaximum', 'maximum')
  if (node.nullable === true) admitNull(node)
  delete node.nullable
  return node
}

function exclusiveBound(node: Node, exclusive: string, inclusive: string): void {
  const flag = node[exclusive]
  if (typeof flag !== 'boolean') return
  if (flag && typeof node[inclusive] === 'number') {
    node[exclusive] = node[inclusive]
    delete node[inclusive]
  } else delete node[exclusive]
}

function admitNull(node: Node): void {
  if (Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null]
  if (typeof node.type === 'string') node.type = [node.type, 'null']
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(node[keyword]))
      node[keyword] = [...(node[keyword] as unknown[]), { type: 'null' }]
  }
  if (Array.isArray(node.allOf)) {
    // `allOf` cannot admit null by a branch: the whole node becomes "null, or all of these".
    const { allOf, ...rest } = node
    for (const key of Object.keys(node)) delete node[key]
    Object.assign(node, rest, { anyOf: [{ type: 'null' }, { allOf }] })
  }
}
