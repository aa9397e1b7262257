import { type JsonSchemaIo, markInexact, markInexactBelow } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'

type Json = Record<string, unknown>

interface Def {
  readonly type: string
  readonly coerce?: boolean
  readonly in?: $ZodType
  readonly out?: $ZodType
  readonly checks?: readonly { _zod: { def: { check: string } } }[]
}

/**
 * Tags the parts of an input JSON Schema that describe another value than the one Zod judges,
 * for core to warn about:
 * - a pipe's second schema (`.pipe(z.string().min(3))`) runs on what the first returns, and the
 *   input JSON Schema is the first's alone: Zod refuses more than it says;
 * - `z.preprocess(f, schema)` emits `schema`, which Zod checks on `f`'s result: either way;
 * - checks after `.trim()`, `.toLowerCase()` or another overwrite run on the rewritten string;
 * - `z.coerce.*` converts any value first (`String(value)`): it accepts more than `type` says.
 */
export function tagJudgedAfterTransform(schema: $ZodType, json: Json, io: JsonSchemaIo): void {
  if (io !== 'input') return
  const def = schema._zod.def as Def
  if (def.coerce === true && json.type !== undefined) {
    markInexact(
      json,
      'type',
      'looser',
      `z.coerce converts any value before checking it (String(value), Number(value), ...): it accepts values of other types than "${String(json.type)}"`,
    )
  }
  if (def.type === 'pipe' && def.in !== undefined && def.out !== undefined) {
    const preprocess = def.in._zod.traits.has('$ZodTransform')
    if (preprocess) {
      markInexactBelow(
        json,
        'both',
        'z.preprocess() runs its function before this schema: Zod checks what the function returns, not the value the JSON Schema describes',
      )
    } else if (!def.out._zod.traits.has('$ZodTransform')) {
      markInexactBelow(
        json,
        'stricter',
        'the schema a .pipe() leads into runs on what the first one returns: the input JSON Schema states only the first, so its checks are not here',
      )
    }
  }
  const checks = def.checks
  if (!checks) return
  const rewrite = checks.findIndex(isOverwrite)
  if (rewrite !== -1 && checks.slice(rewrite + 1).some((c) => !isOverwrite(c))) {
    for (const keyword of STRING_CHECKS) {
      if (json[keyword] === undefined) continue
      markInexact(
        json,
        keyword,
        'both',
        'checks after .trim(), .toLowerCase() or another overwrite run on the rewritten string, the JSON Schema on the string as given',
      )
    }
  }
}

function isOverwrite(check: { _zod: { def: { check: string } } }): boolean {
  return check._zod.def.check === 'overwrite'
}

// What Zod's checks on a string become; `type` is checked before any overwrite.
const STRING_CHECKS = ['minLength', 'maxLength', 'pattern', 'format', 'allOf', 'enum', 'const']
