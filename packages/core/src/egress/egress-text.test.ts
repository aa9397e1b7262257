import { describe, expect, it } from 'vitest'
import { egressText } from './egress-text'
import { EGRESS_POLICIES } from './policy'

describe('egressText', () => {
  it('redacts before it cuts: a token straddling the cut shows none of its first half', () => {
    const token = `ghp_${'a'.repeat(36)}`
    const text = `${'x'.repeat(EGRESS_POLICIES.span.maxLength - 10)} ${token}`
    const shown = egressText('span', text)
    expect(shown.length).toBeLessThanOrEqual(EGRESS_POLICIES.span.maxLength)
    expect(shown).not.toContain('ghp_aaaaaa')
  })

  it('hides private texts given by the caller', () => {
    expect(egressText('model', 'user u-7731 not found', { privateTexts: ['u-7731'] })).toBe(
      'user [redacted] not found',
    )
  })

  it('escapes control characters for a terminal, and not for a model', () => {
    expect(egressText('cli', 'a\u001b[2Jb\nc')).toBe('a\\u001b[2Jb\nc')
    expect(egressText('model', 'a\u001b[2Jb')).toBe('a\u001b[2Jb')
  })

  it('never cuts a surrogate pair in two', () => {
    const shown = egressText('model', `${'a'.repeat(8190)}😀😀`)
    expect(shown.endsWith('…')).toBe(true)
    expect(shown.at(-2)).not.toMatch(/[\ud800-\udbff]/)
  })
})
