// Text built to grow when it is escaped: control characters become six characters each, so a
// text cut before escaping left far longer than its destination allows; and characters that
// reorder or break a terminal line were let through.
import { describe, expect, it } from 'vitest'
import { egressText } from './egress-text'
import { EGRESS_POLICIES } from './policy'

describe('attack: escaping after the cut', () => {
  it.each(['metric', 'log', 'cli'] as const)(
    '%s text of control characters stays in its limit',
    (destination) => {
      const shown = egressText(destination, '\u0001'.repeat(5000))
      expect(shown.length).toBeLessThanOrEqual(EGRESS_POLICIES[destination].maxLength)
      expect(shown.endsWith('…')).toBe(true)
      // Never cut inside an escape: everything before `…` is whole escapes.
      expect(shown.slice(0, -1)).toMatch(/^(\\u0001)+$/)
    },
  )

  it('escapes bidirectional controls and line separators for a terminal', () => {
    const shown = egressText('cli', 'file\u202Etxt.exe\u2028next\u2029\u2066x\u2069')
    expect(shown).toBe('file\\u202etxt.exe\\u2028next\\u2029\\u2066x\\u2069')
  })

  it('cuts a text that fits only before escaping', () => {
    const shown = egressText('metric', `${'a'.repeat(60)}\u001b[2J`)
    expect(shown.length).toBeLessThanOrEqual(64)
    expect(shown).toBe(`${'a'.repeat(60)}…`)
  })
})
