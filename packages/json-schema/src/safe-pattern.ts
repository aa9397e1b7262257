import { RE2JS } from 're2js'
import { DEFAULT_SCHEMA_LIMITS } from './limits'
import { checkPatternLimits, type PatternLimits } from './pattern-limits'
import { showPattern } from './show-pattern'

export { showPattern }

/** A schema pattern compiled for the linear-time RE2 engine: `test` searches like `RegExp#test`. */
export interface SchemaPattern {
  test(text: string): boolean
}

/** Why a schema pattern cannot run on a linear-time engine. */
export type UnsupportedPatternReason = 'invalid' | 'backreference' | 'lookaround' | 'not-re2'

/** A pattern that compiled, or the reason it did not. */
export type PatternCheck =
  | { readonly supported: true; readonly pattern: SchemaPattern }
  | {
      readonly supported: false
      readonly reason: UnsupportedPatternReason
      readonly detail: string
    }

/** Thrown when a pattern that was not checked up front turns out to be unsupported. */
export class UnsupportedPatternError extends Error {
  override readonly name = 'UnsupportedPatternError'
  readonly code = 'UNSUPPORTED_PATTERN'
  readonly reason: UnsupportedPatternReason

  constructor(pattern: string, reason: UnsupportedPatternReason, detail: string) {
    super(`Expected a pattern the RE2 engine can run, received ${showPattern(pattern)}: ${detail}`)
    this.reason = reason
  }
}

/**
 * The realm's own `RegExp`, reached through a literal's prototype rather than the global name: a
 * host or library that replaced `globalThis.RegExp` (instrumentation, a spy) never sees a schema
 * pattern. It only parses: a `RegExp` that is never executed cannot backtrack.
 */
const ParseOnlyRegExp = Object.getPrototypeOf(/(?:)/).constructor as RegExpConstructor

/**
 * Compiles a pattern from a schema for the linear-time RE2 engine, refusing what RE2 cannot run
 * (backreferences, lookaround). The pattern must also be a valid ECMAScript `u` regular
 * expression, as JSON Schema asks; it is parsed as one but never run on the backtracking engine.
 * Throws a `SchemaLimitError` (`PATTERN_TOO_LARGE`, `PATTERN_TOO_COMPLEX`) past `limits`, checked
 * before anything parses the pattern. Nothing is cached here: each schema keeps its own compiled
 * patterns, so no schema's patterns can evict or replace another's.
 */
export function checkSchemaPattern(
  pattern: string,
  limits: PatternLimits = DEFAULT_SCHEMA_LIMITS,
): PatternCheck {
  checkPatternLimits(pattern, limits, '')
  return compileSchemaPattern(pattern)
}

/** The compiled pattern; throws an `UnsupportedPatternError` for one RE2 cannot run. */
export function schemaPattern(
  pattern: string,
  limits: PatternLimits = DEFAULT_SCHEMA_LIMITS,
): SchemaPattern {
  const check = checkSchemaPattern(pattern, limits)
  if (!check.supported) throw new UnsupportedPatternError(pattern, check.reason, check.detail)
  return check.pattern
}

/**
 * Whether a string is a regular expression for `format: "regex"`: parsed, never run, and never by
 * the global `RegExp`. Like cfworker and ajv-formats, `\Z` (not ECMAScript) is refused.
 *
 * @param text - The string to parse.
 * @param flags - The flags it is parsed with: `u` unless given.
 */
export function isRegExpSyntax(text: string, flags = 'u'): boolean {
  if (/[^\\]\\Z/.test(text)) return false
  try {
    new ParseOnlyRegExp(text, flags)
    return true
  } catch {
    return false
  }
}

