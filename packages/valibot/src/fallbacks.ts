import { markInexact } from '@polytool/core'

type Node = Record<string, unknown>

const ACCEPTS_ANY =
  'a v.fallback() accepts any value, and a missing key: whatever fails the schema it wraps becomes the fallback'

/**
 * States what a `v.fallback()` accepts on the input side, from the converter's `overrideSchema`
 * hook: its node is tagged inexact (`looser`, keyword `type`), so core warns that the validator
 * accepts any value there, and an object's key holding one is not required, as an optional key
 * with a default is not (Valibot's converter states the wrapped schema, and requires the key).
 *
 * @param valibotSchema - One node of the Valibot schema.
 * @param jsonSchema - Its JSON Schema, as Valibot wrote it.
 * @param typeMode - The side being written.
 */
export function stateFallbacks(valibotSchema: Node, jsonSchema: Node, typeMode: unknown): void {
  if (typeMode !== 'input') return
  if (valibotSchema.fallback !== undefined) markInexact(jsonSchema, 'type', 'looser', ACCEPTS_ANY)
  const entries = valibotSchema.entries as Record<string, Node | undefined> | undefined
  if (typeof entries !== 'object' || entries === null || !Array.isArray(jsonSchema.required)) return
  const required = jsonSchema.required.filter(
    (key) => !(Object.hasOwn(entries, key) && entries[key]?.fallback !== undefined),
  )
  if (required.length === 0) delete jsonSchema.required
  else jsonSchema.required = required
}
