import {
  codeAt,
  isBlank,
  isCredentialChar,
  isKeyChar,
  isLineBreak,
  isWhitespace,
  isWordChar,
  unitAt,
} from './chars'
import { isOrdinaryValue } from './ordinary-values'
import type { Spans } from './ranges'
import { isSecretPair, looksSecret, REDACTED } from './secret-keys'
import { looksLikeCredential } from './tokens'

const SCHEMES = new Set(['bearer', 'basic', 'token', 'digest'])
const LONGEST_SCHEME = 6

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
const LONGEST_SENTENCE_WORD = 24

/**
 * Finds the values written next to a secret-looking key, anywhere in `text`: `password=…`,
 * `"apiKey": "…"`, `Error: token: …`, `x-api-key: …`, `Cookie: …`. Adds the span of each value
 * to `spans`, in order.
 *
 * One pass: a secret key holds one of a few words (`KEY_TRIGGER_WORDS`, which `findTriggers`
 * finds), so only the keys around one are read, each run of key characters once; a value
 * already hidden is not read again.
 *
 * The value under a key:
 * - a quoted value runs to its closing quote, past `\`-escaped quotes and past quotes followed
 *   by anything but whitespace or `, ; & . : ) ] } >` (`'a'b'`, `"ab"-cd"`); without one, to the
 *   end of the line; a value in escaped quotes (`\"…\"`, JSON inside a string) to the next one;
 * - the value of `Authorization`, `Proxy-Authorization`, `Cookie` and `Set-Cookie`, and a value
 *   after `key:` that opens with a scheme word (`auth: Bearer …`), runs to the end of the line;
 *   after `key=`, a scheme word and the credential after it are hidden;
 * - any other value runs to whitespace or one of `& , ; " ' < > ) ] }` (after `key:`, `&` does
 *   not end it).
 * Keys of two words that make a pair (`Secret Key: …`) count, and so do `--flag value` pairs and
 * quoted values after `=>`.
 * After `key: `, a first word such as `must` or `expired` (`Invalid PIN: must be 4 digits`) is
 * prose, not a value, and so is a word of letters or a small number followed by a lower-case
 * word (`auth: user not found`, `pin: 4 digits required`).
 *
 * The same search finds credentials after an authentication scheme (`Bearer …`, `Basic …`,
 * `token …`): a word after the scheme is not one (`Basic plan`, `Token limit`, `Bearer
 * authentication`); a credential is 8 characters or more with a digit, a symbol or a capital
 * letter inside it, or 24 characters or more.
 *
 * @param text - the text
 * @param spans - where the spans of values are added
 * @param found - where `findTriggers` found a key word or scheme word, in order
 * @param ascii - the text's bytes when it is all ASCII (`Triggers.ascii`), read instead of it
 */
export function findKeyValues(
  text: string,
  spans: Spans,
  found: readonly number[],
  ascii?: Uint8Array,
): void {
  const length = text.length
  let covered = 0
  let resume = 0
  for (const at of found) {
    if (at < resume) continue
    // The run of key characters around the word, then a closing quote, blanks, a separator.
    let keyEnd = at
    while (keyEnd < length && isKeyChar(unitAt(text, ascii, keyEnd))) keyEnd++
    let keyStart = at
    while (keyStart > covered && isKeyChar(unitAt(text, ascii, keyStart - 1))) keyStart--
    let separator = keyEnd
    const quote = unitAt(text, ascii, separator)
    if (quote === 34 || quote === 39) separator++
    // JSON inside a JSON string: `{\"api_key\":\"…\"}`.
    else if (quote === 92 && isQuote(unitAt(text, ascii, separator + 1))) separator += 2
    while (separator < length && isBlank(unitAt(text, ascii, separator))) separator++
    const next = Math.max(keyEnd, at + 1)
    const code = unitAt(text, ascii, separator)
    if (keyEnd > at && (code === 58 || code === 61) && separatesValue(text, separator)) {
      const key = text.slice(Math.max(keyStart, keyEnd - KEY_TAIL), keyEnd)
      if (isSecretKey(key)) covered = hideValue(text, keyStart, key, separator, spans)
    } else if (
      keyEnd > at &&
      separator === keyEnd + 1 &&
      isBlank(quote) &&
      isPairKey(text, keyStart, keyEnd)
    ) {
      // `Secret Key: …`, `session id: …`: two words, one blank apart, that make a secret pair.
      covered = hidePairValue(text, keyStart, keyEnd, spans)
    } else if (keyEnd > at && isFlag(text, keyStart, keyEnd) && isBlank(quote)) {
      // A command-line flag and its value: `--password hunter22`.
      const key = text.slice(keyStart + 2, keyEnd)
      if (isSecretKey(key)) covered = hideFlagValue(text, separator, spans)
    } else if (keyStart === at && isBlank(quote) && isSchemeWord(text, at, keyEnd)) {
      // A scheme word on its own (`Bearer …`, `Basic …`), then blanks and a credential.
      covered = hideCredential(text, separator, spans)
    }
    resume = Math.max(next, covered)
  }
}

