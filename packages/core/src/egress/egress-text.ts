import { scrubTexts } from '../private-values'
import { cutText, escapeAndCut } from './cut'
import { EGRESS_POLICIES, type EgressDestination } from './policy'
import { redactSecrets } from './redact'

/** Options of `egressText`. */
export interface EgressOptions {
  /**
   * Texts that must never leave, whatever their shape: the request context's values and keys,
   * as `privateTexts` of the context gives them.
   */
  readonly privateTexts?: readonly string[] | undefined
  /** Cut to this many characters instead of the destination's `maxLength`. */
  readonly maxLength?: number | undefined
}

/**
 * The one way text leaves polytool: private texts, then secrets, are hidden in the whole
 * text first, then the text is escaped for its medium and cut to the destination's length (never
 * inside an escape), so a secret that straddles the cut never shows its first half.
 *
 * @param destination - where the text goes; its policy is `EGRESS_POLICIES[destination]`
 * @param text - the text to send
 * @param options - private texts to hide as well, and a length other than the policy's
 * @returns the text as it may leave
 *
 * @example
 * import { egressText } from '@polytool/core'
 *
 * egressText('model', 'connect postgres://app:hunter2@db/prod failed')
 * // 'connect postgres://[redacted]@db/prod failed'
 */
export function egressText(
  destination: EgressDestination,
  text: string,
  options: EgressOptions = {},
): string {
  const policy = EGRESS_POLICIES[destination]
  // Private texts first: redaction changes the text, and a private text holding a secret
  // (`postgres://app:…@db/prod`) would no longer match, leaving the rest of it shown.
  const scrubbed =
    options.privateTexts === undefined ? text : scrubTexts(text, options.privateTexts)
  const shown = redactSecrets(scrubbed)
  const maxLength = options.maxLength ?? policy.maxLength
  return policy.escapeControlCharacters ? escapeAndCut(shown, maxLength) : cutText(shown, maxLength)
}
