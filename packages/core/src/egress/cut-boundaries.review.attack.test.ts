import { EGRESS_POLICIES, type EgressDestination, egressText, privateTexts } from '@polytool/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

// The cut never splits an escape or a surrogate pair, counts the escapes, and keeps the result
// within the destination's length, whatever mix of control, bidi and non-BMP characters leads up
// to it. The text holds no backslash of its own, so every `\u` in the result is an escape the
// gate wrote.

const DESTINATIONS = Object.keys(EGRESS_POLICIES) as EgressDestination[]

const pieces = fc.constantFrom(
  'a',
  ' ',
  '\n',
  '\t',
  '\r',
  '\u0000',
  '\u001b',
  '\u007f',
  '\u202e',
  '\u2066',
  '\u2028',
  '\u061c',
  '\u{1F511}',
  '\u{1D4B3}',
  '\u00e9',
  'u',
  '"',
)

function hasLoneSurrogate(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true
      index++
    } else if (code >= 0xdc00 && code <= 0xdfff) return true
  }
  return false
}

describe('egress cut boundaries', () => {
  for (const destination of DESTINATIONS) {
    it(`${destination}: within length, no lone surrogate, no half escape`, () => {
      const { maxLength, escapeControlCharacters } = EGRESS_POLICIES[destination]
      fc.assert(
        fc.property(
          fc.array(pieces, { minLength: 0, maxLength: maxLength + 40 }),
          fc.integer({ min: 0, max: Math.max(0, maxLength - 10) }),
          (chars, lead) => {
            const text = `${'w'.repeat(lead)}${chars.join('')}`
            const out = egressText(destination, text)
            expect(out.length).toBeLessThanOrEqual(maxLength)
            expect(hasLoneSurrogate(out)).toBe(false)
            if (escapeControlCharacters) {
              // No raw control character, and any `\u` the gate wrote is whole before `…`.
              expect(out).not.toMatch(/\\u[0-9a-fA-F]{0,3}…$/)
              for (const char of out) {
                const code = char.codePointAt(0) ?? 0
                const control = (code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f
                expect(control, JSON.stringify(out)).toBe(false)
              }
            }
          },
        ),
        { numRuns: 150 },
      )
    })
  }

  it('an explicit maxLength below the destination length is honoured, and a private value is hidden first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 120 }),
        fc.integer({ min: 0, max: 130 }),
        (maxLength, lead) => {
          const value = 'Q7\u{1F511}private\u{1D4B3}valueZ9'
          const out = egressText('log', `${'w'.repeat(lead)}${value}\u0001 tail`, {
            maxLength,
            privateTexts: privateTexts({ value }),
          })
          expect(out.length).toBeLessThanOrEqual(maxLength)
          expect(out).not.toContain('private')
          expect(out).not.toContain('\u{1F511}')
          expect(hasLoneSurrogate(out)).toBe(false)
        },
      ),
      { numRuns: 200 },
    )
  })
})
