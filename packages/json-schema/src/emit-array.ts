import type { DecodePlan } from './decode-plan'
import { TUPLE_REST_KEY } from './decode-plan'
import { composeDescription } from './describe-constraints'
import { applyKeywords } from './emit-keywords'
import { emitNode } from './emit-node'
import { closedWhereSayable, emitObject } from './emit-object'
import type { At, EmitState, Emitted } from './emit-state'
import type { SchemaNode } from './json-schema'
import { child } from './pointer'

/** Emits an array node; tuples (`prefixItems`) are kept, or rewritten to objects keyed by position. */
export function emitArray(state: EmitState, node: SchemaNode, at: At): Emitted {
  if (Array.isArray(node.prefixItems)) return emitTuple(state, node, node.prefixItems, at)
  const out: SchemaNode = { type: 'array' }
  const source = node.items === false ? { ...node, items: undefined, maxItems: 0 } : node
  let plan: DecodePlan | undefined
  if (source.items !== undefined || state.profile.rules.arrayItemsRequired) {
    const items = emitNode(state, source.items ?? true, {
      pointer: child(at.pointer, 'items'),
      expansions: at.expansions,
    })
    out.items = items.schema
    if (items.plan !== undefined) plan = { kind: 'array', items: items.plan }
  }
  applyKeywords(state, source, ['array'], out, at)
  return { schema: out, plan }
}

function emitTuple(
  state: EmitState,
  node: SchemaNode,
  prefix: readonly unknown[],
  at: At,
): Emitted {
  const { rules } = state.profile
  if (!rules.restricted || state.supports('prefixItems'))
    return emitPrefixItems(state, node, prefix, at)
  if (state.profile.tuples === 'error') {
    state.fail(
      'TUPLE_NOT_SUPPORTED',
      at.pointer,
      `${rules.label} has no prefixItems; allow tuples: 'object' to send the tuple as an object keyed by position`,
    )
  }
  const minItems = typeof node.minItems === 'number' ? node.minItems : 0
  const rest = node.items !== undefined && node.items !== false ? node.items : undefined
  const properties: Record<string, unknown> = Object.fromEntries(
    prefix.map((item, index) => [String(index), item]),
  )
  const required = prefix.map((_, index) => String(index)).filter((_, index) => index < minItems)
  if (rest !== undefined) {
    properties[TUPLE_REST_KEY] = { type: 'array', items: rest }
    if (minItems > prefix.length) required.push(TUPLE_REST_KEY)
  }
  const object = emitObject(
    state,
    { type: 'object', properties, required, ...closedWhereSayable(state) },
    at,
    (key) =>
      key === TUPLE_REST_KEY ? child(at.pointer, 'items') : child(at.pointer, 'prefixItems', key),
  )
  const sentence = `A list of ${prefix.length} items, sent as an object keyed by position ("0", "1", …)${rest === undefined ? '' : ` with the remaining items under "${TUPLE_REST_KEY}"`}.`
  const description = composeDescription(node.description, [], [sentence])
  return {
    schema: { ...object.schema, description },
    plan: { kind: 'tuple', length: prefix.length, rest: rest !== undefined, object: object.plan },
  }
}

function emitPrefixItems(
  state: EmitState,
  node: SchemaNode,
  prefix: readonly unknown[],
  at: At,
): Emitted {
  const items = prefix.map((item, index) =>
    emitNode(state, item, {
      pointer: child(at.pointer, 'prefixItems', index),
      expansions: at.expansions,
    }),
  )
  const out: SchemaNode = { type: 'array', prefixItems: items.map((item) => item.schema) }
  let rest: Emitted | undefined
  let source = node
  if (node.items === false) {
    const maxItems =
      typeof node.maxItems === 'number' ? Math.min(node.maxItems, prefix.length) : prefix.length
    source = { ...node, maxItems }
  } else if (node.items !== undefined) {
    rest = emitNode(state, node.items, {
      pointer: child(at.pointer, 'items'),
      expansions: at.expansions,
    })
    out.items = rest.schema
  }
  applyKeywords(state, source, ['array'], out, at)
  const needsPlan = rest?.plan !== undefined || items.some((item) => item.plan !== undefined)
  return {
    schema: out,
    plan: needsPlan
      ? { kind: 'positions', items: items.map((item) => item.plan), rest: rest?.plan }
      : undefined,
  }
}
