// A regex source written without the `u` flag, rewritten into the syntax `u` accepts with the
// same meaning. Without `u`, ECMA-262's Annex B lets through identity escapes of any character
// (`\_`, `\#`, `\a`), lone `{`, `}` and `]`, and class ranges that start or end at a class
// escape (`[\w-_]`, where `-` is literal); with `u` each is a SyntaxError. What has no `u`
// equivalent (octal escapes, `\c` without a letter, `\u{…}` read as repeated `u`s) gives
// `undefined`.

/** The characters `u` lets a backslash escape outside a class, besides the escapes with meaning. */
const SYNTAX_CHARACTERS = new Set('^$\\.*+?()[]{}|/')
const CLASS_ESCAPES = new Set('dDwWsS')
const CONTROL_ESCAPES = new Set('fnrtv')

/** What a source rewritten for `u` needs to say beyond its syntax. */
export interface UnicodeSyntax {
  readonly source: string
  /**
   * Whether the regex reads a character outside the BMP as two UTF-16 units where the pattern
   * reads one code point (`.`, `\S`, a negated class, surrogates in the source): such strings
   * may be judged differently.
   */
  readonly readsUnits: boolean
}

/**
 * Rewrites a regex source written without `u` into `u` syntax, with the same meaning.
 *
 * @param source - The regex's `source`, from a regex without the `u` flag.
 * @returns The rewritten source, or `undefined` when `u` cannot say the same.
 */
