const LARGE_REPEAT = 100

/**
 * Whether a regular expression avoids what simple-pattern targets reject: backreferences,
 * lookaround, word boundaries, and repeat counts over 100.
 */
export function isSimplePattern(pattern: string): boolean {
  if (/\\[1-9]|\\k</.test(pattern)) return false
  if (/\(\?<?[=!]/.test(pattern)) return false
  if (/\\[bB]/.test(pattern)) return false
  for (const match of pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g)) {
    if (Number(match[1]) > LARGE_REPEAT || Number(match[2] || 0) > LARGE_REPEAT) return false
  }
  return true
}
