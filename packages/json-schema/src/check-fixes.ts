import { CONDITIONAL_KEYWORDS, DESCRIBABLE_KEYWORDS } from './keywords'

const DESCRIBE =
  'Remove it and state the constraint in the description; the original validator still checks it.'
const DROP = 'Remove it; the original validator still checks it after decoding.'

const FIXES = new Map<string, string>([
  ...CONDITIONAL_KEYWORDS.map((keyword) => [keyword, DROP] as const),
  ...DESCRIBABLE_KEYWORDS.map((keyword) => [keyword, DESCRIBE] as const),
  ['oneOf', 'Use anyOf; its branches must be disjoint (a const discriminator or different types).'],
  ['allOf', 'Merge the branches into one schema.'],
  ['anyOf', 'Inline the single branch, or wrap the union in an object property.'],
  ['default', 'Remove it and apply the default when decoding (null → default).'],
  [
    'exclusiveMinimum',
    'Use minimum (for an integer, the bound plus 1), or state it in the description.',
  ],
  [
    'exclusiveMaximum',
    'Use maximum (for an integer, the bound minus 1), or state it in the description.',
  ],
  ['const', 'Use enum with the single value.'],
  ['$ref', 'Inline the definition; unroll recursion to a fixed depth.'],
  ['$defs', 'Inline the definitions where they are used.'],
  ['definitions', 'Rename it to $defs, or inline the definitions.'],
  ['additionalProperties', 'Remove it; a map becomes an array of { key, value } entries.'],
  ['patternProperties', 'Rewrite the map as an array of { key, value } entries.'],
  ['propertyNames', 'Rewrite the map as an array of { key, value } entries.'],
  ['prefixItems', 'Rewrite the tuple as an object keyed by position.'],
  ['additionalItems', 'Rewrite the tuple as an object keyed by position.'],
  ['title', 'Remove it, or fold it into the description.'],
  ['nullable', 'Use a type list with "null", or anyOf with { type: "null" }.'],
])

/** How to get rid of an unsupported keyword. */
export function fixForKeyword(keyword: string): string {
  return FIXES.get(keyword) ?? 'Remove it.'
}
