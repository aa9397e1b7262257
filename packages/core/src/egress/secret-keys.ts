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

/**
 * Words that a secret key or an authentication scheme starts from, in any case: every secret
 * key holds one of the fragments of `SECRET_KEY_FRAGMENT`, and `basic` and `digest` open
 * credentials as `bearer` and `token` do. The fragment `db.?url` is written out for the
 * characters that can join the two words inside a key in text (key characters and one blank);
 * any other character between them never makes a secret key.
 */
export const KEY_TRIGGER_WORDS: readonly string[] = Object.freeze([
  'pass',
  'pwd',
  'secret',
  'token',
  'auth',
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
  'key',
  'session',
  'connection',
  'database',
  'dburl',
  'db url',
  'db\turl',
  'db_url',
  'db.url',
  'db-url',
  'basic',
  'digest',
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
/**
 * Secret words that keep their meaning glued behind another word in one case (`dbpassword`,
 * `ACCESSTOKEN`, `clientsecret`): none of them ends an ordinary English word, unlike the
 * short ones (`bypass`, `spin`, `oauth`), which count only when they stand apart.
 */
const GLUED_WORDS: readonly string[] = [
  'password',
  'passwd',
  'passphrase',
  'passcode',
  'pwd',
  'secret',
  'token',
  'credential',
  'apikey',
  'privatekey',
  'jwt',
].flatMap((word) => [word, `${word}s`])
const PAIRS = new Set(SECRET_KEY_PAIRS.flatMap((pair) => [pair, `${pair}s`]))
const LONGEST_KEY = 256
/**
 * A part of every secret key word and pair: a key without one is not secret, and text is
 * searched for these before any key in it is read.
 */
export const SECRET_KEY_FRAGMENT =
  /pass|pwd|secret|token|auth|credential|cookie|bearer|jwt|otp|pin|cvv|cvc|ssn|dsn|signature|key|session|connection|database|db.?url/gi

// A model's token counts (`max_tokens`, `promptTokens`, `token_limit`) are numbers, not
// credentials: next to one of these words, `token` counts.
const TOKEN_COUNT_WORDS = new Set([
  'max',
  'min',
  'count',
  'limit',
  'num',
  'number',
  'total',
  'prompt',
  'completion',
  'input',
  'output',
  'used',
  'usage',
  'remaining',
  'per',
  'budget',
  'cached',
  'reasoning',
])

/**
 * Whether a key names something that must never be shown: password, secret, token, apiKey,
 * sessionId, jwt, bearer, auth, credential and the rest of `SECRET_KEY_WORDS` and
 * `SECRET_KEY_PAIRS`, in any spelling (`accessToken`, `API_KEY`, `x-auth`, `password1`).
 * Whole words count, so `author`, `passage` or `tokenizer` are not secret, and neither are
 * token counts (`max_tokens`, `promptTokens`, `maxtokens`). The long words (`password`,
 * `secret`, `token`, `credential`, `apikey`, …) also count glued behind another word in one
 * case (`dbpassword`, `ACCESSTOKEN`, `clientsecret`), which the short ones (`pass`, `pin`,
 * `auth`) do not, so `bypass` and `spin` stay ordinary.
 *
 * @param key - a property name, a header name or the name before `=` in text
 * @returns whether a value under that key is hidden
 *
 * @example
 * import { looksSecret } from '@polytool/core'
 *
 * looksSecret('dbPassword') // true
 * looksSecret('author') // false
 */
export function looksSecret(key: string | number): boolean {
  if (typeof key !== 'string') return false
  const head = key.length > LONGEST_KEY ? key.slice(0, LONGEST_KEY) : key
  SECRET_KEY_FRAGMENT.lastIndex = 0
  if (!SECRET_KEY_FRAGMENT.test(head)) return false
  const words = splitWords(head)
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    if (WORDS.has(word)) {
      if ((word === 'token' || word === 'tokens') && countsTokens(words)) continue
      return true
    }
    if (endsWithGluedWord(word, words)) return true
    const next = words[i + 1]
    if (next !== undefined && (PAIRS.has(`${word} ${next}`) || WORDS.has(word + next))) return true
  }
  return false
}

/**
 * Whether two words, written apart (`Secret Key`, `session id`), make one of
 * `SECRET_KEY_PAIRS`.
 *
 * @param first - the first word
 * @param second - the word after it
 * @returns whether the pair names a secret
 */
export function isSecretPair(first: string, second: string): boolean {
  return PAIRS.has(`${first.toLowerCase()} ${second.toLowerCase()}`)
}

// `dbpassword`, `accesstoken`: a secret word after a prefix it is glued to. A glued token
// count (`maxtokens`) stays a count.
function endsWithGluedWord(word: string, words: readonly string[]): boolean {
  for (const glued of GLUED_WORDS) {
    if (word.length <= glued.length || !word.endsWith(glued)) continue
    const prefix = word.slice(0, word.length - glued.length)
    if (glued.startsWith('token') && (TOKEN_COUNT_WORDS.has(prefix) || countsTokens(words))) {
      continue
    }
    return true
  }
  return false
}

function countsTokens(words: readonly string[]): boolean {
  return words.some((word) => TOKEN_COUNT_WORDS.has(word))
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
