import { isNameList, isObject, type SchemaNode, typeList } from './json-schema'
import { definitionName } from './references'
import type { ProviderRules } from './rules'

const OUTER_ANNOTATIONS = ['description', 'title', 'default']
// Keywords that make an untyped node describe objects or arrays, never null.
const NOT_NULL_KEYWORDS = ['properties', 'items', 'prefixItems', 'required', 'not']

/** Whether an original schema accepts `null` (unknown `$ref`s are resolved through `defs`). */
export function acceptsNull(
  schema: unknown,
  defs: Readonly<Record<string, unknown>>,
  seen?: Set<unknown>,
): boolean {
  if (schema === true) return true
  if (!isObject(schema) || seen?.has(schema)) return false
  // The nodes seen matter only to the nodes visited next: a lone node (the usual property
  // schema) needs no set; one starts, with this node in it, where the walk goes on.
  seen?.add(schema)
  if (typeof schema.$ref === 'string') {
    return acceptsNull(defs[definitionName(schema.$ref)], defs, seen ?? new Set([schema]))
  }
  if (schema.const !== undefined) return schema.const === null
  if (Array.isArray(schema.enum)) return schema.enum.includes(null)
  for (const keyword of UNION_KEYWORDS) {
    const branches = schema[keyword]
    if (Array.isArray(branches)) {
      const visited = seen ?? new Set([schema])
      return branches.some((branch) => acceptsNull(branch, defs, visited))
    }
  }
  if (Array.isArray(schema.allOf)) {
    const visited = seen ?? new Set([schema])
    return schema.allOf.every((branch) => acceptsNull(branch, defs, visited))
  }
  // Read in place: this runs for every optional property, and `typeList` copies the list.
  const { type } = schema
  if (typeof type === 'string') return type === 'null'
  if (isNameList(type)) return type.includes('null')
  for (const keyword of NOT_NULL_KEYWORDS) if (keyword in schema) return false
  return true
}

const UNION_KEYWORDS = ['anyOf', 'oneOf'] as const

/**
 * An emitted schema that also accepts `null`, in the target's spelling. An `enum` takes `null`
 * as a member only where the target lists null values; elsewhere the node goes into an `anyOf`
 * beside `{ type: 'null' }`.
 */
export function addNull(
  schema: SchemaNode,
  rules: Pick<ProviderRules, 'nullable' | 'enumValues'>,
): SchemaNode {
  if (rules.nullable === 'openapi') {
    if (Array.isArray(schema.anyOf)) {
      return {
        ...schema,
        anyOf: schema.anyOf.map((branch) => ({ ...(branch as SchemaNode), nullable: true })),
      }
    }
    return { ...schema, nullable: true }
  }
  if (Array.isArray(schema.anyOf)) {
    const hasNull = schema.anyOf.some((branch) => isObject(branch) && branch.type === 'null')
    return hasNull ? schema : { ...schema, anyOf: [...schema.anyOf, { type: 'null' }] }
  }
  if (typeof schema.type === 'string' && schema.const === undefined && !Array.isArray(schema.enum))
    return { ...schema, type: schema.type === 'null' ? 'null' : [schema.type, 'null'] }
  const types = typeList(schema)
  const enumTakesNull = rules.enumValues === 'any' || rules.enumValues === 'primitive'
  if (
    types !== undefined &&
    schema.const === undefined &&
    (enumTakesNull || !Array.isArray(schema.enum))
  ) {
    const withNull: SchemaNode = {
      ...schema,
      type: types.includes('null') ? schema.type : [...types, 'null'],
    }
    if (Array.isArray(schema.enum) && !schema.enum.includes(null))
      withNull.enum = [...schema.enum, null]
    return withNull
  }
  if (types === undefined && schema.$ref === undefined && schema.const === undefined) return schema
  const outer: SchemaNode = {}
  const inner: SchemaNode = {}
  for (const [key, value] of Object.entries(schema)) {
    if (OUTER_ANNOTATIONS.includes(key)) outer[key] = value
    else inner[key] = value
  }
  return { anyOf: [inner, { type: 'null' }], ...outer }
}
