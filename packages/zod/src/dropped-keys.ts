import { markUnrepresentable } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'
import { keyMembers } from './key-members'
import { numberKeyMembers } from './record-keys'

const DROPPED_KEYS =
  'openapi-3.0 has no "propertyNames" keyword: the key schema of z.record() was dropped, so the emitted schema accepts any key while the tool refuses each key its key schema refuses (the tool is stricter)'
const MERGED_KEYS =
  'the tool also reads number keys as numbers: "1.0", "01" and "1" are all the key "1", and the last of them wins'

/**
 * Warns of a record whose key schema Zod leaves out of OpenAPI 3.0, which has no
 * `propertyNames`: the emitted schema then accepts every key, and the tool refuses those its
 * key schema refuses (`z.string().max(3)`, `z.number()`, an enum's unlisted keys). A key schema
 * that takes any string as it is loses nothing.
 *
 * @param zodSchema - The Zod schema being converted.
 * @param jsonSchema - Its JSON Schema, as Zod wrote it.
 */
export function warnDroppedKeys(zodSchema: $ZodType, jsonSchema: object): void {
  const def = zodSchema._zod.def as { type?: unknown; keyType?: $ZodType; mode?: unknown }
  // A loose record refuses no key: one its key schema refuses is handed on as it is.
  if (def.type !== 'record' || def.keyType === undefined || def.mode === 'loose') return
  if (keyMembers(def.keyType).anyString) return
  const merged = numberKeyMembers(zodSchema) !== undefined
  markUnrepresentable(
    jsonSchema,
    'target',
    merged ? `${DROPPED_KEYS}; ${MERGED_KEYS}` : DROPPED_KEYS,
  )
}