export function toUnicodeSyntax(source: string): UnicodeSyntax | undefined {
  const groups = capturingGroups(source)
  const named = /\(\?<[^=!]/.test(source)
  let out = ''
  let readsUnits = /[\uD800-\uDFFF]/.test(source)
  let i = 0
  while (i < source.length) {
    const char = source[i]!
    if (char === '\\') {
      const escaped = escapeOutsideClass(source, i, groups, named)
      if (escaped === undefined) return undefined
      if (/^\\[SDW]$/.test(escaped.text) || isSurrogateEscape(escaped.text)) readsUnits = true
      out += escaped.text
      i = escaped.end
    } else if (char === '[') {
      const klass = characterClass(source, i)
      if (klass === undefined) return undefined
      readsUnits ||= klass.readsUnits
      out += klass.text
      i = klass.end
    } else if (char === '{') {
      const quantifier = /^\{\d+(?:,\d*)?\}/.exec(source.slice(i))
      out += quantifier ? quantifier[0] : '\\{'
      i += quantifier ? quantifier[0].length : 1
    } else {
      if (char === '.') readsUnits = true
      out += char === '}' || char === ']' ? `\\${char}` : char
      i++
    }
  }
  return { source: out, readsUnits }
}

interface Piece {
  readonly text: string
  readonly end: number
}

function escapeOutsideClass(
  source: string,
  start: number,
  groups: number,
  named: boolean,
): Piece | undefined {
  const kind = source[start + 1]
  if (kind === undefined) return undefined
  if (/[1-9]/.test(kind)) {
    // A backreference when the group exists; otherwise Annex B reads an octal escape.
    const digits = /^\d+/.exec(source.slice(start + 1))![0]
    return Number(digits) <= groups
      ? { text: `\\${digits}`, end: start + 1 + digits.length }
      : undefined
  }
  if (kind === 'k') {
    return named ? { text: '\\k', end: start + 2 } : { text: 'k', end: start + 2 }
  }
  if (kind === 'b' || kind === 'B') return { text: `\\${kind}`, end: start + 2 }
  if (kind === '-') return { text: '-', end: start + 2 }
  return commonEscape(source, start, SYNTAX_CHARACTERS)
}

// Escapes that read the same inside and outside a class.
function commonEscape(source: string, start: number, keep: ReadonlySet<string>): Piece | undefined {
  const kind = source[start + 1]!
  const rest = source.slice(start + 2)
  if (kind === '0') return /^\d/.test(rest) ? undefined : { text: '\\0', end: start + 2 }
  if (CLASS_ESCAPES.has(kind) || CONTROL_ESCAPES.has(kind) || keep.has(kind)) {
    return { text: `\\${kind}`, end: start + 2 }
  }
  if (kind === 'c') {
    return /^[A-Za-z]/.test(rest) ? { text: `\\c${rest[0]}`, end: start + 3 } : undefined
  }
  if (kind === 'x' && /^[\da-fA-F]{2}/.test(rest)) {
    return { text: `\\x${rest.slice(0, 2)}`, end: start + 4 }
  }
  if (kind === 'u' && /^[\da-fA-F]{4}/.test(rest)) {
    return { text: `\\u${rest.slice(0, 4)}`, end: start + 6 }
  }
  // `\u{41}` without `u` is "u" repeated 41 times: no one means that.
  if (kind === 'u' && rest.startsWith('{')) return undefined
  // Any other escaped character stands for itself: `\_` is `_`, `\x` without hex digits is `x`.
  return {
    text: literal(source.codePointAt(start + 1)!),
    end: start + 1 + codeUnits(source, start + 1),
  }
}

function characterClass(
  source: string,
  start: number,
): (Piece & { readsUnits: boolean }) | undefined {
  let i = start + 1
  let out = '['
  let readsUnits = false
  if (source[i] === '^') {
    out += '^'
    readsUnits = true
    i++
  }
  // Each atom, with whether it is a class escape (`\d`), which cannot end a range.
  const atoms: { text: string; set: boolean }[] = []
  while (i < source.length && source[i] !== ']') {
    if (source[i] === '\\') {
      const escaped = escapeInClass(source, i)
      if (escaped === undefined) return undefined
      if (/^\\[SDW]$/.test(escaped.text) || isSurrogateEscape(escaped.text)) readsUnits = true
      atoms.push({
        text: escaped.text,
        set: CLASS_ESCAPES.has(escaped.text.slice(1)) && escaped.text.length === 2,
      })
      i = escaped.end
    } else {
      const length = codeUnits(source, i)
      atoms.push({ text: source.slice(i, i + length), set: false })
      i += length
    }
  }
  if (i >= source.length) return undefined
  for (let index = 0; index < atoms.length; index++) {
    const atom = atoms[index]!
    const isDash = atom.text === '-'
    const between = index > 0 && index < atoms.length - 1
    // Annex B reads `-` next to a class escape as a literal dash; `u` wants it escaped.
    if (isDash && between && (atoms[index - 1]!.set || atoms[index + 1]!.set)) out += '\\-'
    else out += atom.text
  }
  return { text: `${out}]`, end: i + 1, readsUnits }
}

function escapeInClass(source: string, start: number): Piece | undefined {
  const kind = source[start + 1]
  if (kind === undefined) return undefined
  // In a class, `\b` is a backspace and `\1` an octal escape (Annex B).
  if (kind === 'b') return { text: '\\b', end: start + 2 }
  if (/[1-9]/.test(kind)) return undefined
  if (kind === '-') return { text: '\\-', end: start + 2 }
  // Annex B's `\c` followed by a digit or `_` inside a class.
  if (kind === 'c' && /^[\d_]/.test(source.slice(start + 2))) return undefined
  return commonEscape(source, start, SYNTAX_CHARACTERS)
}

function literal(codePoint: number): string {
  const char = String.fromCodePoint(codePoint)
  return SYNTAX_CHARACTERS.has(char) ? `\\${char}` : char
}

function codeUnits(source: string, index: number): number {
  return source.codePointAt(index)! > 0xffff ? 2 : 1
}

function isSurrogateEscape(text: string): boolean {
  return /^\\u[dD][89a-fA-F]/.test(text)
}

// `(` opens a capturing group unless `(?:`, a lookaround, or counted as named below.
function capturingGroups(source: string): number {
  let count = 0
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (char === '\\') i++
    else if (inClass) inClass = char !== ']'
    else if (char === '[') inClass = true
    else if (char === '(' && (source[i + 1] !== '?' || /^<[^=!]/.test(source.slice(i + 2)))) count++
  }
  return count
}
