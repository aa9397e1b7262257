import { Schema, type SchemaAST } from 'effect'

/**
 * Where Effect's JSON Schema puts the values of one index signature: under `patternProperties`
 * at these patterns, beside the struct's other keys (`additionalProperties`, or an `allOf`
 * member holding it), or nowhere (a key check Effect cannot state as a pattern leaves the
 * object open, its values unstated). A string key with one `isPattern` check, which Effect
 * 4.1 leaves out, is `keyRegex`; one with checks a regex can state (a pattern, a prefix, a
 * suffix, a substring, lengths) is `keyChecks`: the adapter can state both.
 */
export type IndexSlot =
  | { readonly kind: 'patterns'; readonly patterns: readonly string[] }
  | { readonly kind: 'additional' }
  | { readonly kind: 'keyRegex'; readonly regex: RegExp }
  | {
      readonly kind: 'keyChecks'
      /** The key's `isPattern` regex, searched for, if it has one. */
      readonly regex: RegExp | undefined
      /** One lookahead per other check (a prefix, a suffix, a length), each anchored at 0. */
      readonly lookaheads: readonly string[]
      /** A length is counted in UTF-16 units, which a pattern cannot count. */
      readonly utf16: boolean
    }
  | { readonly kind: 'unstated' }

/**
 * Asks Effect's own converter where it puts a key's values: the JSON Schema of a record of that
 * key over `null` values shows it, so the adapter follows Effect rather than copying its rules.
 *
 * @param parameter - The index signature's key AST.
 * @returns Where its values are in the emitted JSON Schema.
 */
export function indexSlot(parameter: SchemaAST.AST): IndexSlot {
  let json: Record<string, unknown>
  try {
    const record = Schema.Record(Schema.make(parameter) as Schema.Record.Key, Schema.Null)
    json = Schema.toStandardJSONSchemaV1(record)['~standard'].jsonSchema.input({
      target: 'draft-2020-12',
    }) as Record<string, unknown>
  } catch {
    return { kind: 'unstated' }
  }
  const patterns = json.patternProperties
  if (typeof patterns === 'object' && patterns !== null && Object.keys(patterns).length > 0) {
    return { kind: 'patterns', patterns: Object.keys(patterns) }
  }
  const additional = json.additionalProperties as { type?: unknown } | undefined
  if (typeof additional === 'object' && additional?.type === 'null') return { kind: 'additional' }
  return keyChecks(parameter) ?? { kind: 'unstated' }
}

// `Schema.String.check(...)` with checks each of which a regex states: the checks, from their
// representations. A key failing any of them is not the record's (Effect drops it, or refuses it
// as an unknown key), so the values' pattern must take exactly the keys passing all of them.
function keyChecks(parameter: SchemaAST.AST): KeyChecks | undefined {
  const checks = (parameter as { checks?: readonly unknown[] }).checks ?? []
  if (parameter._tag !== 'String' || checks.length === 0) return undefined
  let regex: RegExp | undefined
  const lookaheads: string[] = []
  let utf16 = false
  for (const check of checks) {
    const representation = (
      check as { annotations?: { representation?: { id?: unknown; payload?: unknown } } }
    ).annotations?.representation
    const payload = (representation?.payload ?? {}) as Record<string, unknown>
    switch (representation?.id) {
      case 'effect/schema/isPattern':
        // Two regexes in one pattern would renumber the second one's backreferences.
        if (regex !== undefined) return undefined
        regex = patternRegex(payload)
        if (regex === undefined) return undefined
        break
      case 'effect/schema/isStartingWith':
        if (typeof payload.startsWith !== 'string') return undefined
        lookaheads.push(`(?=${escapePattern(payload.startsWith)})`)
        break
      case 'effect/schema/isEndingWith':
        if (typeof payload.endsWith !== 'string') return undefined
        lookaheads.push(`(?=[\\s\\S]*?${escapePattern(payload.endsWith)}$)`)
        break
      case 'effect/schema/isIncluding':
        if (typeof payload.includes !== 'string') return undefined
        lookaheads.push(`(?=[\\s\\S]*?${escapePattern(payload.includes)})`)
        break
      case 'effect/schema/isMinLength':
      case 'effect/schema/isMaxLength':
      case 'effect/schema/isBetweenLength':
        utf16 = true
        lookaheads.push(lengthLookahead(payload))
        break
      case 'effect/schema/isMinCodePoints':
      case 'effect/schema/isMaxCodePoints':
      case 'effect/schema/isBetweenCodePoints':
        lookaheads.push(lengthLookahead(payload))
        break
      default:
        return undefined
    }
  }
  if (lookaheads.some((lookahead) => lookahead === '')) return undefined
  if (lookaheads.length === 0 && regex !== undefined) return { kind: 'keyRegex', regex }
  return { kind: 'keyChecks', regex, lookaheads, utf16 }
}

type KeyChecks = Extract<IndexSlot, { kind: 'keyRegex' | 'keyChecks' }>

function patternRegex(payload: Record<string, unknown>): RegExp | undefined {
  if (typeof payload.source !== 'string' || typeof payload.flags !== 'string') return undefined
  try {
    return new RegExp(payload.source, payload.flags)
  } catch {
    return undefined
  }
}

// A length bound as a lookahead over code points (`[\s\S]` under the `u` flag JSON Schema
// reads with); `''` for a payload it cannot read.
function lengthLookahead(payload: Record<string, unknown>): string {
  const min = payload.minLength ?? payload.minCodePoints ?? payload.minimum ?? 0
  const max = payload.maxLength ?? payload.maxCodePoints ?? payload.maximum
  if (!isCount(min) || (max !== undefined && (!isCount(max) || max < min))) return ''
  return `(?=[\\s\\S]{${min},${max ?? ''}}$)`
}

function isCount(value: unknown): value is number {
  // Regex quantifiers stop at 2^32 - 1.
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 2 ** 32
}

// Escapes a literal for a pattern read with the `u` flag, which refuses needless escapes
// (`\-`): only syntax characters are escaped.
function escapePattern(literal: string): string {
  return literal.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')
}

/**
 * The JSON Schema Effect writes for a record's values, on one side: what `additionalProperties`
 * holds in a record of plain string keys over them (`{}` when Effect leaves it out: any value).
 * `undefined` when Effect cannot convert it alone (a reference into definitions, a throw).
 *
 * @param values - The index signature's value AST.
 * @param io - The side being written.
 * @returns The values' JSON Schema, or `undefined`.
 */
export function valuesSchema(
  values: SchemaAST.AST,
  io: 'input' | 'output',
): Record<string, unknown> | undefined {
  try {
    const record = Schema.Record(Schema.String, Schema.make(values) as Schema.Top)
    const json = Schema.toStandardJSONSchemaV1(record)['~standard'].jsonSchema[io]({
      target: 'draft-2020-12',
    }) as Record<string, unknown>
    if (json.$defs !== undefined) return undefined
    const additional = json.additionalProperties
    if (additional === undefined) return {}
    return typeof additional === 'object' && additional !== null
      ? structuredClone(additional as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
