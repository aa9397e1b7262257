import { jsonKey, uniqueValues } from './json-key'
import { isObject, jsonTypeOf, type SchemaNode, typeList } from './json-schema'

const LITERAL_KEYS = new Set(['const', 'enum', 'type', 'title'])
const REPEATED_ANNOTATIONS = new Set(['description', '$comment', 'deprecated'])

/**
 * Spells a node the way restricted targets read best, without changing what it accepts:
 * `type` inferred for `enum` / `const`, one-item type lists unwrapped, and unions of literals
 * (`anyOf: [{ const: 1 }, { const: 2 }]`) turned into one `enum`, also when each branch repeats
 * the union's own `description`. A `oneOf` is merged only when no value is listed by two
 * branches: such a value matches both, so `oneOf` refuses it.
 */
export function simplifyNode(node: SchemaNode): SchemaNode {
  let simplified = node
  if (node.const !== undefined && Array.isArray(node.enum)) {
    // Both hold: the node lists the constant when the enum does, and nothing otherwise.
    const { const: _const, ...rest } = node
    simplified = { ...rest, enum: literalValues(node) }
  }
  const literals = literalUnionValues(simplified)
  if (literals !== undefined) {
    const { anyOf: _anyOf, oneOf: _oneOf, const: _const, ...rest } = simplified
    simplified = { ...rest, enum: literals }
  }
  if (Array.isArray(simplified.type) && simplified.type.length === 1) {
    simplified = { ...simplified, type: simplified.type[0] }
  }
  if (refusesEveryKeyAs(simplified)) simplified = { ...simplified, additionalProperties: false }
  if (simplified.type === undefined) {
    const values = literalValues(simplified)
    if (values !== undefined && values.length > 0) {
      const types = typesOfValues(values)
      simplified = { ...simplified, type: types.length === 1 ? types[0] : types }
    }
  }
  return simplified
}

// An object that names no key and refuses every key otherwise than by `additionalProperties:
// false` (`maxProperties: 0`, `propertyNames: false`): spelled closed too, since targets that
// drop those keywords still say `additionalProperties`.
function refusesEveryKeyAs(node: SchemaNode): boolean {
  return (
    node.type === 'object' &&
    allowsNoKey(node) &&
    node.additionalProperties !== false &&
    node.properties === undefined &&
    node.patternProperties === undefined
  )
}

/**
 * Whether an object's own bounds allow no key at all (`maxProperties: 0`, `propertyNames:
 * false`), whatever it lists.
 *
 * @param node - An object schema.
 */
export function allowsNoKey(node: SchemaNode): boolean {
  return node.maxProperties === 0 || node.propertyNames === false
}

/** The values a node allows when it is only `const` or `enum`, or `undefined`. */
export function literalValues(node: SchemaNode): unknown[] | undefined {
  if (node.const !== undefined) {
    if (!Array.isArray(node.enum)) return [node.const]
    const key = jsonKey(node.const)
    return node.enum.some((value) => jsonKey(value) === key) ? [node.const] : []
  }
  if (Array.isArray(node.enum)) return node.enum
  return undefined
}

/** JSON type names covering some values; integers count as `number`. */
export function typesOfValues(values: readonly unknown[]): string[] {
  const types: string[] = []
  for (const value of values) {
    const type = jsonTypeOf(value) === 'integer' ? 'number' : jsonTypeOf(value)
    if (!types.includes(type)) types.push(type)
  }
  return types
}

function literalUnionValues(node: SchemaNode): unknown[] | undefined {
  const branches = Array.isArray(node.anyOf) ? node.anyOf : node.oneOf
  if (!Array.isArray(branches) || branches.length === 0) return undefined
  if (Array.isArray(node.anyOf) && Array.isArray(node.oneOf)) return undefined
  const exclusive = Array.isArray(node.oneOf)
  const values: unknown[] = []
  for (const branch of branches) {
    if (!isObject(branch) || !Object.keys(branch).every((key) => isLiteralKey(node, branch, key)))
      return undefined
    const branchValues = literalValues(branch) ?? (branch.type === 'null' ? [null] : undefined)
    if (branchValues === undefined) return undefined
    const types = typeList(branch)
    if (types !== undefined && !branchValues.every((value) => typeMatches(types, value)))
      return undefined
    for (const value of exclusive ? uniqueValues(branchValues) : branchValues) values.push(value)
  }
  const unique = uniqueValues(values)
  if (exclusive && unique.length < values.length) return undefined
  // A `const` or `enum` beside the union holds too: the merged list keeps the values it lists.
  const own = literalValues(node)
  if (own === undefined) return unique
  const listed = new Set(own.map(jsonKey))
  return unique.filter((value) => listed.has(jsonKey(value)))
}

// A branch's own annotation is kept by the merged node only when the union says the same: a
// library that copies the union's description onto each literal (ArkType) loses nothing, while
// a branch that describes its own value is a union the model should see.
function isLiteralKey(union: SchemaNode, branch: SchemaNode, key: string): boolean {
  if (LITERAL_KEYS.has(key)) return true
  if (!REPEATED_ANNOTATIONS.has(key)) return false
  const value = branch[key]
  return (typeof value === 'string' || typeof value === 'boolean') && union[key] === value
}

/**
 * Whether a value is of one of the JSON types named; an integer is a `number` too.
 *
 * @param types - JSON Schema type names.
 * @param value - A JSON value.
 */
export function typeMatches(types: readonly string[], value: unknown): boolean {
  const type = jsonTypeOf(value)
  return types.includes(type) || (type === 'integer' && types.includes('number'))
}
