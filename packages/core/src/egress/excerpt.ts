import { egressText } from './egress-text'

/**
 * A short, redacted excerpt of raw text for a message: the whole text is redacted first
 * (`redactSecrets`), then cut to at most `maxLength` characters ending with `…`, so a secret
 * that straddles the cut shows nothing of itself.
 *
 * @param text - raw text, of any length
 * @param maxLength - the longest excerpt, `…` included
 * @returns the redacted excerpt
 *
 * @example
 * import { excerpt } from '@polytool/core'
 *
 * excerpt('{"apiKey":"sk-live-…","x":', 40)
 */
export function excerpt(text: string, maxLength = 80): string {
  return egressText('model', text, { maxLength })
}
