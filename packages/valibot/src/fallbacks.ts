import { markInexactBelow } from '@polytool/core'

type Node = Record<string, unknown>

const ACCEPTS_ANY =
  'a v.fallback() accepts any value, and a missing key: whatever fails the schema it wraps becomes the fallback'

/**
 * States what a `v.fallback()` accepts on the input side, from the converter's `overrideSchema`
 * hook: every judging keyword of its JSON Schema and of the nodes below it is tagged inexact
 * (`looser`, `markInexactBelow`), since a value that fails any of them becomes the fallback, so
 * core warns that the validator accepts any value there; and an object's key holding one is not
 * required, as an optional key with a default is not (Valibot's converter states the wrapped
 * schema, and requires the key). The converter calls no hook for a pipe, only for its schemas
 * and before its actions: a fallback over a pipe (`v.fallback(v.pipe(v.number(),
 * v.minValue(5)), 5)`) is tagged from the hook of the node that holds it, and at the root by
 * `stateRootFallback`.
 *
 * @param valibotSchema - One node of the Valibot schema.
 * @param jsonSchema - Its JSON Schema, as Valibot wrote it.
 * @param typeMode - The side being written.
 * @param target - The JSON Schema version being written.
 */
export function stateFallbacks(
  valibotSchema: Node,
  jsonSchema: Node,
  typeMode: unknown,
  target: unknown,
): void {
  if (typeMode !== 'input') return
  if (valibotSchema.fallback !== undefined) markInexactBelow(jsonSchema, 'looser', ACCEPTS_ANY)
  for (const [part, written] of partsOf(valibotSchema, jsonSchema, target)) {
    if (isFallback(part) && isObject(written)) markInexactBelow(written, 'looser', ACCEPTS_ANY)
  }
  const entries = valibotSchema.entries as Record<string, Node | undefined> | undefined
  if (typeof entries !== 'object' || entries === null || !Array.isArray(jsonSchema.required)) return
  const required = jsonSchema.required.filter(
    (key) => !(Object.hasOwn(entries, key) && entries[key]?.fallback !== undefined),
  )
  if (required.length === 0) delete jsonSchema.required
  else jsonSchema.required = required
}

/**
 * Tags the whole input JSON Schema when the root is a `v.fallback()` over a pipe, for which
 * the converter calls no hook (see `stateFallbacks`).
 *
 * @param valibotSchema - The root of the Valibot schema.
 * @param jsonSchema - Its JSON Schema.
 * @param typeMode - The side being written.
 */
export function stateRootFallback(valibotSchema: unknown, jsonSchema: object, typeMode: unknown) {
  if (typeMode === 'input' && isFallback(valibotSchema)) {
    markInexactBelow(jsonSchema, 'looser', ACCEPTS_ANY)
  }
}

// Each schema a node holds, beside the JSON Schema Valibot wrote for it there (@valibot/to-json-schema 1.x).
function* partsOf(node: Node, json: Node, target: unknown): Generator<[unknown, unknown]> {
  const { type } = node
  if (type === 'optional' || type === 'exact_optional' || type === 'undefinedable') {
    // Written in place: the wrapped schema's JSON Schema is this node's.
    yield [node.wrapped, json]
  } else if (type === 'nullable' || type === 'nullish') {
    yield [node.wrapped, target === 'openapi-3.0' ? json : listed(json.anyOf)[0]]
  } else if (type === 'array') yield [node.item, json.items]
  else if (type === 'record') yield [node.value, json.additionalProperties]
  else if (type === 'union' || type === 'variant' || type === 'intersect') {
    const written = listed(json.anyOf ?? json.oneOf ?? json.allOf)
    const options = listed(node.options)
    for (let index = 0; index < options.length; index++) yield [options[index], written[index]]
  }
  if (isObject(node.entries) && isObject(json.properties)) {
    for (const key of Object.keys(node.entries)) {
      if (Object.hasOwn(json.properties, key)) yield [node.entries[key], json.properties[key]]
    }
  }
  if (node.rest !== undefined && type === 'object_with_rest') {
    yield [node.rest, json.additionalProperties]
  }
  if (Array.isArray(node.items)) {
    const written = listed(target === 'draft-2020-12' ? json.prefixItems : json.items)
    for (let index = 0; index < node.items.length; index++) {
      yield [node.items[index], target === 'openapi-3.0' ? undefined : written[index]]
    }
  }
}

function isFallback(part: unknown): boolean {
  return isObject(part) && part.kind === 'schema' && part.fallback !== undefined
}

function isObject(value: unknown): value is Node {
  return typeof value === 'object' && value !== null
}

function listed(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : []
}
