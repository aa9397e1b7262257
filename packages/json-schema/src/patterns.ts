import { patternFeatures } from './safe-pattern'

const LARGE_REPEAT = 100

/**
 * Whether a regular expression avoids what simple-pattern targets reject: backreferences,
 * lookaround, word boundaries, and repeat counts over 100. Reads the text in linear time.
 */
export function isSimplePattern(pattern: string): boolean {
  if (patternFeatures(pattern).size > 0) return false
  // Linear: a run of digits is read once from each `{`, and nothing else can backtrack.
  for (const match of pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g)) {
    if (Number(match[1]) > LARGE_REPEAT || Number(match[2] || 0) > LARGE_REPEAT) return false
  }
  return true
}
