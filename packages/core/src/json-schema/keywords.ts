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
 *
 * @param keyword - A JSON Schema keyword, such as `items` or `$defs`.
 * @returns `'schema'`, `'list'` (an array of sub-schemas) or `'map'` (an object of them), or `undefined`.
 * @example
 * ```ts
 * import { subschemaShape } from '@polytool/core'
 *
 * subschemaShape('properties') // 'map'
 * subschemaShape('default') // undefined
 * ```
 */
export function subschemaShape(keyword: string): SubschemaShape | undefined {
  return SHAPES.get(keyword)
}

const JSON_TYPES: ReadonlySet<unknown> = new Set([
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'null',
])

/**
 * What is wrong with the value of an assertion keyword whose form every JSON Schema dialect fixes
 * (`type`, `multipleOf`, `required`, `enum`, the combinators, the bounds and `pattern`), or
 * `undefined` when it has that form (or is another keyword). A converter that writes `type: 'rest'` or `multipleOf: 0` emits a schema that a
 * provider or a validator refuses to compile.
 *
 * @param keyword - The keyword.
 * @param value - Its value in a schema node.
 * @returns The problem, in words, or `undefined`.
 */
export function keywordValueProblem(keyword: string, value: unknown): string | undefined {
  switch (keyword) {
    case 'type':
      if (JSON_TYPES.has(value)) return undefined
      if (Array.isArray(value) && value.length > 0 && value.every((type) => JSON_TYPES.has(type))) {
        return undefined
      }
      return 'a type that is none of the JSON types'
    case 'multipleOf':
      return typeof value === 'number' && value > 0 ? undefined : 'a multipleOf that is not above 0'
    case 'required':
      return Array.isArray(value) && value.every((key) => typeof key === 'string')
        ? undefined
        : 'a required that is not a list of keys'
    case 'enum':
      return Array.isArray(value) ? undefined : 'an enum that is not a list'
    case 'anyOf':
    case 'allOf':
    case 'oneOf':
      // Another form is refused where the list of schemas is read.
      return Array.isArray(value) && value.length === 0 ? `an ${keyword} with no schema` : undefined
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
    case 'minContains':
    case 'maxContains':
      // A non-finite number is reported where JSON is checked, as not JSON.
      return typeof value === 'number' &&
        (!Number.isFinite(value) || (Number.isInteger(value) && value >= 0))
        ? undefined
        : `a ${keyword} that is not a whole number of 0 or more`
    case 'minimum':
    case 'maximum':
      return typeof value === 'number' ? undefined : `a ${keyword} that is not a number`
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      // A number in draft 2020-12 and draft-07, a boolean in OpenAPI 3.0.
      return typeof value === 'number' || typeof value === 'boolean'
        ? undefined
        : `an ${keyword} that is neither a number nor a boolean`
    case 'pattern':
      return typeof value === 'string' ? undefined : 'a pattern that is not a string'
    default:
      return undefined
  }
}

/**
 * Whether a keyword holds a tuple's positions, and none (`prefixItems: []`, draft-07's
 * `items: []`): no valid schema, which the full walk rewrites as what follows the positions.
 *
 * @param keyword - The keyword.
 * @param value - Its value.
 * @returns Whether it is such a list.
 */
export function isEmptyPositions(keyword: string, value: unknown): boolean {
  return (
    (keyword === 'prefixItems' || keyword === 'items') && Array.isArray(value) && value.length === 0
  )
}
