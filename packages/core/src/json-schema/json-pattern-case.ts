// The `i` flag, rewritten into explicit case alternatives. JSON Schema patterns carry no flags,
// so `/^[a-f]+$/i` becomes `^[a-fA-F]+$`. Only ASCII letters are folded; how close that is gets
// checked per atom (a character, an escape, a class) against the regex engine itself, on every
// character whose case is not its own: Unicode folds `ſ` to `s` and `K` (Kelvin) to `k` under
// `iu`, and non-ASCII letters have partners of their own.

/**
 * Rewrites ASCII letters into both cases: `a` as `[aA]`, `[a-f]` as `[a-fA-F]`.
 *
 * @param source - A pattern in `u` syntax.
 * @returns The same pattern, with ASCII letters in both cases.
 */
export function foldAsciiCase(source: string): string {
  let result = ''
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!
    if (char === '\\') {
      // An escape (`\d`, `\u{41}`, `\p{L}`) is copied whole: its letters are not literals.
      const end = escapeEnd(source, i)
      result += source.slice(i, end)
      i = end - 1
      continue
    }
    if (inClass) {
      if (char === ']') inClass = false
      const range = source.slice(i, i + 3)
      if (/^[a-zA-Z]-[a-zA-Z]$/.test(range)) {
        result += `${range}${otherCase(range[0]!)}-${otherCase(range[2]!)}`
        i += 2
        continue
      }
      result += isLetter(char) ? `${char}${otherCase(char)}` : char
      continue
    }
    if (char === '[') inClass = true
    result += isLetter(char) ? `[${char}${otherCase(char)}]` : char
  }
  return result
}

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
  const flags = regex.flags.replace(/[gy]/g, '')
  const verdicts = atoms(source).map((atom) => atomFolding(atom, flags))
  if (verdicts.includes(undefined)) return undefined
  if (verdicts.every((verdict) => verdict === 'exact')) return 'exact'
  // Inside a negative lookaround, an atom that matches more makes the regex match less.
  return /\(\?<?!/.test(source) ? undefined : 'looser'
}

type Folding = 'exact' | 'looser' | undefined

const foldings = new Map<string, Folding>()

function atomFolding(atom: string, flags: string): Folding {
  const key = `${flags}/${atom}`
  if (foldings.has(key)) return foldings.get(key)
  const original = new RegExp(`^(?:${atom})$`, flags)
  const folded = new RegExp(`^(?:${foldAsciiCase(atom)})$`, 'u')
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
      let end = i + 1
      while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1
      found.push(source.slice(i, end + 1))
      i = end + 1
    } else if (char === '(') {
      const prefix = /^\(\?(?:[:=!]|<[=!]|<[^>]*>)?/.exec(source.slice(i))
      i += prefix ? prefix[0].length : 1
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

function escapeEnd(source: string, start: number): number {
  const kind = source[start + 1]
  if ((kind === 'u' || kind === 'p' || kind === 'P') && source[start + 2] === '{') {
    return source.indexOf('}', start) + 1
  }
  if (kind === 'u') return start + 6
  if (kind === 'x') return start + 4
  if (kind === 'c') return start + 3
  return start + 2
}

function isLetter(char: string): boolean {
  return /^[a-zA-Z]$/.test(char)
}

function otherCase(char: string): string {
  return char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
}
