/** How a keyword holds sub-schemas: one (or, for draft-07 `items`, a list), a list, or a map. */
export type SubschemaShape = 'schema' | 'list' | 'map'

const SHAPES: ReadonlyMap<string, SubschemaShape> = new Map<string, SubschemaShape>([
  ...['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'].map(
    (keyword) => [keyword, 'map'] as const,
  ),
  ...['allOf', 'anyOf', 'oneOf', 'prefixItems'].map((keyword) => [keyword, 'list'] as const),
  ...[
    'items',
    'additionalItems',
    'additionalProperties',
    'contains',
    'propertyNames',
    'not',
    'if',
    'then',
    'else',
    'unevaluatedItems',
    'unevaluatedProperties',
  ].map((keyword) => [keyword, 'schema'] as const),
])

/**
 * How a keyword holds sub-schemas, or `undefined` when its value is data (`default`, `enum`,
 * `examples`, `required`, annotations, unknown keywords).
 */
export function subschemaShape(keyword: string): SubschemaShape | undefined {
  return SHAPES.get(keyword)
}
