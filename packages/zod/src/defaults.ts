import { type InexactDirection, markInexact } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'

interface Refused {
  readonly direction: InexactDirection
  readonly message: string
}

const REFUSED: Readonly<Record<string, Refused>> = {
  prefault: {
    direction: 'stricter',
    message:
      'a .prefault() value goes through the schema it wraps, which refuses it: a missing key fails, though the schema states a default',
  },
  default: {
    direction: 'looser',
    message:
      'a .default() value is not checked, and the schema it wraps refuses it: a missing key gives execute the default, a value the schema states is not allowed',
  },
}

/**
 * Warns of a `.default()` or `.prefault()` whose value its own schema refuses
 * (`z.string().min(3).default('ab')`), which the emitted schema states as that key's
 * `default`. Zod parses a prefault when the key is missing, so `{}` fails (inexact `stricter`);
 * it hands a default on unchecked, so `execute` gets a value the schema refuses (inexact
 * `looser`). The value is the one Zod already wrote as `default`; a schema that cannot say
 * synchronously (an async check) is left alone.
 *
 * @param schema - One node of the Zod schema.
 * @param json - Its JSON Schema, as Zod wrote it.
 */
export function warnRefusedDefault(schema: $ZodType, json: Record<string, unknown>): void {
  const def = schema._zod.def as { type: string; innerType?: { safeParse?: unknown } }
  if (def.type === 'union' || def.type === 'nullable') {
    warnRefusedMissing(schema, json)
    return
  }
  const refusedAs = Object.hasOwn(REFUSED, def.type) ? REFUSED[def.type] : undefined
  if (refusedAs === undefined || !('default' in json)) return
  const parse = def.innerType?.safeParse
  if (typeof parse !== 'function') return
  let refused: boolean
  try {
    refused = (parse.call(def.innerType, json.default) as { success: boolean }).success === false
  } catch {
    return
  }
  if (refused) markInexact(json, 'default', refusedAs.direction, refusedAs.message)
}

const REFUSED_MISSING =
  'a .prefault() inside this union or .nullable() goes through the schema it wraps, which refuses it: a missing key fails, though the schema states the key optional'

// A union or `.nullable()` that takes a missing key (an option with a `.prefault()`) runs it on
// `undefined`: when the prefault's own schema refuses it, every option fails, and the key the
// schema states optional fails when missing. Warned where the key is, not at the option.
function warnRefusedMissing(schema: $ZodType, json: Record<string, unknown>): void {
  if (schema._zod.optin === undefined) return
  const parse = (schema as { safeParse?: unknown }).safeParse
  if (typeof parse !== 'function') return
  let refused: boolean
  try {
    refused = (parse.call(schema, undefined) as { success: boolean }).success === false
  } catch {
    return
  }
  if (!refused) return
  const keyword = ['anyOf', 'oneOf', 'type'].find((name) => name in json) ?? 'default'
  markInexact(json, keyword, 'stricter', REFUSED_MISSING)
}