// Whether the run from `start` to `end` is an authentication scheme word, in any case.
function isSchemeWord(text: string, start: number, end: number): boolean {
  return end - start <= LONGEST_SCHEME && SCHEMES.has(text.slice(start, end).toLowerCase())
}

// The credential after an authentication scheme, when it reads like one; answers where reading
// goes on.
function hideCredential(text: string, start: number, spans: Spans): number {
  let end = start
  while (end < text.length && isCredentialChar(codeAt(text, end))) end++
  if (looksLikeCredential(text, start, end)) spans.push(start, end)
  return end
}

// Hides the value after a secret key's separator, unless it reads as an ordinary value (see
// `isOrdinaryValue`); answers where reading goes on.
function hideValue(
  text: string,
  keyStart: number,
  key: string,
  separator: number,
  spans: Spans,
): number {
  const arrow = codeAt(text, separator) === 61 && codeAt(text, separator + 1) === 62
  let start = separator + (arrow ? 2 : 1)
  while (start < text.length && isBlank(codeAt(text, start))) start++
  if (start >= text.length) return start
  const first = codeAt(text, start)
  if (first === 92 && isQuote(codeAt(text, start + 1))) {
    const end = escapedClosingQuote(text, start + 2, codeAt(text, start + 1))
    if (end > start + 2) spans.push(start + 2, end)
    return Math.max(end, start + 2)
  }
  const quoted = first === 34 || first === 39
  // `password => "x"` is a value; `token => token.id` is an arrow function.
  if (arrow && !quoted) return start
  const end = quoted ? closingQuote(text, start) : valueEnd(text, key, separator, start)
  // A quoted value keeps its quotes: `"password":"[redacted]"`.
  const valueStart = quoted ? start + 1 : start
  if (end > valueStart && !isOrdinaryValue(text, keyStart, key, valueStart, end)) {
    spans.push(valueStart, end)
  }
  return Math.max(end, start)
}

// Keys repeat from message to message (the same schemas, the same libraries): their verdicts
// are kept, up to a bound, so most keys are not split into words again.
const KNOWN_KEYS = new Map<string, boolean>()
const MAX_KNOWN_KEYS = 1024

function isSecretKey(key: string): boolean {
  let secret = KNOWN_KEYS.get(key)
  if (secret === undefined) {
    secret = looksSecret(key)
    if (KNOWN_KEYS.size >= MAX_KNOWN_KEYS) KNOWN_KEYS.clear()
    KNOWN_KEYS.set(key, secret)
  }
  return secret
}

// `://` opens a URL, and ` == ` and ` => ` are code: none of them is a key's separator. Written
// without a blank before it, `password==…` is a value that starts with `=`.
function separatesValue(text: string, separator: number): boolean {
  const next = codeAt(text, separator + 1)
  if (codeAt(text, separator) === 58) {
    return !(next === 47 && codeAt(text, separator + 2) === 47)
  }
  if (next === 62) return true
  return !(next === 61 && isBlank(codeAt(text, separator - 1)))
}

function isQuote(code: number): boolean {
  return code === 34 || code === 39
}

// The index of the `\` of the escaped quote that closes a value opened by one at `start`, or the
// end of the line.
function escapedClosingQuote(text: string, start: number, quote: number): number {
  let at = start
  while (at < text.length) {
    const code = codeAt(text, at)
    if (code === 92 && codeAt(text, at + 1) === quote) return at
    if (isLineBreak(code)) return at
    at++
  }
  return text.length
}

// Whether the word after the key run, one blank away, makes a secret pair with it and is
// followed by a separator.
function isPairKey(text: string, keyStart: number, keyEnd: number): boolean {
  return hidePairValue(text, keyStart, keyEnd, undefined) > keyEnd
}

// The value after a key of two words one blank apart, when they make a secret pair; answers
// where reading goes on (`keyEnd` when there is no such key). Without `spans`, only answers.
function hidePairValue(
  text: string,
  keyStart: number,
  keyEnd: number,
  spans: Spans | undefined,
): number {
  const second = keyEnd + 1
  let secondEnd = second
  while (
    secondEnd < text.length &&
    secondEnd - second < KEY_TAIL &&
    isWordChar(codeAt(text, secondEnd))
  ) {
    secondEnd++
  }
  let separator = secondEnd
  while (separator < text.length && isBlank(codeAt(text, separator))) separator++
  const code = codeAt(text, separator)
  if (secondEnd === second || !(code === 58 || code === 61) || !separatesValue(text, separator)) {
    return keyEnd
  }
  const first = text.slice(keyStart, keyEnd)
  const key = text.slice(second, secondEnd)
  if (!isSecretPair(first, key)) return keyEnd
  return spans === undefined
    ? separator
    : hideValue(text, keyStart, `${first} ${key}`, separator, spans)
}

