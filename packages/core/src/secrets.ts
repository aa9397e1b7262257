const SECRET_WORD =
  /^(passwords?|passwd|pwd|secrets?|tokens?|auth|authorization|credentials?|cookies?)$/
const SECRET_PAIR = /^(api|private|access|secret|client)(key|keys)$/

/** The text shown instead of a value whose key looks secret. */
export const REDACTED = '[redacted]'

/**
 * Whether a key names something that must never be shown: password, secret, token,
 * apiKey, auth, credential and their spellings (`accessToken`, `API_KEY`, `x-auth`).
 * Whole words count, so `author` or `tokenizer` are not secret.
 */
export function looksSecret(key: string | number): boolean {
  if (typeof key !== 'string') return false
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  return words.some(
    (word, i) => SECRET_WORD.test(word) || SECRET_PAIR.test(word + (words[i + 1] ?? '')),
  )
}
