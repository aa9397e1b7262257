import { type SchemaNode, typeList } from './json-schema'
import { OBJECT_KEYWORDS } from './keywords'

/** How a part's `unevaluated*` rewrite reports what it cannot do exactly. */
export interface UnevaluatedReporter {
  /** The part's rule could not be kept exactly: the original validator still checks it. */
  lossy(message: string): void
}

// Keywords through which a part evaluates properties or items beyond its own `properties`,
// `patternProperties`, `prefixItems` and `items`. (`not` keeps no annotations.)
const IN_PLACE = ['anyOf', 'oneOf', 'if', 'then', 'else', 'dependentSchemas', '$ref']

const LOSSY_PROPERTIES =
  "an allOf part's unevaluatedProperties depends on what its own subschemas evaluate: it cannot be merged with the other parts and is left to the original validator"
const LOSSY_ITEMS =
  "an allOf part's unevaluatedItems cannot be merged with the other parts' items: it is left to the original validator"

/**
 * Rewrites the `unevaluatedProperties` and `unevaluatedItems` of an `allOf`'s parts for the
 * merge, and returns the node's own keywords and the parts, in order. Inside a part they only see
 * what THAT part evaluates; once the part is merged they would see every part's keys and items,
 * and admit what the part refused. A part whose own keywords are all it evaluates has
 * `unevaluatedProperties` mean its `additionalProperties`, so it becomes that, and the merge
 * applies it to the keys other parts declare. Where the part evaluates more (a union, a nested
 * `allOf` listed in `withNested`), or for items, the rule is left to the original validator with
 * a warning.
 */
export function withoutUnevaluated(
  own: SchemaNode,
  flat: readonly SchemaNode[],
  withNested: ReadonlySet<SchemaNode>,
  report: UnevaluatedReporter,
): SchemaNode[] {
  const evaluatesMore = (part: SchemaNode) =>
    withNested.has(part) || IN_PLACE.some((keyword) => part[keyword] !== undefined)
  // When no part reads as an object, no part declares a key, and `additionalProperties` would
  // make the merged node an object where it is not one: the rule stays as it is, exact unless
  // some part evaluates keys through its subschemas.
  const objects = describesObjects(own) || flat.some(describesObjects)
  let properties = false
  let items = false
  let lossyProperties = false
  const parts = flat.map((part) => {
    if (part.unevaluatedProperties === undefined && part.unevaluatedItems === undefined) return part
    const { unevaluatedProperties: extra, unevaluatedItems: extraItems, ...rest } = part
    if (extra !== undefined && !objects) {
      rest.unevaluatedProperties = extra
      lossyProperties ||= evaluatesMore(own) || flat.some(evaluatesMore)
    } else if (extra !== undefined) {
      properties = true
      // `true` restricts nothing, and a part with `additionalProperties` evaluates every key
      // itself: its rule reads none.
      if (extra !== true && rest.additionalProperties === undefined) {
        if (evaluatesMore(part)) lossyProperties = true
        else rest.additionalProperties = extra
      }
    }
    // Likewise `items` evaluates every item past `prefixItems`.
    if (extraItems !== undefined) {
      items = true
      if (extraItems !== true && rest.items === undefined) report.lossy(LOSSY_ITEMS)
    }
    return rest
  })
  if (lossyProperties) report.lossy(LOSSY_PROPERTIES)
  // A part with an `unevaluated*` keyword evaluated (or refused) every key or item, and the
  // node's own keyword read none: on the merged node it would read the keys the part's rule
  // covered, so it is dropped.
  const { unevaluatedProperties, unevaluatedItems, ...rest } = own
  if (!properties && unevaluatedProperties !== undefined)
    rest.unevaluatedProperties = unevaluatedProperties
  if (!items && unevaluatedItems !== undefined) rest.unevaluatedItems = unevaluatedItems
  return [rest, ...parts]
}

/** Whether a node reads as an object: its `type` says so, or it holds an object keyword. */
function describesObjects(node: SchemaNode): boolean {
  const types = typeList(node)
  if (types !== undefined) return types.includes('object')
  return OBJECT_KEYWORDS.some((keyword) => node[keyword] !== undefined)
}
