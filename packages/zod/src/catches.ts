import { markInexact } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'

type Json = Record<string, unknown>

const ACCEPTS_ANY =
  'a .catch() accepts any value, and a missing key: whatever fails the schema it wraps becomes the catch value'

/**
 * States what a `.catch()` accepts on the input side: its node is tagged inexact (`looser`,
 * keyword `type`), so core warns that the validator accepts any value there, and an object's
 * key holding one is not required, as a `.default()`'s is not (Zod's own JSON Schema states the
 * wrapped schema, and requires the key); a tuple may end before one, so it is not counted in
 * `minItems`. The output side is the wrapped schema's, or the catch
 * value: exact as Zod writes it.
 *
 * @param schema - One node of the Zod schema.
 * @param json - Its JSON Schema, as Zod wrote it.
 * @param io - The side being written.
 */
export function stateCatches(schema: $ZodType, json: Json, io: 'input' | 'output'): void {
  if (io !== 'input') return
  const def = schema._zod.def as {
    type: string
    shape?: Readonly<Record<string, $ZodType>>
    items?: readonly $ZodType[]
  }
  if (def.type === 'catch') markInexact(json, 'type', 'looser', ACCEPTS_ANY)
  if (def.type === 'tuple' && Array.isArray(def.items)) stateTupleEnd(def.items, json)
  if (def.type !== 'object' || !Array.isArray(json.required) || def.shape === undefined) return
  const shape = def.shape
  const required = json.required.filter(
    (key) => !(Object.hasOwn(shape, key) && shape[key]?._zod.def.type === 'catch'),
  )
  if (required.length === 0) delete json.required
  else json.required = required
}

// Zod lets a tuple end before its trailing items that take a missing value (`optin`), a
// `.catch()` among them, while its converter counts a `.catch()` in `minItems`.
function stateTupleEnd(items: readonly $ZodType[], json: Json): void {
  let end = items.length
  while (end > 0 && items[end - 1]?._zod.optin !== undefined) end--
  if (typeof json.minItems !== 'number' || end >= json.minItems) return
  if (end > 0) json.minItems = end
  else delete json.minItems
}
