import { markInexact } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'
import { keyMembers } from './key-members'

// The characters a regex escapes with a backslash under the `u` flag.
const SYNTAX = /[\^$\\.*+?()[\]{}|/]/g

const PASSED_KEYS =
  'z.looseRecord() hands on a key its key schema refuses, with its value unchecked: such a key passes with any value, while the schema refuses the key (propertyNames) and checks its value (additionalProperties)'

/**
 * Restates or warns of a `z.looseRecord()` that Zod wrote with `propertyNames` and
 * `additionalProperties` (a key schema that is not a single regex): Zod hands on each key its
 * key schema refuses, with any value. A key schema listing strings (`z.enum(['a', 'b'])`,
 * literals) is restated exactly where JSON Schema has `patternProperties`: the value schema on
 * the listed keys alone. Any other (`z.string().max(3)`, a union, numbers) is warned of: the
 * schema refuses such a key and checks its value (`looser` on both). A loose record keyed by
 * regexes is written exactly by Zod, with `patternProperties`, and is left as it is.
 *
 * @param zodSchema - The Zod schema being converted.
 * @param jsonSchema - Its JSON Schema, as Zod wrote it.
 * @param target - The dialect being written.
 */
export function warnPassedKeys(
  zodSchema: $ZodType,
  jsonSchema: Record<string, unknown>,
  target: string,
): void {
  const def = zodSchema._zod.def as { type?: unknown; mode?: unknown; keyType?: $ZodType }
  if (def.type !== 'record' || def.mode !== 'loose' || def.keyType === undefined) return
  // A key schema that takes any string refuses no key.
  if (jsonSchema.additionalProperties === undefined || keyMembers(def.keyType).anyString) return
  const listed = def.keyType._zod.values
  if (
    target !== 'openapi-3.0' &&
    listed !== undefined &&
    listed.size > 0 &&
    [...listed].every((key) => typeof key === 'string')
  ) {
    const keys = [...listed] as string[]
    jsonSchema.patternProperties = {
      [`^(?:${keys.map((key) => key.replace(SYNTAX, '\\$&')).join('|')})$`]:
        jsonSchema.additionalProperties,
    }
    delete jsonSchema.propertyNames
    delete jsonSchema.additionalProperties
    return
  }
  // OpenAPI 3.0 has no `propertyNames`: Zod leaves it out there.
  if (jsonSchema.propertyNames !== undefined) {
    markInexact(jsonSchema, 'propertyNames', 'looser', PASSED_KEYS)
  }
  markInexact(jsonSchema, 'additionalProperties', 'looser', PASSED_KEYS)
}
