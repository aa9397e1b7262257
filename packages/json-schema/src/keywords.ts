import { isObject, type SchemaNode } from './json-schema'
import { child } from './pointer'

/** Keywords whose value is one subschema. */
export const SINGLE_SCHEMA_KEYWORDS = [
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
] as const

/** Keywords whose value is a list of subschemas. */
export const SCHEMA_LIST_KEYWORDS = ['prefixItems', 'allOf', 'anyOf', 'oneOf'] as const

/** Keywords whose value maps names to subschemas. */
export const SCHEMA_MAP_KEYWORDS = [
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
] as const

/** Validation keywords a description can state in words when a provider cannot enforce them. */
export const DESCRIBABLE_KEYWORDS = [
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'dependentRequired',
] as const

/** Validation keywords that cannot be said in a few words: dropped with a warning where unsupported. */
export const CONDITIONAL_KEYWORDS = [
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'dependencies',
  'contains',
  'minContains',
  'maxContains',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
] as const

/** Calls `visit` for every direct subschema of a node, with its JSON pointer. */
export function forEachSubschema(
  schema: SchemaNode,
  pointer: string,
  visit: (subschema: unknown, pointer: string, keyword: string) => void,
): void {
  for (const keyword of SINGLE_SCHEMA_KEYWORDS) {
    const value = schema[keyword]
    if (keyword === 'items' && Array.isArray(value)) {
      for (const [index, item] of value.entries())
        visit(item, child(pointer, keyword, index), keyword)
    } else if (value !== undefined) visit(value, child(pointer, keyword), keyword)
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const value = schema[keyword]
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries())
        visit(item, child(pointer, keyword, index), keyword)
    }
  }
  for (const keyword of SCHEMA_MAP_KEYWORDS) {
    const value = schema[keyword]
    if (isObject(value)) {
      for (const [name, item] of Object.entries(value))
        visit(item, child(pointer, keyword, name), keyword)
    }
  }
  const { dependencies } = schema
  if (isObject(dependencies)) {
    for (const [name, item] of Object.entries(dependencies)) {
      if (!Array.isArray(item)) visit(item, child(pointer, 'dependencies', name), 'dependencies')
    }
  }
}
