import { markInexact } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'

const REFUSED_PREFAULT =
  'a .prefault() value goes through the schema it wraps, which refuses it: a missing key fails, though the schema states a default'

/**
 * Warns of a `.prefault()` whose value its own schema refuses (`z.string().min(3)
 * .prefault('ab')`): Zod parses the value when the key is missing, so `{}` fails, while the
 * emitted schema states the key optional with that default (inexact `stricter`, keyword
 * `default`). The value is the one Zod already wrote as `default`; a schema that cannot say
 * synchronously (an async check) is left alone.
 *
 * @param schema - One node of the Zod schema.
 * @param json - Its JSON Schema, as Zod wrote it.
 */
export function warnRefusedPrefault(schema: $ZodType, json: Record<string, unknown>): void {
  const def = schema._zod.def as { type: string; innerType?: { safeParse?: unknown } }
  if (def.type !== 'prefault' || !('default' in json)) return
  const parse = def.innerType?.safeParse
  if (typeof parse !== 'function') return
  let refused: boolean
  try {
    refused = (parse.call(def.innerType, json.default) as { success: boolean }).success === false
  } catch {
    return
  }
  if (refused) markInexact(json, 'default', 'stricter', REFUSED_PREFAULT)
}
