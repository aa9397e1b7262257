/** The text shown instead of a value that looks secret. */
export const REDACTED = '[redacted]'

/**
 * Words that make a key secret on their own. A trailing number does not change the word
 * (`password1`, `apiKey2`), and spellings join (`API_KEY`, `x-api-key`, `accessToken`).
 */
export const SECRET_KEY_WORDS: readonly string[] = Object.freeze([
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'passcode',
  'secret',
  'token',
  'auth',
  'authorization',
  'credential',
  'cookie',
  'bearer',
  'jwt',
  'otp',
  'pin',
  'cvv',
  'cvc',
  'ssn',
  'dsn',
  'signature',
  'apikey',
  'privatekey',
])

/** Pairs of words that are secret together (`sessionId`, `private_key`), not apart. */
export const SECRET_KEY_PAIRS: readonly string[] = Object.freeze([
  'api key',
  'access key',
  'private key',
  'secret key',
  'client key',
  'signing key',
  'encryption key',
  'master key',
  'session id',
  'session key',
  'connection string',
  'database url',
  'db url',
])

const WORDS = new Set(SECRET_KEY_WORDS.flatMap((word) => [word, `${word}s`]))
const PAIRS = new Set(SECRET_KEY_PAIRS.flatMap((pair) => [pair, `${pair}s`]))
const LONGEST_KEY = 256

/**
 * Whether a key names something that must never be shown: password, secret, token, apiKey,
 * sessionId, jwt, bearer, auth, credential and the rest of `SECRET_KEY_WORDS` and
 * `SECRET_KEY_PAIRS`, in any spelling (`accessToken`, `API_KEY`, `x-auth`, `password1`).
 * Whole words count, so `author`, `passage` or `tokenizer` are not secret.
 *
 * @example
 * looksSecret('dbPassword') // true
 * looksSecret('author') // false
 */
export function looksSecret(key: string | number): boolean {
  if (typeof key !== 'string') return false
  const words = splitWords(key.length > LONGEST_KEY ? key.slice(0, LONGEST_KEY) : key)
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    if (WORDS.has(word)) return true
    const next = words[i + 1]
    if (next !== undefined && (PAIRS.has(`${word} ${next}`) || WORDS.has(word + next))) return true
  }
  return false
}

function splitWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((word) => word.replace(/\d+$/, ''))
    .filter(Boolean)
}

// Each pattern is bounded in how far it looks from one position, so redaction stays linear in
// the text whatever an attacker puts in it.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]{0,30}:\/\/)[^\s/?#@"'<>]{1,512}@/gi
const AUTH_SCHEME = /\b(bearer|basic|token|digest)(\s{1,8})[A-Za-z0-9._~+/=-]{4,4096}/gi
const JWT = /\beyJ[A-Za-z0-9_-]{4,4096}\.[A-Za-z0-9_-]{4,4096}(?:\.[A-Za-z0-9_-]{0,4096})?/g
const KNOWN_TOKEN =
  /\b(?:sk-[A-Za-z0-9_-]{16,512}|(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{8,512}|gh[pousr]_[A-Za-z0-9]{20,512}|github_pat_[A-Za-z0-9_]{20,512}|xox[abposr]-[A-Za-z0-9-]{8,512}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35})/g
const KEY_VALUE =
  /([A-Za-z_][\w.-]{0,63})(["']?\s{0,8}[:=]\s{0,8})("(?:[^"\\\n]|\\.){0,512}"?|'[^'\n]{0,512}'?|[^\s&,;"'})\]]{1,512})/g

const KEY_VALUE_INNER = new RegExp(KEY_VALUE.source, 'g')

/**
 * Hides what looks secret inside free text: credentials in URLs (`scheme://user:pass@`),
 * `Bearer …` and other authorization values, JWT-shaped strings, well-known API token formats,
 * and values written next to a secret-looking key (`password=…`, `"apiKey": "…"`).
 * Runs in time linear in the text.
 *
 * @example
 * redactSecrets('connect postgres://app:hunter2@db/prod failed')
 * // 'connect postgres://[redacted]@db/prod failed'
 */
export function redactSecrets(text: string): string {
  return text
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`)
    .replace(AUTH_SCHEME, `$1$2${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(KNOWN_TOKEN, REDACTED)
    .replace(KEY_VALUE, (whole, key: string, separator: string) =>
      redactKeyValue(whole, key, separator, 0),
    )
}

/** How many `key=value` pairs deep a value is read (`note: password=…`); deeper ones are hidden. */
const MAX_NESTED_PAIRS = 4

// An innocent key's value may itself be a pair (`db down: password=hunter2`): read it again,
// a few levels deep, so the pattern's match on the outer pair does not hide the inner secret.
function redactKeyValue(whole: string, key: string, separator: string, depth: number): string {
  if (looksSecret(key)) return `${key}${separator}${quoteLike(whole, key, separator)}`
  const value = whole.slice(key.length + separator.length)
  if (!/[:=]/.test(value)) return whole
  if (depth >= MAX_NESTED_PAIRS) return `${key}${separator}${REDACTED}`
  const inner = value.replace(KEY_VALUE_INNER, (pair, innerKey: string, innerSeparator: string) =>
    redactKeyValue(pair, innerKey, innerSeparator, depth + 1),
  )
  return `${key}${separator}${inner}`
}

function quoteLike(whole: string, key: string, separator: string): string {
  const value = whole.slice(key.length + separator.length)
  if (value === REDACTED || value.includes(REDACTED)) return value
  const quote = value[0] === '"' || value[0] === "'" ? value[0] : ''
  return `${quote}${REDACTED}${quote}`
}

/**
 * A short, redacted excerpt of raw text for an error message: at most `maxLength` characters,
 * cut with `…`, with secrets hidden by `redactSecrets`.
 *
 * @example
 * excerpt('{"apiKey":"sk-live-…","x":', 40)
 */
export function excerpt(text: string, maxLength = 80): string {
  // Redact a little more than is shown, so a secret cut at the edge is still recognised.
  const head = text.length > maxLength * 2 ? text.slice(0, maxLength * 2) : text
  const shown = redactSecrets(head)
  if (shown.length <= maxLength && head.length === text.length) return shown
  // A URL cut before its `@` would show its credentials: hide an unfinished one too.
  const cut = shown.slice(0, Math.max(0, maxLength - 1)).replace(UNFINISHED_URL, `$1${REDACTED}`)
  return `${cut}…`
}

const UNFINISHED_URL = /\b([a-z][a-z0-9+.-]{0,30}:\/\/)[^\s/?#@"'<>]{1,512}$/i