// `--password`: two dashes open the key, and the text before them is not part of a word.
function isFlag(text: string, keyStart: number, keyEnd: number): boolean {
  return (
    keyEnd - keyStart > 2 &&
    codeAt(text, keyStart) === 45 &&
    codeAt(text, keyStart + 1) === 45 &&
    codeAt(text, keyStart + 2) !== 45
  )
}

// The value after a flag and its blanks, unless it is another flag or a sentence (`--password
// flag is required`); answers where reading goes on.
function hideFlagValue(text: string, start: number, spans: Spans): number {
  if (start >= text.length || codeAt(text, start) === 45 || opensSentence(text, start)) return start
  const first = codeAt(text, start)
  if (isQuote(first)) {
    const end = closingQuote(text, start)
    if (end > start + 1) spans.push(start + 1, end)
    return Math.max(end, start)
  }
  let end = start
  while (end < text.length && !isWhitespace(codeAt(text, end))) end++
  spans.push(start, end)
  return end
}

// Where the bare value starting at `start` ends; `start` itself when it is not a value.
function valueEnd(text: string, key: string, separator: number, start: number): number {
  if (text.startsWith(REDACTED, start)) return start
  const spaced = start > separator + 1
  if (spaced && codeAt(text, separator) === 58) {
    if (opensProse(text, start) || opensSentence(text, start)) return start
  }
  if (WHOLE_LINE_KEYS.has(key.toLowerCase())) return lineEnd(text, start)
  const scheme = schemeEnd(text, start)
  if (scheme > start) {
    // `auth: Bearer …`, `token=Basic …`: the scheme opens a credential. After `key:` the value
    // is a header's, and all of the line is secret (`Digest username="…", response="…"`).
    if (codeAt(text, separator) === 58) return lineEnd(text, start)
    let end = scheme
    while (end < text.length && isCredentialChar(codeAt(text, end))) end++
    return end
  }
  // `&` joins pairs in a query string (`password=…&user=…`), not after `key: ` (`Tr0ub4dor&3`).
  const colon = codeAt(text, separator) === 58
  let end = start
  while (end < text.length) {
    const code = codeAt(text, end)
    if (endsBareValue(code) && !(colon && code === 38)) break
    end++
  }
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
    if (code === quote && closesQuote(codeAt(text, at + 1))) return at
    if (isLineBreak(code)) return at
    at++
  }
  return text.length
}

// The end of the blanks after an authentication scheme word at `start`; `start` when there is
// no scheme word there, or nothing after it.
function schemeEnd(text: string, start: number): number {
  let end = start
  while (end < text.length && isWordChar(codeAt(text, end))) end++
  if (!SCHEMES.has(text.slice(start, end).toLowerCase()) || !isBlank(codeAt(text, end))) {
    return start
  }
  while (end < text.length && isBlank(codeAt(text, end))) end++
  return end < text.length && isCredentialChar(codeAt(text, end)) ? end : start
}

// What may follow a closing quote: the end, whitespace, or `, ; & . : ) ] } >`. Any other
// character (`"ab"-cd"`, `'a'b'`) means the quote was part of the value.
function closesQuote(next: number): boolean {
  return (
    next === -1 ||
    isWhitespace(next) ||
    next === 44 ||
    next === 59 ||
    next === 38 ||
    next === 46 ||
    next === 58 ||
    next === 41 ||
    next === 93 ||
    next === 125 ||
    next === 62
  )
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

// `auth: Request failed with status code 401`, `pin: 4 digits required`, `x-api-key: header
// missing`: a word of letters (not a scheme word) or a small number, then a lower-case word. A
// secret that reads like that (`password: correct horse`) would have shown its later words
// anyway, since a bare value ends at whitespace.
function opensSentence(text: string, start: number): boolean {
  let end = start
  while (end < text.length && end - start <= LONGEST_SENTENCE_WORD && isLetter(codeAt(text, end))) {
    end++
  }
  if (end === start) {
    while (end < text.length && end - start <= 4 && isDigit(codeAt(text, end))) end++
    if (end === start || end - start > 4) return false
  } else if (
    end - start > LONGEST_SENTENCE_WORD ||
    SCHEMES.has(text.slice(start, end).toLowerCase())
  ) {
    return false
  }
  if (!isBlank(codeAt(text, end))) return false
  let second = end
  while (second < text.length && isBlank(codeAt(text, second))) second++
  let after = second
  while (after < text.length && after - second <= LONGEST_SENTENCE_WORD) {
    const code = codeAt(text, after)
    if (!(code >= 97 && code <= 122)) break
    after++
  }
  if (after - second < 2 || after - second > LONGEST_SENTENCE_WORD) return false
  const next = codeAt(text, after)
  return after >= text.length || isWhitespace(next) || next === 46 || next === 44 || next === 59
}

function isLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90)
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
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
