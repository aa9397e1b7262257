import { markInexact, markUnrepresentable } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'
import { keyMembers } from './key-members'

// The characters a regex escapes with a backslash under the `u` flag.
const SYNTAX = /[\^$\\.*+?()[\]{}|/]/g

const PASSED_KEYS =
  'z.looseRecord() hands on a key its key schema refuses, with its value unchecked: such a key passes with any value, while the schema refuses the key (propertyNames) and checks its value (additionalProperties)'

const CHECKED_KEYS =
  "z.looseRecord() runs each key its key schema lists through the key schema's checks, and refuses every value when one refuses a listed key: JSON Schema cannot state the checks"

/**
 * Restates or warns of a `z.looseRecord()` that Zod wrote with `propertyNames` and
 * `additionalProperties` (a key schema that is not a single regex): Zod hands on each key its
 * key schema refuses, with any value. A key schema listing strings (`z.enum(['a', 'b'])`,
 * literals) and holding no check is restated exactly where JSON Schema has
 * `patternProperties`: the value schema on the listed keys alone. Any other
 * (`z.string().max(3)`, a union, numbers) is warned of: the schema refuses such a key and
 * checks its value (`looser` on both). A listing key schema with a check (`.refine()`) is warned
 * of the same way, and its checks are reported at the record too, since a listed key they refuse
 * makes the record refuse every value. A loose record keyed by regexes is written exactly by Zod,
 * with `patternProperties`, and is left as it is.
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
  const checked = holdsChecks(def.keyType)
  // Zod runs each listed key through the key schema: a check refusing one fails every value.
  if (listed !== undefined && listed.size > 0 && checked) {
    markUnrepresentable(jsonSchema, 'refinement', CHECKED_KEYS)
  }
  if (
    target !== 'openapi-3.0' &&
    listed !== undefined &&
    listed.size > 0 &&
    !checked &&
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

// Deep enough for any key schema; a deeper one is taken to hold a check.
const MAX_DEPTH = 32

// Whether a check that may refuse a value (anything but `.overwrite()`) sits anywhere in a
// schema: on it, or on what it wraps, pipes, unites or intersects.
function holdsChecks(schema: $ZodType, depth = 0, seen = new Set<object>()): boolean {
  if (depth > MAX_DEPTH) return true
  if (seen.has(schema)) return false
  seen.add(schema)
  const def = schema._zod.def as unknown as Record<string, unknown> & {
    checks?: ReadonlyArray<{ _zod: { def: { check: string } } }>
  }
  if (def.checks?.some((check) => check._zod.def.check !== 'overwrite')) return true
  const inner = def.type === 'lazy' ? [(schema._zod as { innerType?: unknown }).innerType] : []
  const parts = Object.entries(def).flatMap(([key, value]) => (key === 'checks' ? [] : [value]))
  for (const value of [...parts, ...inner]) {
    for (const sub of Array.isArray(value) ? value : [value]) {
      if (isZodType(sub) && holdsChecks(sub, depth + 1, seen)) return true
    }
  }
  return false
}

function isZodType(value: unknown): value is $ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value
}
