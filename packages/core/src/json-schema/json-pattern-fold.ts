// The `i` flag, rewritten into explicit case alternatives: JSON Schema patterns carry no flags,
// so `/^[a-f]+$/i` becomes `^[a-fA-F]+$`. Which ASCII letters each atom (a literal, an escape, a
// class) must gain is asked of the regex engine, never read off the source: `[Z-a]` covers the
// letters `Z` and `a` and six signs between them, `[0-f]` every upper-case letter, `\x41` an `A`,
// and under `iu` the Kelvin sign `K` folds to `k`. The letters gained are added to the atom, so
// the pattern reads them the way the regex does; partners beyond ASCII are `caseFolding`'s to
// check.

import { classEnd, escapeEnd, groupPrefix } from './json-pattern-scan'

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz']

/** Past this many entries the cache starts over, so it stays small whatever patterns come. */
const CACHE_LIMIT = 1000
const gained = new Map<string, string>()

/**
 * Rewrites a pattern so it accepts, without flags, every ASCII letter the regex accepts under
 * `i`: `a` as `[aA]`, `[a-f]` as `[a-fA-F]`, `[Z-a]` as `[Z-aAz]`, `\x41` as `[\x41a]`. Linear
 * in the source: each atom is checked against the 52 ASCII letters once.
 *
 * @param source - A pattern in `u` syntax.
 * @param flags - The regex's flags (`i`, and `u` when it reads with Unicode folding).
 * @returns The same pattern, with the ASCII letters each atom gains under `i` spelled out.
 */
export function foldAsciiCase(source: string, flags: string): string {
  const unicode = flags.includes('u')
  let result = ''
  let i = 0
  while (i < source.length) {
    const char = source[i]!
    if (char === '\\') {
      const end = escapeEnd(source, i)
      const escaped = source.slice(i, end)
      // `\b` and `\B` are assertions, `\k<…>` a backreference: no letters to add.
      const added = /^\\[bBk1-9]/.test(escaped) ? '' : gainedLetters(escaped, unicode)
      result += added === '' ? escaped : `[${escaped}${added}]`
      i = end
    } else if (char === '[') {
      const end = classEnd(source, i)
      const negated = source[i + 1] === '^'
      const body = source.slice(negated ? i + 2 : i + 1, end)
      result += `[${negated ? '^' : ''}${withLetters(body, gainedLetters(body, unicode))}]`
      i = end + 1
    } else if (char === '(') {
      // A group's prefix (`(?:`, `(?<=`, `(?<name>`) is copied whole: a name's letters are no literals.
      const prefix = groupPrefix(source, i)
      result += prefix
      i += prefix.length
    } else if (char === '{') {
      const end = source.indexOf('}', i)
      const stop = end === -1 ? source.length : end + 1
      result += source.slice(i, stop)
      i = stop
    } else {
      const length = source.codePointAt(i)! > 0xffff ? 2 : 1
      const literal = source.slice(i, i + length)
      const added = '|()^$*+?.'.includes(literal) ? '' : gainedLetters(literal, unicode)
      result += added === '' ? literal : `[${literal}${added}]`
      i += length
    }
  }
  return result
}

// The ASCII letters a class body (or one atom, read as a class of one) matches under `i` but
// not without it, as class text: `A-F`, `zA`.
function gainedLetters(body: string, unicode: boolean): string {
  const key = `${unicode ? 'u' : ''}/${body}`
  const known = gained.get(key)
  if (known !== undefined) return known
  let added = ''
  const plain = compile(body, 'u')
  const folded = unicode ? compile(body, 'iu') : undefined
  if (plain !== undefined) {
    // Without `u`, `i` folds ASCII letters to ASCII letters only; with `u`, the engine says.
    const letters = LETTERS.filter((letter) => !plain.test(letter))
    added = letters
      .filter((letter) => (folded ? folded.test(letter) : plain.test(otherCase(letter))))
      .join('')
  }
  const text = ranges(added)
  if (gained.size >= CACHE_LIMIT) gained.clear()
  gained.set(key, text)
  return text
}

function compile(body: string, flags: string): RegExp | undefined {
  try {
    return new RegExp(`^[${body}]$`, flags)
  } catch {
    // Not a class body (`\B`): it matches no letter to add.
    return undefined
  }
}

// Appends letters to a class body. A trailing literal `-` stays last, so `[a-]` becomes `[aA-]`
// and not the range `[a-A]`.
function withLetters(body: string, letters: string): string {
  if (letters === '') return body
  return endsWithLiteralDash(body) ? `${body.slice(0, -1)}${letters}-` : `${body}${letters}`
}

function endsWithLiteralDash(body: string): boolean {
  if (!body.endsWith('-')) return false
  let i = 0
  let last = ''
  while (i < body.length) {
    const end = body[i] === '\\' ? escapeEnd(body, i) : i + 1
    last = body.slice(i, end)
    i = end
  }
  return last === '-'
}

// `ABCDEFz` as `A-Fz`: runs of three or more consecutive letters become ranges.
function ranges(letters: string): string {
  let out = ''
  let i = 0
  while (i < letters.length) {
    let j = i
    while (j + 1 < letters.length && letters.charCodeAt(j + 1) === letters.charCodeAt(j) + 1) j++
    out += j - i >= 2 ? `${letters[i]}-${letters[j]}` : letters.slice(i, j + 1)
    i = j + 1
  }
  return out
}

function otherCase(char: string): string {
  return char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
}
