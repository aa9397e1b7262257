import { markInexact } from '@polytool/core'
import { skippedKeysMessage } from './skipped-keys'

/** Why a loose object's JSON Schema is looser than what `execute` gets. */
export const LOOSE_PROTO_MESSAGE = skippedKeysMessage('a v.looseObject()')

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
