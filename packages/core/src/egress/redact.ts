import { findKeyValues } from './key-values'
import { findPrivateKeys } from './private-keys'
import { hideSpans, type Spans } from './ranges'
import { findTokens } from './tokens'
import { findTriggers } from './triggers'
import { findUrlCredentials } from './url-credentials'

/**
 * Hides what looks secret inside free text: credentials in URLs (`scheme://user:pass@`),
 * `Bearer …` and other authorization values, JWT-shaped strings, well-known API token formats,
 * and values written next to a secret-looking key (`password=…`, `"apiKey": "…"`,
 * `Error: token: …`, `Cookie: …`, `--password …`), and the body of PEM private key blocks. Each secret is hidden whole, whatever its length. Runs in
 * time linear in the text: each scanner reads every character a bounded number of times.
 *
 * @param text - any text about to leave the process
 * @returns the text with each secret replaced by `[redacted]`
 *
 * @example
 * import { redactSecrets } from '@polytool/core'
 *
 * redactSecrets('connect postgres://app:hunter2@db/prod failed')
 * // 'connect postgres://[redacted]@db/prod failed'
 */
export function redactSecrets(text: string): string {
  const found = findTriggers(text)
  // Most texts have nothing to hide: then no list of spans is made, nor a new string.
  if (found.keys.length + found.urls.length + found.tokens.length + found.pemWords.length === 0) {
    return text
  }
  const keyValues: Spans = []
  const urls: Spans = []
  const tokens: Spans = []
  const privateKeys: Spans = []
  findPrivateKeys(text, privateKeys, found.pemWords)
  findKeyValues(text, keyValues, found.keys, found.ascii)
  findUrlCredentials(text, urls, found.urls, found.ascii)
  findTokens(text, tokens, found.tokens, found.ascii)
  if (keyValues.length + urls.length + tokens.length + privateKeys.length === 0) return text
  return hideSpans(text, [privateKeys, keyValues, urls, tokens])
}
