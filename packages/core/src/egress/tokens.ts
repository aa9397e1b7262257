import { codeAt, isTokenChar, unitAt } from './chars'
import type { Spans } from './ranges'

/**
 * The starts of a JWT and of well-known API tokens, in exact case. None starts with another,
 * so at most one is found at a place.
 */
export const TOKEN_PREFIXES: readonly string[] = Object.freeze([
  'eyJ',
  'sk-',
  'sk_live_',
  'sk_test_',
  'rk_live_',
  'rk_test_',
  'pk_live_',
  'pk_test_',
  ...['p', 'o', 'u', 's', 'r'].map((kind) => `gh${kind}_`),
  'github_pat_',
  ...['a', 'b', 'p', 'o', 's', 'r'].map((kind) => `xox${kind}-`),
  'AKIA',
  'AIza',
])

/** How many token characters must follow each prefix (as the providers issue them). */
const MIN_TAIL: Readonly<Record<string, number>> = {
  'sk-': 16,
  github_pat_: 20,
  AKIA: 16,
  AIza: 30,
}
const DEFAULT_MIN_TAIL = 8
const GITHUB_MIN_TAIL = 20

/**
 * Finds JWT-shaped strings (`eyJ….….…`) and well-known API tokens (OpenAI `sk-`, Stripe
 * `sk_live_`, GitHub `ghp_`, Slack `xoxb-`, AWS `AKIA`, Google `AIza`) in `text`, whole however
 * long they run, and adds their spans to `spans`, in order. A token needs at least `MIN_TAIL`
 * characters after its prefix: a shorter run is a word (`sk-learn`).
 *
 * @param text - the text
 * @param spans - where the spans are added
 * @param found - the prefixes `findTriggers` found: each position, then the prefix's index in
 *   `TOKEN_PREFIXES`; only prefixes after a character that is not a letter, digit or `_`
 * @param ascii - the text's bytes when it is all ASCII (`Triggers.ascii`), read instead of it
 */
export function findTokens(
  text: string,
  spans: Spans,
  found: readonly number[],
  ascii?: Uint8Array,
): void {
  let resume = 0
  for (let i = 0; i < found.length; i += 2) {
    const start = found[i]!
    if (start < resume) continue
    const prefix = TOKEN_PREFIXES[found[i + 1]!]!
    let end: number
    if (prefix === 'eyJ') {
      // Every JWT start inside the same run of token characters ends that run the same way:
      // one that is refused is not read again from a later start.
      const header = runEnd(text, ascii, start)
      end = jwtEnd(text, ascii, start, header)
      resume = end > start ? end : header
    } else {
      end = tokenEnd(text, ascii, start, prefix)
      resume = end > start ? end : start + 1
    }
    if (end > start) spans.push(start, end)
  }
}

// A JWT: three segments of token characters joined by dots, the first two of 4 or more, the
// third (the signature) possibly empty. `start` itself when there is none.
function jwtEnd(
  text: string,
  ascii: Uint8Array | undefined,
  start: number,
  header: number,
): number {
  if (header - start < 7 || unitAt(text, ascii, header) !== 46) return start
  const payload = runEnd(text, ascii, header + 1)
  if (payload - header - 1 < 4) return start
  return unitAt(text, ascii, payload) === 46 ? runEnd(text, ascii, payload + 1) : payload
}

// A known token: its prefix, then at least as many token characters as the provider issues.
// Only that many are read before deciding, so a short one costs little to refuse.
function tokenEnd(
  text: string,
  ascii: Uint8Array | undefined,
  start: number,
  prefix: string,
): number {
  const needed = MIN_TAIL[prefix] ?? (prefix.startsWith('gh') ? GITHUB_MIN_TAIL : DEFAULT_MIN_TAIL)
  const tail = start + prefix.length
  let at = tail
  while (at - tail < needed && at < text.length && isTokenChar(unitAt(text, ascii, at))) at++
  return at - tail < needed ? start : runEnd(text, ascii, at)
}

function runEnd(text: string, ascii: Uint8Array | undefined, from: number): number {
  let at = from
  while (at < text.length && isTokenChar(unitAt(text, ascii, at))) at++
  return at
}

/** A credential this long is one even if it reads like a word. */
const LONG_CREDENTIAL = 24
const SHORT_CREDENTIAL = 8

/**
 * Whether `text` from `start` to `end`, after an authentication scheme, is a credential rather
 * than a word (`Basic plan`, `Token limit`).
 *
 * @param text - the text
 * @param start - where the credential starts
 * @param end - where its run of credential characters ends
 * @returns true for 8 characters or more with a digit, a symbol or an inner capital, or 24 or more
 */
export function looksLikeCredential(text: string, start: number, end: number): boolean {
  const length = end - start
  if (length >= LONG_CREDENTIAL) return true
  if (length < SHORT_CREDENTIAL) return false
  for (let at = start; at < end; at++) {
    const code = codeAt(text, at)
    const inside = at > start && at < end - 1
    if (code >= 48 && code <= 57) return true
    if (code !== 45 && code !== 46 && !(code >= 97 && code <= 122) && !(code >= 65 && code <= 90))
      return true
    if (inside && ((code >= 65 && code <= 90) || code === 46)) return true
  }
  return false
}
