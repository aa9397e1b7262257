// How close `foldAsciiCase` comes to the `i` flag, checked per atom (a character, an escape, a
// class) against the regex engine itself, on every character whose case is not its own: Unicode
// folds `ſ` to `s` and `K` (Kelvin) to `k` under `iu`, and non-ASCII letters have partners of
// their own, which the ASCII rewrite leaves out.

import { foldAsciiCase } from './json-pattern-fold'
import { classEnd, escapeEnd, groupPrefix } from './json-pattern-scan'

/**
 * How `foldAsciiCase(source)`, read without flags, compares with `regex` (which has `i`):
 * `exact`; `looser` when the regex also accepts case partners beyond ASCII (`ſ` and `K` for
 * `[a-z]` under `iu`) and nothing else; `undefined` when no pattern can say it (a non-ASCII
 * letter whose partner would be lost, a backreference, a folded atom in a negative lookaround).
 *
 * @param regex - The library's case-insensitive regex.
 * @param source - Its source in `u` syntax.
 * @returns `exact`, `looser`, or `undefined`.
 */
export function caseFolding(regex: RegExp, source: string): 'exact' | 'looser' | undefined {
  // `(a)\1` under `i` matches "aA": the folded `([aA])\1` does not.
  if (/\\[1-9]|\\k</.test(source.replace(/\\\\/g, ''))) return undefined
  // A modifier group (`(?-i:a)`) turns case folding off or on for its part of the pattern.
  if (/(?<!\\)\(\?[-a-zA-Z]/.test(source.replace(/\\\\/g, ''))) return undefined
  const flags = regex.flags.replace(/[gy]/g, '')
  const verdicts = atoms(source).map((atom) => atomFolding(atom, flags))
  if (verdicts.includes(undefined)) return undefined
  if (verdicts.every((verdict) => verdict === 'exact')) return 'exact'
  // Inside a negative lookaround, an atom that matches more makes the regex match less.
  return /\(\?<?!/.test(source) ? undefined : 'looser'
}

type Folding = 'exact' | 'looser' | undefined

/** Past this many entries the cache starts over, so it stays small whatever patterns come. */
const CACHE_LIMIT = 1000
const foldings = new Map<string, Folding>()

function atomFolding(atom: string, flags: string): Folding {
  const key = `${flags}/${atom}`
  if (foldings.has(key)) return foldings.get(key)
  const original = new RegExp(`^(?:${atom})$`, flags)
  const folded = new RegExp(`^(?:${foldAsciiCase(atom, flags)})$`, 'u')
  // Without `u`, a regex reads a character outside the BMP as two units, which no one-character
  // atom matches: that difference is the caller's to report, not case folding's.
  const candidates = flags.includes('u') ? casedCharacters() : casedCharacters().filter(inBmp)
  let folding: Folding = 'exact'
  for (const char of candidates) {
    const expected = original.test(char)
    if (expected === folded.test(char)) continue
    if (!expected) {
      folding = undefined
      break
    }
    // The regex accepts a case partner the pattern lacks: the validator is looser.
    folding = 'looser'
  }
  if (foldings.size >= CACHE_LIMIT) foldings.clear()
  foldings.set(key, folding)
  return folding
}

let cased: string[] | undefined

// Every character whose case is not its own, with the characters it maps to: the only ones on
// which a case-insensitive atom and its ASCII folding can disagree.
function casedCharacters(): string[] {
  if (cased !== undefined) return cased
  const found = new Set<string>()
  for (let code = 0; code <= 0x1ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue
    const char = String.fromCodePoint(code)
    const lower = char.toLowerCase()
    const upper = char.toUpperCase()
    if (lower === char && upper === char) continue
    found.add(char)
    for (const partner of [lower, upper]) if ([...partner].length === 1) found.add(partner)
  }
  cased = [...found]
  return cased
}

// The parts of a pattern that each match one character: escapes, classes and literals. Groups,
// alternation, anchors and quantifiers are skipped.
function atoms(source: string): string[] {
  const found: string[] = []
  let i = 0
  while (i < source.length) {
    const char = source[i]!
    if (char === '\\') {
      const end = escapeEnd(source, i)
      found.push(source.slice(i, end))
      i = end
    } else if (char === '[') {
      const end = classEnd(source, i)
      found.push(source.slice(i, end + 1))
      i = end + 1
    } else if (char === '(') {
      i += groupPrefix(source, i).length
    } else if (char === '{') {
      i = source.indexOf('}', i) + 1
    } else if ('|)^$*+?'.includes(char)) {
      i++
    } else {
      const length = source.codePointAt(i)! > 0xffff ? 2 : 1
      found.push(source.slice(i, i + length))
      i += length
    }
  }
  return found
}

function inBmp(char: string): boolean {
  return char.length === 1
}
