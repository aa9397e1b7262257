import { markInexact } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'
import { keyMembers } from './key-members'

const PASSED_KEYS =
  'z.looseRecord() hands on a key its key schema refuses, with its value unchecked: such a key passes with any value, while the schema refuses the key (propertyNames) and checks its value (additionalProperties)'

/**
 * Warns of a `z.looseRecord()` that Zod wrote with `propertyNames` and `additionalProperties`
 * (a key schema that is not a single regex: `z.string().max(3)`, an enum, a union, numbers): Zod
 * hands on each key its key schema refuses, with any value, and the schema refuses that key and
 * checks its value (`looser` on both). A loose record keyed by regexes is written exactly, with
 * `patternProperties`, and is left as it is.
 *
 * @param zodSchema - The Zod schema being converted.
 * @param jsonSchema - Its JSON Schema, as Zod wrote it.
 */
export function warnPassedKeys(zodSchema: $ZodType, jsonSchema: Record<string, unknown>): void {
  const def = zodSchema._zod.def as { type?: unknown; mode?: unknown; keyType?: $ZodType }
  if (def.type !== 'record' || def.mode !== 'loose' || def.keyType === undefined) return
  // A key schema that takes any string refuses no key.
  if (jsonSchema.additionalProperties === undefined || keyMembers(def.keyType).anyString) return
  // OpenAPI 3.0 has no `propertyNames`: Zod leaves it out there.
  if (jsonSchema.propertyNames !== undefined) {
    markInexact(jsonSchema, 'propertyNames', 'looser', PASSED_KEYS)
  }
  markInexact(jsonSchema, 'additionalProperties', 'looser', PASSED_KEYS)
}
