import * as fc from 'fast-check'

// Strings a `pattern` accepts, generated from it. fast-check cannot build from a lookaround,
// `\b` or a backreference: such a pattern is read again with each lookahead consumed and the
// other assertions dropped, then by its literal prefix, and every string is checked against the
// pattern itself. A pattern nothing could be built from is said once, not skipped in silence.

const SAMPLES = 24
const SEED = 7
const warned = new Set<string>()

/**
 * Up to a few strings the pattern accepts (as JSON Schema reads it: a Unicode regular
 * expression, not anchored), or none when it does not compile.
 *
 * @param pattern - The `pattern` of the adapter's schema under test.
 * @returns The strings found, each accepted by the pattern.
 */
export function patternStrings(pattern: string): string[] {
  let regex: RegExp
  try {
    regex = new RegExp(pattern, 'u')
  } catch {
    // Ajv cannot compile it either, and the case fails on that.
    return []
  }
  const accepted = (candidates: readonly string[]) => candidates.filter((one) => regex.test(one))
  let found = accepted(sampled(pattern))
  if (found.length === 0) found = accepted(sampled(withLookaroundsConsumed(pattern)))
  if (found.length === 0) found = accepted(prefixed(pattern))
  if (found.length === 0 && !warned.has(pattern)) {
    warned.add(pattern)
    console.warn(
      `conformance: no string could be built for the pattern ${JSON.stringify(pattern)}; the values only it admits are not checked against the validator`,
    )
  }
  return [...new Set(found)]
}

function sampled(source: string): string[] {
  try {
    return fc.sample(fc.stringMatching(new RegExp(source, 'u')), { numRuns: SAMPLES, seed: SEED })
  } catch {
    return []
  }
}

/**
 * The pattern with each lookahead `(?=X)` turned into `(?:X)` (the string then starts with what
 * it looked for) and the other assertions (`(?!X)`, lookbehinds, `\b`, `\B`) dropped.
 */
export function withLookaroundsConsumed(pattern: string): string {
  let out = ''
  let at = 0
  while (at < pattern.length) {
    const char = pattern[at]
    if (char === '\\') {
      const next = pattern[at + 1]
      if (next !== 'b' && next !== 'B') out += pattern.slice(at, at + 2)
      at += 2
    } else if (char === '[') {
      const end = classEnd(pattern, at)
      out += pattern.slice(at, end)
      at = end
    } else if (/^\(\?<?[=!]/.test(pattern.slice(at, at + 4))) {
      const end = groupEnd(pattern, at)
      if (pattern.startsWith('(?=', at)) {
        out += `(?:${withLookaroundsConsumed(pattern.slice(at + 3, end - 1))})`
      }
      at = end
    } else {
      out += char
      at += 1
    }
  }
  return out
}

// The literal characters a pattern starts with, through anchors and group openings: `^(?=qz)`
// starts with "qz". Then that prefix alone, and followed by a few characters.
function prefixed(pattern: string): string[] {
  let prefix = ''
  let at = 0
  while (at < pattern.length) {
    const opening = /^(\^|\(\?[:=]|\((?!\?))/.exec(pattern.slice(at))
    if (opening) {
      at += opening[0].length
      continue
    }
    const char = pattern.charAt(at)
    const next = pattern.charAt(at + 1)
    if (char === '\\' && /[^\w]/.test(next)) {
      prefix += next
      at += 2
    } else if (/[\w\- ,:@/'"]/.test(char)) {
      prefix += char
      at += 1
    } else break
  }
  if (prefix === '') return []
  return [prefix, `${prefix}a`, `${prefix}0`, `${prefix}aaa`, `${prefix}000`]
}

// Where a character class `[...]` that starts at `at` ends (the index after its `]`).
function classEnd(pattern: string, at: number): number {
  let end = at + 1
  if (pattern[end] === '^') end += 1
  while (end < pattern.length && pattern[end] !== ']') end += pattern[end] === '\\' ? 2 : 1
  return Math.min(end + 1, pattern.length)
}

// Where the group that opens at `at` closes (the index after its `)`).
function groupEnd(pattern: string, at: number): number {
  let depth = 0
  let end = at
  while (end < pattern.length) {
    const char = pattern[end]
    if (char === '\\') end += 2
    else if (char === '[') end = classEnd(pattern, end)
    else {
      if (char === '(') depth += 1
      if (char === ')') depth -= 1
      end += 1
      if (depth === 0) return end
    }
  }
  return pattern.length
}
