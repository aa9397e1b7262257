import { SchemaLimitError } from './limit-error'
import type { ResolvedLimits } from './limits'
import { patternComplexity } from './pattern-complexity'
import { showPattern } from './show-pattern'

/** The limits a pattern is held to. */
export type PatternLimits = Pick<
  ResolvedLimits,
  'maxPatternLength' | 'maxPatternComplexity' | 'maxTotalPatternComplexity'
>

/**
 * Throws a `SchemaLimitError` for a pattern too long (`PATTERN_TOO_LARGE`) or whose RE2 program
 * would be too large to compile in bounded time (`PATTERN_TOO_COMPLEX`); `pointer` locates it.
 * Both checks read the text once, before anything parses or compiles it.
 * @returns the pattern's estimated complexity.
 */
export function checkPatternLimits(
  pattern: string,
  limits: PatternLimits,
  pointer: string,
): number {
  if (pattern.length > limits.maxPatternLength) {
    throw new SchemaLimitError(
      'PATTERN_TOO_LARGE',
      limits.maxPatternLength,
      pointer,
      `the pattern ${showPattern(pattern)} has ${pattern.length} characters, more than ${limits.maxPatternLength}; raise limits.maxPatternLength if the schema is trusted`,
    )
  }
  const complexity = patternComplexity(pattern)
  if (complexity > limits.maxPatternComplexity) {
    throw new SchemaLimitError(
      'PATTERN_TOO_COMPLEX',
      limits.maxPatternComplexity,
      pointer,
      `the pattern ${showPattern(pattern)} would compile to about ${complexity} instructions (counted repeats multiplied out), more than ${limits.maxPatternComplexity}; raise limits.maxPatternComplexity if the schema is trusted`,
    )
  }
  return complexity
}
