type Node = Record<string, unknown>

/**
 * The object schemas whose missing keys TypeBox's `Value.Default` fills, each with the keys it
 * fills: the keys whose schema holds a `default` that is a value (not a function, not
 * `undefined`). `Value.Default` reaches an object through the places it walks: object
 * properties and `additionalProperties`, array items, tuple elements, union members, a
 * `Type.Cyclic`'s definitions, and the values of a record whose value schema has a default
 * itself. An intersection is evaluated into another object first, whose keys may merge: its
 * members are left as they are. Each node is read once; past `maxNodes` nodes the walk stops
 * (fewer keys required: the output JSON Schema stays as loose as TypeBox's own).
 *
 * @param type - The TypeBox schema.
 * @param maxNodes - Most nodes read.
 * @returns Each object schema reached, with the keys its output always holds.
 */
export function filledKeys(type: unknown, maxNodes: number): WeakMap<object, readonly string[]> {
  const found = new WeakMap<object, readonly string[]>()
  const seen = new Set<object>()
  const pending: unknown[] = [type]
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!isNode(node) || seen.has(node)) continue
    if (seen.add(node).size > maxNodes) break
    switch (node['~kind']) {
      case 'Object': {
        const properties = isNode(node.properties) ? node.properties : {}
        const keys = Object.keys(properties).filter((key) => fills(properties[key]))
        if (keys.length > 0) found.set(node, keys)
        pending.push(...Object.values(properties))
        if (isNode(node.additionalProperties)) pending.push(node.additionalProperties)
        break
      }
      case 'Record': {
        const patterns = isNode(node.patternProperties) ? node.patternProperties : {}
        for (const value of Object.values(patterns)) {
          if (isNode(value) && Object.hasOwn(value, 'default')) pending.push(value)
        }
        if (isNode(node.additionalProperties)) pending.push(node.additionalProperties)
        break
      }
      case 'Array':
        pending.push(node.items)
        break
      case 'Tuple':
        if (Array.isArray(node.items)) pending.push(...node.items)
        break
      case 'Union':
        if (Array.isArray(node.anyOf)) pending.push(...node.anyOf)
        break
      case 'Cyclic':
        if (isNode(node.$defs)) pending.push(...Object.values(node.$defs))
        break
    }
  }
  return found
}

// A property `Value.Default` always writes when missing: its default is a value.
function fills(property: unknown): boolean {
  if (!isNode(property) || !Object.hasOwn(property, 'default')) return false
  return property.default !== undefined && typeof property.default !== 'function'
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
