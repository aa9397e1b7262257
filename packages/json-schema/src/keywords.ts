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

type SubschemaKind = 'single' | 'list' | 'map' | 'dependencies'

// Every keyword that holds subschemas, in the order `forEachSubschema` visits them.
const SUBSCHEMA_KEYWORDS: ReadonlyMap<string, { order: number; kind: SubschemaKind }> = new Map(
  [
    ...SINGLE_SCHEMA_KEYWORDS.map((keyword) => [keyword, 'single'] as const),
    ...SCHEMA_LIST_KEYWORDS.map((keyword) => [keyword, 'list'] as const),
    ...SCHEMA_MAP_KEYWORDS.map((keyword) => [keyword, 'map'] as const),
    ['dependencies', 'dependencies'] as const,
  ].map(([keyword, kind], order) => [keyword, { order, kind }]),
)

/** Calls `visit` for every direct subschema of a node, with its JSON pointer. */
export function forEachSubschema(
  schema: SchemaNode,
  pointer: string,
  visit: (subschema: unknown, pointer: string, keyword: string) => void,
): void {
  // A node holds few of the 22 keywords: finding them among its own keys is cheaper than
  // asking for each one, and sorting them keeps the visiting order fixed.
  let found: string[] | undefined
  for (const key in schema) {
    if (SUBSCHEMA_KEYWORDS.has(key)) (found ??= []).push(key)
  }
  if (found === undefined) return
  if (found.length > 1) found.sort((a, b) => orderOf(a) - orderOf(b))
  for (const keyword of found) visitKeyword(schema[keyword], keyword, pointer, visit)
}

function orderOf(keyword: string): number {
  return SUBSCHEMA_KEYWORDS.get(keyword)!.order
}

function visitKeyword(
  value: unknown,
  keyword: string,
  pointer: string,
  visit: (subschema: unknown, pointer: string, keyword: string) => void,
): void {
  const kind = SUBSCHEMA_KEYWORDS.get(keyword)!.kind
  if (kind === 'map' || kind === 'dependencies') {
    if (!isObject(value)) return
    for (const name of Object.keys(value)) {
      const item = value[name]
      // `dependencies` also maps names to lists of property names, which are not schemas.
      if (kind === 'map' || !Array.isArray(item))
        visit(item, child(pointer, keyword, name), keyword)
    }
  } else if (Array.isArray(value) && (kind === 'list' || keyword === 'items')) {
    for (let index = 0; index < value.length; index++) {
      visit(value[index], child(pointer, keyword, index), keyword)
    }
  } else if (kind === 'single' && value !== undefined) {
    visit(value, child(pointer, keyword), keyword)
  }
}