/** `checkSchemaPattern` without the limits: for a caller that checked them already. */
export function compileSchemaPattern(pattern: string): PatternCheck {
  try {
    new ParseOnlyRegExp(pattern, 'u')
  } catch {
    return refuse('invalid', 'not a valid regular expression with the u flag')
  }
  const feature = backtrackingOnlyFeature(pattern)
  if (feature !== undefined) return feature
  try {
    const compiled = RE2JS.compile(RE2JS.translateRegExp(withEcmaScriptClasses(pattern)))
    return { supported: true, pattern: { test: (text) => compiled.test(text) } }
  } catch (error) {
    return refuse('not-re2', error instanceof Error ? error.message.slice(0, 120) : 'unsupported')
  }
}

/** ECMAScript's `\s`: RE2's own `\s` has only the five ASCII spaces. */
const SPACE =
  '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff'
/** Everything but ECMAScript's `\s`, as ranges that also work inside a character class. */
const NOT_SPACE =
  '\\u0000-\\u0008\\u000e-\\u001f\\u0021-\\u009f\\u00a1-\\u167f\\u1681-\\u1fff\\u200b-\\u2027' +
  '\\u202a-\\u202e\\u2030-\\u205e\\u2060-\\u2fff\\u3001-\\ufefe\\uff00-\\u{10ffff}'
/** ECMAScript's `.` without the `s` flag: RE2's own `.` stops at `\n` only. */
const DOT = '[^\\n\\r\\u2028\\u2029]'

/**
 * Gives `.`, `\s`, `\S` and a `[` inside a class their ECMAScript meaning in RE2 syntax, in one
 * pass over the text, so a pattern matches the same strings on both engines.
 */
function withEcmaScriptClasses(pattern: string): string {
  let out = ''
  let inClass = false
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!
    if (char === '\\') {
      const escaped = pattern.slice(index, index + 2)
      index++
      if (escaped === '\\s') out += inClass ? SPACE : `[${SPACE}]`
      else if (escaped === '\\S') out += inClass ? NOT_SPACE : `[${NOT_SPACE}]`
      else out += escaped
      continue
    }
    if (char === '[' && inClass) {
      // A literal in an ECMAScript class, where RE2 would open a POSIX class (`[[:alpha:]]`).
      out += '\\['
      continue
    }
    if (char === '[') inClass = true
    else if (char === ']') inClass = false
    out += char === '.' && !inClass ? DOT : char
  }
  return out
}

/** A feature of a pattern's syntax that some engines or providers do not take. */
export type PatternFeature = 'backreference' | 'lookaround' | 'word-boundary'

/**
 * The features a pattern uses, found in one pass over its text that knows escapes and character
 * classes (so `\\1` and `[\b]` are not mistaken for a backreference or a word boundary).
 */
export function patternFeatures(pattern: string): Set<PatternFeature> {
  const features = new Set<PatternFeature>()
  let inClass = false
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]
    if (char === '\\') {
      const next = pattern[index + 1] ?? ''
      if (!inClass && (next === 'k' || (next >= '1' && next <= '9'))) features.add('backreference')
      if (!inClass && (next === 'b' || next === 'B')) features.add('word-boundary')
      index++
    } else if (char === '[') {
      inClass = true
    } else if (char === ']') {
      inClass = false
    } else if (char === '(' && !inClass && pattern[index + 1] === '?') {
      const group = pattern.slice(index + 2, index + 4)
      if (group[0] === '=' || group[0] === '!' || group === '<=' || group === '<!') {
        features.add('lookaround')
      }
    }
  }
  return features
}

/** Refuses a backreference or lookaround before translation could turn one into a literal. */
function backtrackingOnlyFeature(pattern: string): PatternCheck | undefined {
  const features = patternFeatures(pattern)
  if (features.has('backreference')) {
    return refuse('backreference', 'backreferences need a backtracking engine')
  }
  if (features.has('lookaround')) {
    return refuse('lookaround', 'lookahead and lookbehind need a backtracking engine')
  }
  return undefined
}

function refuse(reason: UnsupportedPatternReason, detail: string): PatternCheck {
  return { supported: false, reason, detail }
}
