import { describe, expect, it } from 'vitest'
import { isPlainPattern, MAX_PLAIN_PATTERN_LENGTH } from './plain-pattern'

describe('isPlainPattern', () => {
  it('takes anchored patterns with at most one quantifier on a single atom', () => {
    for (const source of [
      '^x',
      '^x-',
      '^[a-z]+$',
      '^item_\\d{1,3}$',
      '^(foo|bar)_[0-9]*$',
      '^(?:a|b)c+?$',
      '^[\\]]x$',
      '^a{',
    ])
      expect(isPlainPattern(source), source).toBe(true)
  })

  it('refuses what a backtracking engine can take exponential or polynomial time on', () => {
    for (const source of [
      '^(a+)+$',
      '^(a|a)*$',
      '^(a|ab)*c$',
      '^\\d*\\d*x',
      '^a+a+$',
      '^(x)\\1+$',
      '^(?<n>a)\\k<n>',
      '^(?=a)a',
      '^(?!a)b',
      '^(?<=a)b',
      '[a-z]+x',
      'a',
      '^[a-z',
      `^${'a'.repeat(MAX_PLAIN_PATTERN_LENGTH)}`,
    ])
      expect(isPlainPattern(source), source).toBe(false)
  })
})
