import { describe, expect, it } from 'vitest'
import { safeStringify } from './safe-stringify'
import { excerpt, looksSecret, redactSecrets } from './secrets'

// Redaction runs on text an attacker shapes (model arguments, library messages quoting them):
// inputs built to make a backtracking pattern retry from every position must stay cheap.
describe('redaction on hostile text', () => {
  const hostile = [
    'a'.repeat(200_000),
    `${'a'.repeat(100_000)}://${'b'.repeat(100_000)}`,
    `${'password'.repeat(20_000)}=`,
    `Bearer${' '.repeat(100_000)}`,
    `x${' '.repeat(100_000)}=`,
    'eyJ'.repeat(60_000),
    `${'://'.repeat(50_000)}@`,
    `"password":"${'\\\\'.repeat(50_000)}`,
  ]

  it.each(hostile.map((text, index) => [index, text]))(
    'redacts hostile text %i in linear time',
    (_, text) => {
      const result = redactSecrets(text as string)
      expect(result.length).toBeLessThanOrEqual((text as string).length)
    },
    10_000,
  )

  it('looksSecret reads only the head of a huge key', { timeout: 10_000 }, () => {
    expect(looksSecret(`${'aB'.repeat(500_000)}`)).toBe(false)
    expect(looksSecret(`password${'x'.repeat(1_000_000)}`)).toBe(false)
  })

  it('an excerpt of a megabyte stays short', () => {
    expect(excerpt(`{"token":"${'t'.repeat(1_000_000)}"}`).length).toBeLessThanOrEqual(80)
  })

  it('safeStringify shortens a huge string and still hides what it shows', () => {
    const text = safeStringify(
      { note: `postgres://u:pw@h/${'x'.repeat(1_000_000)}` },
      { maxLength: 100_000 },
    )
    expect(text.length).toBeLessThan(1200)
    expect(text).not.toContain(':pw@')
  })

  it('hides secrets inside string values under innocent keys', () => {
    const text = safeStringify({ url: 'postgres://u:pw@h/db', header: 'Bearer abcdef123' })
    expect(text).not.toContain('pw@')
    expect(text).not.toContain('abcdef123')
  })
})
