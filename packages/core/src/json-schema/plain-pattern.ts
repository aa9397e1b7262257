/** The longest `patternProperties` key core tests keys against itself. */
export const MAX_PLAIN_PATTERN_LENGTH = 256

/**
 * Whether a pattern is plain enough for the realm's backtracking `RegExp` to test any key in
 * time linear in the key: anchored at the start (`^`), at most one quantifier and on a single
 * atom (a character, an escape, a class or `.`, never a group), no backreference and no
 * lookaround, at most `MAX_PLAIN_PATTERN_LENGTH` characters. Patterns come from schemas that may
 * be a remote server's (`fromJsonSchema`) and keys from model output: anything else (`^(a+)+$`,
 * `^(a|a)*$`, `\d*\d*x`) is never run by core, which then makes no plan for the keys it rules.
 *
 * @param source - a `patternProperties` key
 * @returns whether core may test keys against it with `RegExp`
 */
export function isPlainPattern(source: string): boolean {
  if (source.length > MAX_PLAIN_PATTERN_LENGTH || source[0] !== '^') return false
  let quantifiers = 0
  let previous: 'atom' | 'group' | 'none' = 'none'
  for (let at = 1; at < source.length; at++) {
    const char = source[at] as string
    if (char === '\\') {
      const escaped = source[at + 1] ?? ''
      // `\1`…`\9` and `\k<name>` refer back to a group: they can make matching exponential.
      if (/[1-9k]/.test(escaped)) return false
      at++
      previous = 'atom'
    } else if (char === '[') {
      at = classEnd(source, at)
      if (at < 0) return false
      previous = 'atom'
    } else if (char === '(') {
      if (source[at + 1] === '?') {
        if (source[at + 2] !== ':') return false
        at += 2
      }
      previous = 'none'
    } else if (char === ')') {
      previous = 'group'
    } else if (char === '*' || char === '+' || char === '?' || char === '{') {
      if (char === '{' && !/^\{\d+(,\d*)?\}/.test(source.slice(at, at + 24))) {
        previous = 'atom'
        continue
      }
      if (previous !== 'atom' || ++quantifiers > 1) return false
      if (char === '{') at = source.indexOf('}', at)
      // A lazy `?` after a quantifier belongs to it.
      if (source[at + 1] === '?') at++
      previous = 'none'
    } else {
      previous = char === '|' || char === '$' ? 'none' : 'atom'
    }
  }
  return true
}

// The index of the `]` closing the class opened at `start`, or -1 when it never closes.
function classEnd(source: string, start: number): number {
  for (let at = start + 1; at < source.length; at++) {
    if (source[at] === '\\') at++
    else if (source[at] === ']' && at > start + 1) return at
  }
  return -1
}
