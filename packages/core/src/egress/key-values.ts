import { codeAt, isBlank, isKeyChar, isLineBreak, isWhitespace, isWordChar } from './chars'
import type { Spans } from './ranges'
import { letterBit, looksSecret, mayLookSecret, REDACTED } from './secret-keys'

/** How much of a key, read back from its separator, decides whether it is secret. */
const KEY_TAIL = 256

// Header values that hold several parts (`Cookie: sid=…; theme=…`, `Authorization: Bearer …`):
// all of the line is secret.
const WHOLE_LINE_KEYS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie'])

// Words that open a sentence, not a value: `Invalid PIN: must be 4 digits`, `Token: expired`.
// Only after `key: ` (a colon and a space), and only as the whole first word, followed by
// whitespace, the end, or one punctuation mark and then either.
const PROSE_WORDS = new Set(
  (
    'a an the this that these it its is are was were be been being not no none never nothing ' +
    'must should shall will would can cannot could may might does did do has have had ' +
    'missing required invalid expired expires denied failed rejected revoked unknown empty ' +
    'incorrect wrong malformed too only please try see use contact check verify ' +
    'unauthorized forbidden unavailable disabled enabled locked reset changed updated ' +
    'accepted ok yes true false null undefined n/a'
  ).split(' '),
)
const LONGEST_PROSE_WORD = 16

/**
 * Finds the values written next to a secret-looking key, anywhere in `text`: `password=…`,
 * `"apiKey": "…"`, `Error: token: …`, `x-api-key: …`, `Cookie: …`. Adds the span of each value
 * to `spans`, in order. One pass: a separator inside a value already hidden is not read again,
 * and each key is read back only as far as the separator before it.
 *
 * The value under a key:
 * - a quoted value runs to its closing quote, past `\`-escaped quotes and past quotes followed
 *   by a letter or digit (`'a'b'`); without one, to the end of the line;
 * - the value of `Authorization`, `Proxy-Authorization`, `Cookie` and `Set-Cookie` runs to the
 *   end of the line;
 * - any other value runs to whitespace or one of `& , ; " ' < > ) ] }`.
 * After `key: `, a first word such as `must` or `expired` (`Invalid PIN: must be 4 digits`) is
 * prose, not a value.
 */
export function findKeyValues(text: string, spans: Spans): void {
  const length = text.length
  let colon = text.indexOf(':')
  let equals = text.indexOf('=')
  let covered = 0
  while (colon !== -1 || equals !== -1) {
    const separator = colon === -1 ? equals : equals === -1 ? colon : Math.min(colon, equals)
    if (separator === colon) colon = text.indexOf(':', separator + 1)
    else equals = text.indexOf('=', separator + 1)
    if (separator < covered || !separatesValue(text, separator)) continue
    const key = keyBefore(text, separator)
    if (key === undefined || !looksSecret(key)) continue
    let start = separator + 1
    while (start < length && isBlank(codeAt(text, start))) start++
    if (start >= length) continue
    const first = codeAt(text, start)
    const quoted = first === 34 || first === 39
    const end = quoted ? closingQuote(text, start) : valueEnd(text, key, separator, start)
    // A quoted value keeps its quotes: `"password":"[redacted]"`.
    if (quoted && end > start + 1) spans.push(start + 1, end)
    else if (!quoted && end > start) spans.push(start, end)
    covered = Math.max(end, start)
  }
}

// `://` opens a URL, and ` == ` and ` => ` are code: none of them is a key's separator. Written
// without a blank before it, `password==…` is a value that starts with `=`.
function separatesValue(text: string, separator: number): boolean {
  const next = codeAt(text, separator + 1)
  if (codeAt(text, separator) === 58) {
    return !(next === 47 && codeAt(text, separator + 2) === 47)
  }
  return !((next === 61 || next === 62) && isBlank(codeAt(text, separator - 1)))
}

// The key right before a separator, past blanks and a closing quote (`"apiKey" :`); its last
// KEY_TAIL characters, the words nearest the value. `undefined` when there is none, or when its
// letters cannot spell a secret word (most keys: read without making a string of them).
function keyBefore(text: string, separator: number): string | undefined {
  let end = separator
  while (end > 0 && isBlank(codeAt(text, end - 1))) end--
  const quote = codeAt(text, end - 1)
  if (quote === 34 || quote === 39) end--
  let start = end
  let letters = 0
  for (;;) {
    const code = codeAt(text, start - 1)
    if (start === 0 || !isKeyChar(code)) break
    letters |= letterBit(code)
    start--
  }
  if (start === end || !mayLookSecret(letters)) return undefined
  return text.slice(Math.max(start, end - KEY_TAIL), end)
}

// Where the bare value starting at `start` ends; `start` itself when it is not a value.
function valueEnd(text: string, key: string, separator: number, start: number): number {
  if (text.startsWith(REDACTED, start)) return start
  const spaced = start > separator + 1
  if (spaced && codeAt(text, separator) === 58 && opensProse(text, start)) return start
  if (WHOLE_LINE_KEYS.has(key.toLowerCase())) return lineEnd(text, start)
  let end = start
  while (end < text.length && !endsBareValue(codeAt(text, end))) end++
  return end
}

// The end of the text inside the quotes that open at `open` (the index of the closing quote).
function closingQuote(text: string, open: number): number {
  const quote = codeAt(text, open)
  let at = open + 1
  while (at < text.length) {
    const code = codeAt(text, at)
    if (code === 92) {
      at += 2
      continue
    }
    if (code === quote && !isWordChar(codeAt(text, at + 1))) return at
    if (isLineBreak(code)) return at
    at++
  }
  return text.length
}

function lineEnd(text: string, start: number): number {
  let end = start
  while (end < text.length && !isLineBreak(codeAt(text, end))) end++
  return end
}

// Whitespace, `&`, `,`, `;`, `"`, `'`, `<`, `>`, `)`, `]`, `}`.
function endsBareValue(code: number): boolean {
  return (
    isWhitespace(code) ||
    code === 38 ||
    code === 44 ||
    code === 59 ||
    code === 34 ||
    code === 39 ||
    code === 60 ||
    code === 62 ||
    code === 41 ||
    code === 93 ||
    code === 125
  )
}

function opensProse(text: string, start: number): boolean {
  let end = start
  while (end < text.length && end - start <= LONGEST_PROSE_WORD) {
    const code = codeAt(text, end)
    if (!((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 47)) break
    end++
  }
  if (end === start || end - start > LONGEST_PROSE_WORD) return false
  // The word ends the value: at the end, at whitespace, or at one `.`, `,`, `;` or `!` before
  // either (`Token: expired.`); `a.b3` is a value that happens to start with a word.
  let after = end
  const next = codeAt(text, after)
  if (next === 46 || next === 44 || next === 59 || next === 33) after++
  if (after < text.length && !isWhitespace(codeAt(text, after))) return false
  return PROSE_WORDS.has(text.slice(start, end).toLowerCase())
}
