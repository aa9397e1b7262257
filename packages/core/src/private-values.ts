import { REDACTED } from './egress/secret-keys'

/** Most values of a request context that messages are scrubbed of; past it, messages are withheld. */
const MAX_VALUES = 1000
const MAX_DEPTH = 32
/** Values this short are scrubbed only where they stand alone, so `1` leaves `>=18` readable. */
const SHORT = 4

/** Options of `privateTexts`. */
export interface PrivateTextsOptions {
  /**
   * Whether the keys of objects below the top level are private too (default `true`). A request
   * context's own keys are the host's names, but a map inside it may be keyed by session ids,
   * emails or tokens.
   */
  readonly nestedKeys?: boolean
}

/**
 * The string and number leaves of a value, and the keys of the objects inside it, as the texts
 * a message could quote them by: each one as is and as it reads inside JSON. The top level's
 * own keys are left out. `undefined` when there are too many to scrub.
 *
 * @param value - a request context's values (`toObject()`), or another private value
 * @param options - whether nested keys count
 * @returns the texts to scrub, longest first, or `undefined` when there are too many
 */
export function privateTexts(
  value: unknown,
  options: PrivateTextsOptions = {},
): string[] | undefined {
  const texts = new Set<string>()
  const fits = collect(value, texts, new WeakSet(), 0, options.nestedKeys !== false)
  // Longest first: scrubbing `ab` must not break up a longer `abc` still to be scrubbed.
  return fits ? [...texts].sort((a, b) => b.length - a.length) : undefined
}

function collect(
  value: unknown,
  texts: Set<string>,
  seen: WeakSet<object>,
  depth: number,
  nestedKeys: boolean,
): boolean {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return add(String(value), texts)
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return true
  if (depth >= MAX_DEPTH) return false
  seen.add(value)
  try {
    const keyed = nestedKeys && depth > 0 && !Array.isArray(value)
    for (const key of Object.keys(value)) {
      if (keyed && !add(key, texts)) return false
      const item = (value as Record<string, unknown>)[key]
      if (!collect(item, texts, seen, depth + 1, nestedKeys)) return false
    }
    return true
  } catch {
    // A value that cannot be read cannot be scrubbed either.
    return false
  }
}

function add(text: string, texts: Set<string>): boolean {
  if (text === '') return true
  texts.add(text)
  texts.add(JSON.stringify(text).slice(1, -1))
  return texts.size <= MAX_VALUES * 2
}

/**
 * `text` with every one of `texts` replaced by `[redacted]`: anywhere for texts of four
 * characters or more, where they stand alone (not inside a longer word or number) for shorter.
 */
export function scrubTexts(text: string, texts: readonly string[]): string {
  let scrubbed = text
  for (const secret of texts) {
    if (!scrubbed.includes(secret)) continue
    scrubbed =
      secret.length >= SHORT
        ? scrubbed.split(secret).join(REDACTED)
        : scrubbed.replace(standingAlone(secret), REDACTED)
  }
  return scrubbed
}

function standingAlone(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![A-Za-z0-9_])${escaped}(?![A-Za-z0-9_])`, 'g')
}
