import { isObject, typeList } from './json-schema'
import { literalValues, typeMatches } from './simplify'

const TYPE_NAMES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'])

/**
 * Whether a schema node accepts no value at all: `false`, an empty type list (`type: []`), or a
 * node whose `not` accepts everything (`not: {}`, `not: true`, the spelling converters use for a
 * never type), or a node whose `type` refuses every value its `const` or `enum` lists. An empty
 * `enum` is rewritten to `not: {}` when the document is prepared, so it is caught here too.
 */
export function acceptsNothing(schema: unknown): boolean {
  if (schema === false) return true
  if (!isObject(schema)) return false
  if (Array.isArray(schema.type) && schema.type.length === 0) return true
  const { not } = schema
  if (not === true) return true
  if (isObject(not) && isEmpty(not)) return true
  return literalsOfNoType(schema)
}

function isEmpty(node: object): boolean {
  for (const _key in node) return false
  return true
}

// `{ type: 'null', const: 'a' }`: a target that keeps the type and drops the literal, or writes
// the literals as strings, would offer what the node refuses.
function literalsOfNoType(node: Record<string, unknown>): boolean {
  const types = typeList(node)
  if (types === undefined || !types.every((type) => TYPE_NAMES.has(type))) return false
  const values = literalValues(node)
  return values !== undefined && !values.some((value) => typeMatches(types, value))
}
