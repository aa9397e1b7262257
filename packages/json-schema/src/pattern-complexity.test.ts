import { describe, expect, it } from 'vitest'
import { patternComplexity } from './pattern-complexity'

// Each item counts 1, a group's parentheses 1, a quantifier 1, and a counted repeat makes its
// copies (an optional copy of an open upper bound counts twice, as RE2 nests them).
describe('patternComplexity', () => {
  it.each([
    ['abc', 3],
    ['^[a-z0-9]+$', 4],
    ['a{1000}', 1_001],
    ['(?:ab){10}', 31],
    ['[a-z]{2,4}', 7],
    ['x{3,}', 6],
    ['(a{10}){10}', 121],
    ['a|b|c', 5],
    ['\\d{4}-\\d{2}', 9],
    ['(?<year>\\d{4})', 6],
    ['a{', 2],
    ['[\\]{]{1000}', 1_001],
  ])('%s counts %d', (pattern, expected) => {
    expect(patternComplexity(pattern)).toBe(expected)
  })

  it('multiplies nested repeats, whatever their depth', () => {
    expect(patternComplexity('((a{10}){10}){10}')).toBe(1_221)
    expect(patternComplexity(`${'('.repeat(500)}a{1000}${'){1000}'.repeat(500)}`)).toBe(
      Number.POSITIVE_INFINITY,
    )
  })
})
