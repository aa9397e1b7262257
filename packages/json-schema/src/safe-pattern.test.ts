import { describe, expect, it } from 'vitest'
import { checkSchemaPattern, schemaPattern } from './safe-pattern'

const PATTERNS = [
  '^.$',
  '^.+$',
  '^\\s*$',
  '^\\S+$',
  '^[\\s\\S]$',
  '^[^\\s]$',
  '^[\\S]$',
  '^[a.]$',
  '\\.',
  '^\\d{3}-\\d{4}$',
  '^[\\w.-]+@[\\w-]+\\.[a-z]{2,}$',
  '^\\u{1F600}$',
  '^\\u00e9$',
  '^\\p{L}+$',
  '^(?<year>\\d{4})$',
  '\\bword\\b',
  'a|^b',
  '^\\/path$',
]
const TEXTS = [
  '',
  'a',
  '.',
  ' ',
  '\n',
  '\r',
  '\t',
  '\v',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\ufeff',
  '😀',
  'é',
  'héllo',
  '555-1234',
  'me@example.com',
  '2024',
  'a word here',
  'xb',
  'b',
  '/path',
]

describe('schemaPattern', () => {
  it('matches the same strings as the ECMAScript u-flag RegExp', () => {
    for (const source of PATTERNS) {
      const expected = new RegExp(source, 'u')
      const actual = schemaPattern(source)
      for (const text of TEXTS) {
        expect(actual.test(text), `${source} on ${JSON.stringify(text)}`).toBe(expected.test(text))
      }
    }
  })

  it('refuses an invalid pattern as invalid, even where RE2 would read it', () => {
    // Without the u flag these are identity escapes; with it, as JSON Schema asks, they are errors.
    for (const source of ['\\Z', '\\k<n>', '[', 'a{2,1}']) {
      expect(checkSchemaPattern(source), source).toMatchObject({
        supported: false,
        reason: 'invalid',
      })
    }
  })

  it('refuses what ECMAScript takes but RE2 cannot run', () => {
    expect(checkSchemaPattern('a{1001}')).toMatchObject({ supported: false, reason: 'not-re2' })
    expect(checkSchemaPattern('^[\\b]$')).toMatchObject({ supported: false, reason: 'not-re2' })
  })
})
