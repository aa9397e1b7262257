import type { SchemaNode } from './json-schema'

/** How a part's `unevaluated*` rewrite reports what it cannot do exactly. */
export interface UnevaluatedReporter {
  /** The part's rule could not be kept exactly: the original validator still checks it. */
  lossy(message: string): void
}

// Keywords through which a part evaluates properties or items beyond its own `properties`,
// `patternProperties`, `prefixItems` and `items`. (`not` keeps no annotations.)
const IN_PLACE = ['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'dependentSchemas', '$ref']

/** What was read out of the parts: whether some part had each `unevaluated*` keyword. */
export interface UnevaluatedSeen {
  properties: boolean
  items: boolean
}

/**
 * Rewrites an `allOf` part's `unevaluatedProperties` and `unevaluatedItems` for the merge.
 * Inside the part they only see what THAT part evaluates; once the part is merged they would see
 * every part's keys and items, and admit what the part refused. A part whose own keywords are
 * all it evaluates has `unevaluatedProperties` mean its `additionalProperties`, so it becomes
 * that, and the merge applies it to the keys other parts declare. Where the part evaluates more
 * (a union, a nested `allOf`), or for items, the rule is left to the original validator with a
 * warning.
 */
export function withoutUnevaluated(
  part: SchemaNode,
  nested: boolean,
  seen: UnevaluatedSeen,
  report: UnevaluatedReporter,
): SchemaNode {
  if (part.unevaluatedProperties === undefined && part.unevaluatedItems === undefined) return part
  const { unevaluatedProperties: properties, unevaluatedItems: items, ...rest } = part
  if (properties !== undefined) seen.properties = true
  if (items !== undefined) seen.items = true
  const evaluatesMore = nested || IN_PLACE.some((keyword) => part[keyword] !== undefined)
  // `true` restricts nothing, and a part with `additionalProperties` evaluates every key itself:
  // its rule reads none.
  if (properties !== undefined && properties !== true && rest.additionalProperties === undefined) {
    if (!evaluatesMore) rest.additionalProperties = properties
    else
      report.lossy(
        "an allOf part's unevaluatedProperties depends on what its own subschemas evaluate: it cannot be merged with the other parts and is left to the original validator",
      )
  }
  // Likewise `items` evaluates every item past `prefixItems`.
  if (items !== undefined && items !== true && rest.items === undefined) {
    report.lossy(
      "an allOf part's unevaluatedItems cannot be merged with the other parts' items: it is left to the original validator",
    )
  }
  return rest
}

/**
 * The node's own keywords before its parts are merged in. When a part had an `unevaluated*`
 * keyword, that part evaluated (or refused) every key or item, and the node's own keyword read
 * none: on the merged node it would read the keys the part's rule covered, so it is dropped.
 */
export function ownWithoutUnevaluated(own: SchemaNode, seen: UnevaluatedSeen): SchemaNode {
  const { unevaluatedProperties, unevaluatedItems, ...rest } = own
  if (!seen.properties && unevaluatedProperties !== undefined)
    rest.unevaluatedProperties = unevaluatedProperties
  if (!seen.items && unevaluatedItems !== undefined) rest.unevaluatedItems = unevaluatedItems
  return rest
}
