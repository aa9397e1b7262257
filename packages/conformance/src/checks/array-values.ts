import { inTurns, MAX_VALUES_PER_NODE } from './fair-values'
import { ANY_VALUES, type Build, type Node, numberAt, pastBounds } from './schema-nodes'
import { differentItems } from './unique-items'

// Arrays a schema node describes: at and just past its length bounds, of each item value repeated and of
// different item values (what `uniqueItems` admits), each tuple position's other values in
// turn, and arrays holding what `contains` asks for, `minContains` times. Under `uniqueItems`,
// the items of an array at a length bound are all different values the items node admits.

const CONTAINS_VALUES = 8
// Longer arrays are not built: a bound past this is read as no bound on that side.
const MAX_BUILT_LENGTH = 10_000

/**
 * The arrays built for a node with `type: array`.
 *
 * @param schema - The node.
 * @param depth - Its depth, for the recursion's bound.
 * @param build - Builds the values of a subschema.
 * @param follow - The node a subschema's `$ref` points to, or the subschema itself.
 * @returns The arrays.
 */
export function arrays(
  schema: Node,
  depth: number,
  build: Build,
  follow: (node: unknown) => unknown,
): unknown[] {
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : []
  const prefixValues = prefix.map((sub) => build(sub, depth + 1))
  const items = schema.items === undefined ? true : schema.items
  const itemValues = items === false ? [] : build(items, depth + 1)
  const min = numberAt(schema, 'minItems') ?? 0
  const max = numberAt(schema, 'maxItems') ?? min + 2
  const head = prefixValues.map((values) => values[0])
  const lengths = [
    ...new Set([min, max, prefix.length, ...pastBounds(schema, 'minItems', 'maxItems')]),
  ].filter((length) => length >= head.length && length <= MAX_BUILT_LENGTH)
  const lists: unknown[][] = []
  for (const length of lengths) {
    const fill = length - head.length
    lists.push(itemValues.map((item) => [...head, ...repeated(item, fill)]))
    if (fill > 1 && itemValues.length > 1) lists.push([[...head, ...inCycle(itemValues, fill)]])
    if (itemValues.length === 0 && fill === 0) lists.push([head])
    if (schema.uniqueItems === true) {
      lists.push(differentItems(follow(items), itemValues, fill).map((run) => [...head, ...run]))
    }
  }
  lists.push(
    prefixValues.flatMap((values, index) =>
      values.slice(1).map((value) => head.map((other, at) => (at === index ? value : other))),
    ),
  )
  lists.push(containing(schema, head, itemValues, lengths, depth, build))
  return inTurns(lists, MAX_VALUES_PER_NODE)
}

// Arrays with `minContains` (at least one) copies of each value `contains` admits after the
// tuple head, filled up to each length with the first item value.
function containing(
  schema: Node,
  head: readonly unknown[],
  itemValues: readonly unknown[],
  lengths: readonly number[],
  depth: number,
  build: Build,
): unknown[] {
  if (schema.contains === undefined || schema.contains === false) return []
  const need = Math.max(1, numberAt(schema, 'minContains') ?? 1)
  if (need > MAX_BUILT_LENGTH) return []
  const wanted = build(schema.contains, depth + 1)
  const out: unknown[] = []
  for (const value of (wanted.length > 0 ? wanted : ANY_VALUES).slice(0, CONTAINS_VALUES)) {
    const filler = itemValues.length > 0 ? itemValues[0] : value
    for (const length of new Set([...lengths, head.length + need])) {
      const rest = Math.max(0, length - head.length - need)
      out.push([...head, ...repeated(value, need), ...repeated(filler, rest)])
    }
  }
  return out
}

function repeated(value: unknown, count: number): unknown[] {
  return Array.from({ length: count }, () => value)
}

function inCycle(values: readonly unknown[], count: number): unknown[] {
  return Array.from({ length: count }, (_, at) => values[at % values.length])
}
