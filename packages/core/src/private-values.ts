import { REDACTED } from './egress/secret-keys'

/** Most values of a request context that messages are scrubbed of; past it, messages are withheld. */
const MAX_VALUES = 1000
const MAX_DEPTH = 32
/** Values this short are scrubbed only where they stand alone, so `1` leaves `>=18` readable. */
const SHORT = 4

/**
 * The string and number leaves of a value, as the texts a message could quote them by: each
 * one as is and as it reads inside JSON. `undefined` when there are too many to scrub.
 */
export function privateTexts(value: unknown): string[] | undefined {
  const texts = new Set<string>()
  const fits = collect(value, texts, new WeakSet(), 0)
  // Longest first: scrubbing `ab` must not break up a longer `abc` still to be scrubbed.
  return fits ? [...texts].sort((a, b) => b.length - a.length) : undefined
}

function collect(
  value: unknown,
  texts: Set<string>,
  seen: WeakSet<object>,
  depth: number,
): boolean {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    const text = String(value)
    if (text === '') return true
    texts.add(text)
    texts.add(JSON.stringify(text).slice(1, -1))
    return texts.size <= MAX_VALUES * 2
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return true
  if (depth >= MAX_DEPTH) return false
  seen.add(value)
  try {
    for (const key of Object.keys(value)) {
      if (!collect((value as Record<string, unknown>)[key], texts, seen, depth + 1)) return false
    }
    return true
  } catch {
    // A value that cannot be read cannot be scrubbed either.
    return false
  }
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
