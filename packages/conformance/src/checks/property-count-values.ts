import { type Node, numberAt } from './schema-nodes'

// Objects at and just past a node's property counts. `minProperties` is met the cheapest way a
// model may meet it: the required keys only, filled up with keys no property names, so a
// `required` key traded for a count (`{ minProperties: 1 }` for `required: ['city']`) shows as
// an object without it. `maxProperties` is passed by one key, so a cap the validator does not
// have shows as an object it accepts.

// Counts past this are not built: a bound that high is read as no bound.
const MAX_BUILT_KEYS = 1_000
const FILLER_KEY = 'more'

/** The two objects a property-count builder starts from, built by the object builder. */
export interface BaseObjects {
  /** Every property with its first value, and each required key. */
  readonly all: Node
  /** The required keys only. */
  readonly onlyRequired: Node
}

/**
 * Objects for a node's `minProperties` and `maxProperties`: the required keys filled up to
 * `minProperties` with unnamed keys (with optional named ones when `additionalProperties` is
 * `false`), and every key plus unnamed ones up to `maxProperties + 1`.
 *
 * @param schema - A node with `type: object`.
 * @param base - The object with every property, and the one with the required keys only.
 * @param valueFor - The value an unnamed key takes, as the node's pattern or additional
 *   properties describe it.
 * @returns The objects, none when the node states neither count.
 */
export function propertyCountObjects(
  schema: Node,
  base: BaseObjects,
  valueFor: (key: string) => unknown,
): unknown[] {
  const out: unknown[] = []
  const min = numberAt(schema, 'minProperties')
  if (min !== undefined && min <= MAX_BUILT_KEYS) {
    out.push(filledUp(base.onlyRequired, min, valueFor))
    if (schema.additionalProperties === false) out.push(withNamed(schema, base, min))
  }
  const max = numberAt(schema, 'maxProperties')
  if (max !== undefined && max < MAX_BUILT_KEYS) {
    out.push(filledUp(base.all, max + 1, valueFor))
  }
  return out
}

// The object with unnamed keys (`more`, `more_1`, …) added until it has `count` keys.
function filledUp(object: Node, count: number, valueFor: (key: string) => unknown): Node {
  const filled: Node = { ...object }
  for (let at = 0; Object.keys(filled).length < count; at++) {
    const key = at === 0 ? FILLER_KEY : `${FILLER_KEY}_${at}`
    if (!Object.hasOwn(filled, key)) filled[key] = valueFor(key)
  }
  return filled
}

// Where no unnamed key is admitted: the required keys, then optional ones from `all`, until
// the object has `count` keys (or has them all).
function withNamed(schema: Node, { all, onlyRequired }: BaseObjects, count: number): Node {
  const filled: Node = { ...onlyRequired }
  for (const [key, value] of Object.entries(all)) {
    if (Object.keys(filled).length >= count) break
    if (!Object.hasOwn(filled, key) && schema.properties !== undefined) filled[key] = value
  }
  return filled
}
