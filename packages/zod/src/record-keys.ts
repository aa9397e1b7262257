import { eachSubschema, markInexact } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'

// Numbers as a key writes each one way only: no leading or trailing zeros, no `-0`. Two keys
// this admits are two numbers, so no two of them become one key.
const CANONICAL_NUMBER = '^(?:0|-?(?:[1-9]\\d*(?:\\.\\d*[1-9])?|0\\.\\d*[1-9]))$'
const CANONICAL_INTEGER = '^(?:0|-?[1-9]\\d*)$'

// Where the key pattern is waiting: Zod writes a record's key pattern after the override runs.
const KEY_PATTERN = 'x-polytool-number-keys'

const MERGED_KEYS =
  'z.record() with number keys reads each key as a number and writes it back: "1.0", "01" and "1" are all the key "1", and the last of them wins. Only one way of writing each number is stated'
const UNSTATED_BOUNDS =
  "z.record() checks its number keys' bounds on the number, which the key's pattern does not state"

interface KeyDef {
  readonly type?: unknown
  readonly format?: unknown
  readonly checks?: readonly unknown[]
}

/**
 * Notes, from Zod's `override`, a record whose keys are numbers: Zod reads `"1.0"`, `"01"` and
 * `"1"` as the same key, and `execute` gets the last of them alone. The forms Zod reads besides
 * the one it writes back are warned of (`propertyNames`, looser), and so are bounds on the
 * number, which a key pattern leaves out (stricter). `stateNumberKeys` then writes the pattern.
 *
 * @param zodSchema - The Zod schema being converted.
 * @param jsonSchema - Its JSON Schema, as Zod wrote it so far.
 * @returns Whether the record was noted.
 */
export function noteNumberKeys(zodSchema: $ZodType, jsonSchema: Record<string, unknown>): boolean {
  const def = zodSchema._zod.def as { type?: unknown; keyType?: $ZodType }
  if (def.type !== 'record' || def.keyType === undefined) return false
  const key = def.keyType._zod.def as KeyDef
  if (key.type !== 'number') return false
  const integer =
    typeof key.format === 'string' && key.format !== 'float32' && key.format !== 'float64'
  jsonSchema[KEY_PATTERN] = integer ? CANONICAL_INTEGER : CANONICAL_NUMBER
  const bounded = (key.checks?.length ?? 0) > 0
  markInexact(
    jsonSchema,
    'propertyNames',
    bounded ? 'both' : 'looser',
    bounded ? `${MERGED_KEYS}; ${UNSTATED_BOUNDS}` : MERGED_KEYS,
  )
  return true
}

/**
 * Writes the key pattern of each record `noteNumberKeys` noted: each number the one way Zod
 * writes it back, so the pattern admits no two keys that Zod would merge.
 *
 * @param emitted - The JSON Schema Zod emitted, changed in place.
 */
export function stateNumberKeys(emitted: object): void {
  eachSubschema(emitted, (node) => {
    const pattern = node[KEY_PATTERN]
    if (pattern === undefined) return
    delete node[KEY_PATTERN]
    const names = node.propertyNames
    if (typeof names === 'object' && names !== null) {
      ;(names as Record<string, unknown>).pattern = pattern
    }
  })
}
