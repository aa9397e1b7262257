import { isObject, type SchemaNode } from './json-schema'

/**
 * Rewrites a 2020-12 document whose references all read `#/$defs/<name>` into draft-07
 * spelling: `definitions`, tuple `items` arrays with `additionalItems`.
 */
export function toDraft07(document: SchemaNode): SchemaNode {
  const converted = convertNode(document) as SchemaNode
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...converted }
}

function convertNode(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(convertNode)
  if (!isObject(node)) return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue
    if (key === '$defs') out.definitions = convertMap(value)
    else if (key === '$ref' && typeof value === 'string')
      out.$ref = value.replace(/^#\/\$defs\//, '#/definitions/')
    else if (key === 'prefixItems') {
      out.items = convertNode(value)
      if (node.items !== undefined) out.additionalItems = convertNode(node.items)
    } else if (key === 'items' && node.prefixItems !== undefined) continue
    else if (['properties', 'patternProperties', 'dependentSchemas'].includes(key))
      out[key] = convertMap(value)
    else out[key] = typeof value === 'object' ? convertNode(value) : value
  }
  return out
}

function convertMap(value: unknown): unknown {
  if (!isObject(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([name, schema]) => [name, convertNode(schema)]),
  )
}
