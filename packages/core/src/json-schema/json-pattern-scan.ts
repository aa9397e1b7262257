// Where the parts of a pattern in `u` syntax end: an escape, a character class.

/**
 * The index just past the escape that starts at `start` (`\d`, `\x41`, `\u{41}`, `\p{L}`).
 *
 * @param source - A pattern in `u` syntax.
 * @param start - The index of the backslash.
 * @returns The index after the escape.
 */
export function escapeEnd(source: string, start: number): number {
  const kind = source[start + 1]
  if ((kind === 'u' || kind === 'p' || kind === 'P') && source[start + 2] === '{') {
    const close = source.indexOf('}', start)
    return close === -1 ? source.length : close + 1
  }
  if (kind === 'u') return Math.min(start + 6, source.length)
  if (kind === 'x') return Math.min(start + 4, source.length)
  if (kind === 'c') return Math.min(start + 3, source.length)
  return Math.min(start + 2, source.length)
}

/**
 * The index of the `]` that closes the class opened at `start` (or the source's length).
 *
 * @param source - A pattern in `u` syntax.
 * @param start - The index of the `[`.
 * @returns The index of the closing `]`.
 */
export function classEnd(source: string, start: number): number {
  let end = start + 1
  while (end < source.length && source[end] !== ']') {
    end = source[end] === '\\' ? escapeEnd(source, end) : end + 1
  }
  return end
}

/**
 * Whether the pattern has an assertion `\b` or `\B` outside a class (inside one, `\b` is a
 * backspace).
 *
 * @param source - A pattern in `u` syntax.
 * @returns `true` when it asserts a word boundary or its absence.
 */
export function hasWordBoundary(source: string): boolean {
  let i = 0
  while (i < source.length) {
    const char = source[i]!
    if (char === '\\') {
      if (source[i + 1] === 'b' || source[i + 1] === 'B') return true
      i = escapeEnd(source, i)
    } else {
      i = char === '[' ? classEnd(source, i) + 1 : i + 1
    }
  }
  return false
}

const GROUP_PREFIX = /\((?:\?(?:[:=!]|<[=!]|<[^>]*>)?)?/y

/**
 * The opening of the group at `start`: `(`, `(?:`, `(?=`, `(?<!`, `(?<name>`.
 *
 * @param source - A pattern in `u` syntax.
 * @param start - The index of the `(`.
 * @returns The group's opening text.
 */
export function groupPrefix(source: string, start: number): string {
  GROUP_PREFIX.lastIndex = start
  return GROUP_PREFIX.exec(source)?.[0] ?? '('
}
