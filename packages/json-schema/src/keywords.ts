import { isObject, type SchemaNode } from './json-schema'
import { escapeToken, subschemaPointer } from './pointer'

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

/** Keywords that only apply to objects: a node without `type` that holds one is read as an object. */
export const OBJECT_KEYWORDS = [
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
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

/** How a keyword holds subschemas: one, a list, a map of names, or `dependencies`' mix. */
export type SubschemaKind = 'single' | 'list' | 'map' | 'dependencies'

const SUBSCHEMA_KINDS: ReadonlyMap<string, SubschemaKind> = new Map<string, SubschemaKind>([
  ...SINGLE_SCHEMA_KEYWORDS.map((keyword) => [keyword, 'single'] as const),
  ...SCHEMA_LIST_KEYWORDS.map((keyword) => [keyword, 'list'] as const),
  ...SCHEMA_MAP_KEYWORDS.map((keyword) => [keyword, 'map'] as const),
  ['dependencies', 'dependencies'],
])
/** How a keyword holds subschemas, or `undefined` for a keyword that holds none. */
export function subschemaKind(keyword: string): SubschemaKind | undefined {
  return SUBSCHEMA_KINDS.get(keyword)
}

// The order in which `forEachSubschema` visits keywords: the order of SUBSCHEMA_KINDS.
const SUBSCHEMA_ORDER = keywordOrder([...SUBSCHEMA_KINDS.keys()])

const NONE: readonly string[] = Object.freeze([])

/** Each keyword's position in a list, for `keywordsIn`. */
export function keywordOrder(keywords: readonly string[]): ReadonlyMap<string, number> {
  return new Map(keywords.map((keyword, index) => [keyword, index]))
}

/**
 * The keywords of `order` that a node sets, in that order. A node holds few keywords: finding
 * them among its own keys is cheaper than asking the node for each keyword of a long list.
 */
export function keywordsIn(
  node: SchemaNode,
  order: ReadonlyMap<string, number>,
): readonly string[] {
  // Most nodes set one such keyword: it is answered with a shared list, and a list is made
  // only for a second one (a pushed empty array would reserve room for seventeen).
  let first: string | undefined
  let found: string[] | undefined
  // `for…in` with `hasOwn` reads the same keys as `Object.keys`, without a new array per node.
  for (const key in node) {
    if (!order.has(key) || node[key] === undefined || !Object.hasOwn(node, key)) continue
    if (first === undefined) first = key
    else if (found === undefined) found = [first, key]
    else found.push(key)
  }
  if (first === undefined) return NONE
  if (found === undefined) return onlyKeyword(first)
  // Insertion sort: a node sets a handful of these keywords, and `Array#sort` would allocate.
  for (let index = 1; index < found.length; index++) {
    const keyword = found[index]!
    const rank = order.get(keyword)!
    let at = index
    for (; at > 0 && order.get(found[at - 1]!)! > rank; at--) found[at] = found[at - 1]!
    found[at] = keyword
  }
  return found
}

// One frozen list per keyword; keywords come from the fixed lists above, so this stays small.
const ONLY_KEYWORD = new Map<string, readonly string[]>()

function onlyKeyword(keyword: string): readonly string[] {
  let list = ONLY_KEYWORD.get(keyword)
  if (list === undefined) {
    list = Object.freeze([keyword])
    ONLY_KEYWORD.set(keyword, list)
  }
  return list
}

/** Calls `visit` for every direct subschema of a node, with its JSON pointer. */
export function forEachSubschema(
  schema: SchemaNode,
  pointer: string,
  visit: (subschema: unknown, pointer: string, keyword: string) => void,
): void {
  const keywords = keywordsIn(schema, SUBSCHEMA_ORDER)
  for (let index = 0; index < keywords.length; index++) {
    const keyword = keywords[index]!
    visitKeyword(schema[keyword], keyword, pointer, visit)
  }
}

/**
 * `forEachSubschema` with the keyword and the member's token (a property name or an index;
 * `undefined` for a keyword that holds one subschema) instead of a pointer, for walks that build
 * a pointer only where they need one, or none. `context` is handed to every call, so that a
 * walk needs no new closure per node.
 */
export function forEachSubschemaEntry<C>(
  schema: SchemaNode,
  visit: (
    subschema: unknown,
    keyword: string,
    token: string | number | undefined,
    context: C,
  ) => void,
  context: C,
): void {
  const keywords = keywordsIn(schema, SUBSCHEMA_ORDER)
  for (let index = 0; index < keywords.length; index++) {
    const keyword = keywords[index]!
    const value = schema[keyword]
    const kind = SUBSCHEMA_KINDS.get(keyword)
    if (kind === 'map' || kind === 'dependencies') {
      if (!isObject(value)) continue
      for (const name in value) {
        if (!Object.hasOwn(value, name)) continue
        const item = value[name]
        if (kind === 'map' || !Array.isArray(item)) visit(item, keyword, name, context)
      }
    } else if (Array.isArray(value) && (kind === 'list' || keyword === 'items')) {
      for (let at = 0; at < value.length; at++) visit(value[at], keyword, at, context)
    } else if (kind === 'single' && value !== undefined) visit(value, keyword, undefined, context)
  }
}

function visitKeyword(
  value: unknown,
  keyword: string,
  pointer: string,
  visit: (subschema: unknown, pointer: string, keyword: string) => void,
): void {
  const kind = SUBSCHEMA_KINDS.get(keyword)
  if (kind === 'map' || kind === 'dependencies') {
    if (!isObject(value)) return
    // The keyword's pointer once, not again for every member.
    const parent = subschemaPointer(pointer, keyword)
    for (const name in value) {
      if (!Object.hasOwn(value, name)) continue
      const item = value[name]
      // `dependencies` also maps names to lists of property names, which are not schemas.
      if (kind === 'map' || !Array.isArray(item))
        visit(item, `${parent}/${escapeToken(name)}`, keyword)
    }
  } else if (Array.isArray(value) && (kind === 'list' || keyword === 'items')) {
    const parent = subschemaPointer(pointer, keyword)
    for (let index = 0; index < value.length; index++) {
      visit(value[index], `${parent}/${index}`, keyword)
    }
  } else if (kind === 'single' && value !== undefined) {
    visit(value, subschemaPointer(pointer, keyword), keyword)
  }
}
