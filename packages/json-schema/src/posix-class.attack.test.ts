// RE2 reads `[:alpha:]` inside a class as a POSIX class, where ECMAScript reads `[` as a
// literal: `^[[:alpha:][]$` then accepted "b", which the pattern refuses everywhere else.
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import { schemaPattern } from './safe-pattern'

const CASES: [pattern: string, values: string[]][] = [
  ['^[[:alpha:][]$', ['b', 'a', '[', ':', '[]']],
  ['^[[:digit:][^]$', ['5', 'ga', 'd5', '[x']],
  ['^[[:^space:][]+$', ['drop table', 'drop', ':^s']],
  ['^[a[b]+$', ['a[b', 'ab', '[', 'c']],
  ['^[[:alpha:]+$', ['b', '[:pha', 'alpha', '1']],
  ['^[\\[x]$', ['[', 'x', '\\']],
]

describe('attack: a [ inside a class keeps its ECMAScript meaning', () => {
  it.each(CASES)('%s matches what new RegExp(…, "u") matches', (pattern, values) => {
    const compiled = schemaPattern(pattern)
    const reference = new RegExp(pattern, 'u')
    for (const value of values) {
      expect(compiled.test(value), JSON.stringify(value)).toBe(reference.test(value))
    }
  })

  it('refuses "b" and accepts "[:pha" for ^[[:alpha:]+$ through fromJsonSchema', () => {
    const schema = fromJsonSchema({ type: 'string', pattern: '^[[:alpha:]+$' })['~standard']
    expect(schema.validate('b')).toHaveProperty('issues')
    expect(schema.validate('[:pha')).toEqual({ value: '[:pha' })
  })
})
