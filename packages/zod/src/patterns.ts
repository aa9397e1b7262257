import { patternFor } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'

type Json = Record<string, unknown>

interface CheckDef {
  readonly check?: string
  readonly pattern?: unknown
}

/**
 * Rewrites the patterns Zod emitted for one node into what its regexes mean under the `u` flag
 * JSON Schema reads with (`patternFor`): Zod copies each regex's `source` and drops its flags,
 * so `/[\d-z]/` emitted a pattern that does not compile with `u`, and `/ab/i` one that refuses
 * "AB". A pattern no JSON Schema pattern can say is removed, and the node tagged.
 */
export function exactPatterns(schema: $ZodType, json: Json): void {
  const def = schema._zod.def as { type: string; mode?: string }
  if (def.type === 'template_literal') {
    const regex = (schema._zod as { pattern?: unknown }).pattern
    if (regex instanceof RegExp && json.pattern === regex.source) rewrite(json, regex)
    return
  }
  if (def.type === 'record' && def.mode === 'loose') {
    exactPatternKeys(schema, json)
    return
  }
  const regexes = stringRegexes(schema)
  if (regexes.length === 0) return
  if (regexes.length === 1) {
    if (json.pattern === regexes[0]!.source) rewrite(json, regexes[0]!)
    return
  }
  // Zod writes several patterns as `allOf: [{ pattern }, ...]`, in the order of `regexes`.
  const allOf = json.allOf as Json[] | undefined
  if (!Array.isArray(allOf)) return
  regexes.forEach((regex, index) => {
    const branch = allOf[index]
    if (branch !== undefined && branch.pattern === regex.source) rewrite(branch, regex)
  })
}

// The regexes Zod's converter gathers for a string, in its order: the schema itself when it is
// a format (`z.email()`), its checks, then what checks attached to its bag.
function stringRegexes(schema: $ZodType): RegExp[] {
  const zod = schema._zod as {
    traits: Set<string>
    def: { checks?: readonly { _zod: { def: CheckDef } }[] }
    bag: { patterns?: Set<unknown> }
  }
  const checks = zod.def.checks ?? []
  const defs: CheckDef[] = [
    ...(zod.traits.has('$ZodCheck') ? [zod.def as CheckDef] : []),
    ...checks.map((check) => check._zod.def),
  ]
  const found = new Set<RegExp>()
  for (const checkDef of defs) {
    if (checkDef.check === 'string_format' && checkDef.pattern instanceof RegExp) {
      found.add(checkDef.pattern)
    }
  }
  for (const pattern of zod.bag.patterns ?? []) if (pattern instanceof RegExp) found.add(pattern)
  return [...found]
}

// A loose record keyed by regexes becomes `patternProperties`, keyed by each regex's source.
function exactPatternKeys(schema: $ZodType, json: Json): void {
  const keyType = (schema._zod.def as unknown as { keyType: $ZodType }).keyType
  const properties = json.patternProperties as Json | undefined
  if (properties === undefined) return
  for (const regex of stringRegexes(keyType)) {
    if (!Object.hasOwn(properties, regex.source)) continue
    const value = properties[regex.source]
    delete properties[regex.source]
    const pattern = patternFor(json, regex, { use: 'search' })
    if (pattern !== undefined) properties[pattern] = value
  }
}

function rewrite(node: Json, regex: RegExp): void {
  // Zod sets `lastIndex` to 0 before each `regex.test(value)`: a `g` regex then searches the
  // whole string and a `y` one matches at the start, as `value.search(regex)` does.
  const pattern = patternFor(node, regex, { use: 'search' })
  if (pattern === undefined) delete node.pattern
  else node.pattern = pattern
}
