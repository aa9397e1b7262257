import { patternFor } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'
import { CIDRV6_PATTERN, IPV6_PATTERN } from './ipv6'

type Json = Record<string, unknown>

interface CheckDef {
  readonly check?: string
  readonly format?: string
  readonly pattern?: unknown
}

/** A regex as Zod wrote it into the schema, and the regex meaning what Zod checks. */
interface Written {
  readonly written: RegExp
  readonly checked: RegExp
}

// Formats Zod checks with a function, not with the regex it writes (`z.ipv6()` asks the URL
// parser): the pattern emitted is the one meaning what that function accepts.
const CHECKED_BY_FUNCTION: Readonly<Record<string, RegExp>> = {
  ipv6: IPV6_PATTERN,
  cidrv6: CIDRV6_PATTERN,
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
    if (json.pattern === regexes[0]!.written.source) rewrite(json, regexes[0]!.checked)
    return
  }
  // Zod writes several patterns as `allOf: [{ pattern }, ...]`, in the order of `regexes`.
  const allOf = json.allOf as Json[] | undefined
  if (!Array.isArray(allOf)) return
  regexes.forEach((regex, index) => {
    const branch = allOf[index]
    if (branch !== undefined && branch.pattern === regex.written.source) {
      rewrite(branch, regex.checked)
    }
  })
}

// The regexes Zod's converter gathers for a string, in its order: the schema itself when it is
// a format (`z.email()`), its checks, then what checks attached to its bag. Zod asks for every
// node, and most hold none: those are answered without allocating.
function stringRegexes(schema: $ZodType): readonly Written[] {
  const zod = schema._zod as {
    traits: Set<string>
    def: { checks?: readonly { _zod: { def: CheckDef } }[] }
    bag: { patterns?: Set<unknown> }
  }
  let found: Map<RegExp, RegExp> | undefined
  if (zod.traits.has('$ZodCheck')) found = withFormatRegex(found, zod.def as CheckDef)
  const checks = zod.def.checks
  if (checks !== undefined)
    for (const check of checks) found = withFormatRegex(found, check._zod.def)
  const patterns = zod.bag.patterns
  if (patterns !== undefined) {
    for (const pattern of patterns) {
      if (!(pattern instanceof RegExp) || found?.has(pattern) === true) continue
      found ??= new Map()
      found.set(pattern, pattern)
    }
  }
  if (found === undefined) return NO_REGEXES
  return Array.from(found, ([written, checked]) => ({ written, checked }))
}

const NO_REGEXES: readonly Written[] = Object.freeze([])

// Adds the regex a format check writes, and the one meaning what Zod checks; the map is made
// when the first is found.
function withFormatRegex(
  found: Map<RegExp, RegExp> | undefined,
  checkDef: CheckDef,
): Map<RegExp, RegExp> | undefined {
  if (checkDef.check !== 'string_format' || !(checkDef.pattern instanceof RegExp)) return found
  const byFunction = Object.hasOwn(CHECKED_BY_FUNCTION, checkDef.format ?? '')
  const checked = byFunction ? CHECKED_BY_FUNCTION[checkDef.format!]! : checkDef.pattern
  return (found ?? new Map()).set(checkDef.pattern, checked)
}

// A loose record keyed by regexes becomes `patternProperties`, keyed by each regex's source.
function exactPatternKeys(schema: $ZodType, json: Json): void {
  const keyType = (schema._zod.def as unknown as { keyType: $ZodType }).keyType
  const properties = json.patternProperties as Json | undefined
  if (properties === undefined) return
  for (const { written, checked } of stringRegexes(keyType)) {
    if (!Object.hasOwn(properties, written.source)) continue
    const value = properties[written.source]
    delete properties[written.source]
    const pattern = patternFor(json, checked, { use: 'search' })
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
