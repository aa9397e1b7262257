import { markInexact, pushFields, walkSchema } from '@polytool/core'
import { skippedKeysMessage } from './skipped-keys'

/** Why a loose object's JSON Schema is looser than what `execute` gets. */
export const LOOSE_PROTO_MESSAGE = skippedKeysMessage('a v.looseObject()')

/**
 * Whether a Valibot schema holds a `looseObject`, whose JSON Schema (no `additionalProperties`,
 * like a plain `object`'s) cannot tell it apart. Walks the schema once (`walkSchema`, capped: a
 * larger schema, or one that cannot be read, is taken as one that does).
 *
 * @param schema - A Valibot schema.
 * @returns `false` only when the schema holds no loose object.
 */
export function holdsLooseObject(schema: object): boolean {
  return walkSchema(schema, { visit: looseObjectAt, children: pushFields }).kind !== 'none'
}

function looseObjectAt(node: Record<string, unknown>): true | undefined {
  return node.type === 'loose_object' || undefined
}

/**
 * Tags a loose object's JSON Schema, from the converter's `overrideSchema` hook: Valibot keeps
 * the unknown keys of a loose object but skips those named `__proto__`, `constructor` and
 * `prototype`, which JSON.parse makes own keys and the emitted schema allows. Core warns of it
 * with the node's JSON pointer.
 *
 * @param type - The Valibot schema's `type`.
 * @param jsonSchema - Its JSON Schema.
 */
export function markLooseObject(type: string, jsonSchema: object): void {
  if (type === 'loose_object') {
    markInexact(jsonSchema, 'additionalProperties', 'looser', LOOSE_PROTO_MESSAGE)
  }
}
