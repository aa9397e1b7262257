import { markInexact } from '@polytool/core'
import { verdictOn } from './verdict'

type Node = Record<string, unknown>

/** What the input side of a tuple admits, as its pipe's length actions narrow it. */
interface InputTuple {
  /** Items past its own are kept (`v.looseTuple()`, `v.tupleWithRest()`), not dropped. */
  readonly keepsExtra: boolean
  /** How many items it has: the output has at least as many places. */
  readonly items: number
  /** The fewest items an input may have. */
  min: number
  /** The most items an input may have. */
  max: number
}

// The input-side tuples `stateTuple` wrote, for the length actions of their pipe.
const inputTuples = new WeakMap<object, InputTuple>()

const LENGTH_ACTIONS: ReadonlySet<unknown> = new Set([
  'length',
  'min_length',
  'max_length',
  'non_empty',
  'empty',
])

// A `switch`, not a set: it is asked of every node of every fresh schema (`holdsHookedNode`).
function isTupleType(type: unknown): boolean {
  switch (type) {
    case 'tuple':
    case 'strict_tuple':
    case 'loose_tuple':
    case 'tuple_with_rest':
      return true
    default:
      return false
  }
}

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
  return node.kind === 'schema' && isTupleType(node.type)
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
    inputTuples.set(jsonSchema, {
      keepsExtra: valibotSchema.type === 'loose_tuple' || valibotSchema.type === 'tuple_with_rest',
      items: valibotSchema.items.length,
      min: required,
      max: Number.POSITIVE_INFINITY,
    })
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

/**
 * Corrects the `minItems` and `maxItems` a length action piped after a tuple writes (`v.length()`,
 * `v.minLength()`, `v.maxLength()`, `v.nonEmpty()`, `v.empty()`), on the input side. The action
 * judges the tuple's output, which has a place for each item (`undefined` where nothing was
 * sent): a `v.tuple()` or `v.strictTuple()` output has exactly as many items as the tuple, and a
 * `v.looseTuple()` or `v.tupleWithRest()` output as many as the input, or the tuple's, if more.
 * The bounds are rewritten for the input those outputs come from, and an action no output
 * passes refuses every input (`not: {}`).
 *
 * @param action - The Valibot action, as the converter's `overrideAction` gets it.
 * @param jsonSchema - The node the action was written into, changed in place.
 */
export function stateTupleLength(action: Node, jsonSchema: Node): void {
  const tuple = inputTuples.get(jsonSchema)
  if (tuple === undefined || action.kind !== 'validation' || !LENGTH_ACTIONS.has(action.type)) {
    return
  }
  const requirement = typeof action.requirement === 'number' ? action.requirement : Number.NaN
  const [least, most] =
    action.type === 'length'
      ? [requirement, requirement]
      : action.type === 'min_length'
        ? [requirement, Number.POSITIVE_INFINITY]
        : action.type === 'max_length'
          ? [0, requirement]
          : action.type === 'non_empty'
            ? [1, Number.POSITIVE_INFINITY]
            : [0, 0]
  if (!Number.isInteger(least) || !(most >= least)) return
  const { items } = tuple
  // The output length is `items` whatever the input (plain, strict), or max(input, items).
  if (items > most) tuple.max = -1
  else if (tuple.keepsExtra) {
    tuple.max = Math.min(tuple.max, most)
    if (items < least) tuple.min = Math.max(tuple.min, least)
  } else if (items < least) tuple.max = -1
  if (tuple.max < tuple.min) {
    jsonSchema.not = {}
    return
  }
  if (tuple.min > 0) jsonSchema.minItems = tuple.min
  else delete jsonSchema.minItems
  if (Number.isFinite(tuple.max)) jsonSchema.maxItems = tuple.max
  else delete jsonSchema.maxItems
}
