import { markInexact } from '@polytool/core'
import { verdictOn } from './verdict'

type Node = Record<string, unknown>

const TUPLES: ReadonlySet<unknown> = new Set([
  'tuple',
  'strict_tuple',
  'loose_tuple',
  'tuple_with_rest',
])

const DROPS_EXTRA_ITEMS =
  'v.tuple() accepts items past its own and drops them: execute gets only its own items (v.strictTuple() refuses them, v.looseTuple() keeps them)'

/**
 * Whether a Valibot node is a tuple, whose JSON Schema only the converter's `overrideSchema`
 * hook can correct (`stateTuple`).
 *
 * @param node - One node of the Valibot schema.
 * @returns Whether the node is one.
 */
export function isTuple(node: Node): boolean {
  return node.kind === 'schema' && TUPLES.has(node.type)
}

/**
 * Corrects what Valibot's converter writes for a tuple, for JSON Schema targets with tuples.
 * Valibot runs each item schema on `input[i]`, so an array may end before items that accept
 * `undefined` (`v.optional()`): on the input side, `minItems` is the place of the last item that
 * refuses it, plus one (the converter counts every item; the output has every place, filled
 * with `undefined` where nothing was sent). A plain `v.tuple()` accepts extra items and drops
 * them: it is written with no room for them (`items: false`), exact on the output side and
 * warned of on the input side (inexact `looser`, keyword `items`). Each item schema is run once
 * on `undefined` to tell, as Valibot runs it on a short array.
 *
 * @param valibotSchema - One node of the Valibot schema.
 * @param jsonSchema - Its JSON Schema, as Valibot wrote it.
 * @param typeMode - The side being written.
 * @param target - The dialect being written.
 */
export function stateTuple(
  valibotSchema: Node,
  jsonSchema: Node,
  typeMode: unknown,
  target: unknown,
): void {
  if (!isTuple(valibotSchema) || !Array.isArray(valibotSchema.items)) return
  if (typeMode === 'input') {
    const required = requiredLength(valibotSchema.items)
    if (required > 0) jsonSchema.minItems = required
    else delete jsonSchema.minItems
  }
  if (valibotSchema.type !== 'tuple' || target === 'openapi-3.0') return
  const keyword = target === 'draft-07' ? 'additionalItems' : 'items'
  jsonSchema[keyword] = false
  if (typeMode === 'input') markInexact(jsonSchema, keyword, 'looser', DROPS_EXTRA_ITEMS)
}

// Past the last item that refuses `undefined`, an array may end; an item that cannot say
// synchronously counts as one that refuses it.
function requiredLength(items: readonly unknown[]): number {
  for (let index = items.length - 1; index >= 0; index--) {
    if (verdictOn(items[index], undefined) !== 'accepts') return index + 1
  }
  return 0
}
