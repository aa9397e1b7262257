import type { InexactDirection } from './inexact'
import { caseFolding } from './json-pattern-case'
import { foldAsciiCase } from './json-pattern-fold'
import { hasWordBoundary } from './json-pattern-scan'
import { toUnicodeSyntax } from './json-pattern-syntax'

/**
 * How a library runs its regex: `test` (`regex.test(value)`, which reads and moves `lastIndex`
 * under the `g` and `y` flags) or `search` (`value.search(regex)`, which always starts at 0 and
 * ignores `g`, so `y` anchors the match at the start).
 */
export type RegexUse = 'test' | 'search'

/** What `jsonPattern` needs to know besides the regex. */
export interface JsonPatternOptions {
  /** How the library runs the regex (default `test`). */
  readonly use?: RegexUse
}

/** A JSON Schema `pattern` for a regex, and what it cannot say exactly. */
export interface JsonPattern {
  /** The pattern: compiles with `new RegExp(pattern, 'u')`, the way JSON Schema reads it. */
  readonly pattern: string
  /**
   * Set when the pattern judges some strings differently from the regex: a regex without `u`
   * reads a character outside the BMP as two UTF-16 units where the pattern reads one code point
   * (`.`, `\S`, a negated class); a case-insensitive regex accepts case partners beyond ASCII
   * (`ſ` for `s` under `iu`, `É` for `é`). Tag the node with
   * `markInexact(node, 'pattern', inexact.direction, inexact.message)` so users are warned.
   */
  readonly inexact?: { readonly direction: InexactDirection; readonly message: string }
}

/** Why a pattern is inexact, in `JsonPattern.inexact.message`. */
export const INEXACT_PATTERN_MESSAGES = {
  utf16:
    'the regex has no `u` flag: it reads a character outside the BMP (an emoji) as two UTF-16 units, the JSON Schema pattern as one code point, so strings holding one may be judged differently',
  caseFolding:
    'the regex ignores case beyond ASCII letters (e.g. "ſ" for "s" under the `iu` flags, "É" for "é"); the JSON Schema pattern spells out ASCII cases only, so the validator accepts those partners too',
  wordBoundary:
    'the regex asserts a word boundary (`\\b` or `\\B`) under the `iu` flags, where "ſ" (U+017F) and "K" (U+212A) count as word characters; the JSON Schema pattern reads `\\b` without them, so strings holding one may be judged differently',
} as const

/**
 * A JSON Schema `pattern` that matches what the library's regex matches, or `undefined` when
 * none can. JSON Schema patterns are ECMA-262 regexes read with the `u` flag and no other: a
 * regex written without `u` is rewritten into `u` syntax (identity escapes such as `\_` or `\#`
 * lose their backslash, a lone `{`, `}` or `]` is escaped, the `-` of `[\w-_]` too), and every
 * pattern returned compiles with `new RegExp(pattern, 'u')`. `i` is rewritten into explicit
 * ASCII case alternatives, asked of the regex engine per atom (`[Z-a]` becomes `[Z-aAz]`,
 * `\x41` becomes `[\x41a]`); `y` under `search` anchors at the start.
 *
 * `inexact` is set where the pattern judges some strings differently: characters outside the
 * BMP for a regex without `u`, case partners beyond ASCII for one with `i`, word boundaries
 * (`\b`, `\B`) under `iu`, where "ſ" and "K" (Kelvin) count as word characters. `undefined` for the
 * `m`, `s` and `v` flags; for `g` and `y` under `test` (each verdict then depends on the
 * previous call); for a case-insensitive regex with a backreference, or whose folding would
 * make the pattern accept more than the regex (`[^é]`); and for Annex B syntax `u` has no
 * equivalent of (octal escapes, `\c` without a letter, quantified lookaheads).
 *
 * @param regex - The library's regex.
 * @param options - How the library runs it.
 * @returns The pattern, with `inexact` set when it reads some strings differently; `undefined`
 *   when no pattern means the same.
 * @example
 * import { jsonPattern } from '@polytool/core'
 *
 * jsonPattern(/^[a-f]+$/i) // { pattern: '^[a-fA-F]+$' }
 * jsonPattern(/^[\w-_]+\#$/) // { pattern: '^[\\w\\-_]+#$' }
 * jsonPattern(/\d+/y, { use: 'search' }) // { pattern: '^(?:\\d+)' }
 */
export function jsonPattern(
  regex: RegExp,
  options: JsonPatternOptions = {},
): JsonPattern | undefined {
  const { flags } = regex
  if (/[msv]/.test(flags)) return undefined
  if ((options.use ?? 'test') === 'test' && /[gy]/.test(flags)) return undefined
  const syntax = flags.includes('u')
    ? { source: regex.source, readsUnits: false }
    : toUnicodeSyntax(regex.source)
  if (syntax === undefined) return undefined
  const caseless = flags.includes('i')
  const folding = caseless ? caseFolding(regex, syntax.source) : 'exact'
  if (folding === undefined) return undefined
  const folded = caseless ? foldAsciiCase(syntax.source, flags) : syntax.source
  const pattern = flags.includes('y') ? `^(?:${folded})` : folded
  if (!compilesWithUnicode(pattern)) return undefined
  // Under `iu`, `\b` counts "ſ" and "K" (Kelvin) as word characters; the pattern's `\b` does not.
  const boundary = caseless && flags.includes('u') && hasWordBoundary(syntax.source)
  const inexact = inexactness(syntax.readsUnits, folding === 'looser', boundary)
  return inexact === undefined ? { pattern } : { pattern, inexact }
}

function inexactness(
  readsUnits: boolean,
  foldsLooser: boolean,
  boundary: boolean,
): JsonPattern['inexact'] {
  if (!readsUnits && !foldsLooser && !boundary) return undefined
  const messages = [
    ...(readsUnits ? [INEXACT_PATTERN_MESSAGES.utf16] : []),
    ...(foldsLooser ? [INEXACT_PATTERN_MESSAGES.caseFolding] : []),
    ...(boundary ? [INEXACT_PATTERN_MESSAGES.wordBoundary] : []),
  ]
  return { direction: readsUnits || boundary ? 'both' : 'looser', message: messages.join('; ') }
}

function compilesWithUnicode(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u')
    return true
  } catch {
    return false
  }
}
