import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { escapeAndCut } from './cut'

// The rule, one character at a time: each character (a surrogate pair as one) is written as it
// is or as its `\uXXXX` escape, and the first that does not fit ends the text with `…`, which
// needs one unit of its own.
function escapedOneByOne(text: string, maxLength: number): string {
  let shown = ''
  let fits = -1
  let at = 0
  while (at < text.length) {
    const code = text.charCodeAt(at)
    const next = text.charCodeAt(at + 1)
    const pair = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff
    const piece = isEscaped(code)
      ? `\\u${code.toString(16).padStart(4, '0')}`
      : text.slice(at, pair ? at + 2 : at + 1)
    if (fits < 0 && shown.length + piece.length > maxLength - 1) fits = shown.length
    if (shown.length + piece.length > maxLength) return `${shown.slice(0, Math.max(0, fits))}…`
    shown += piece
    at += pair ? 2 : 1
  }
  return shown
}

function isEscaped(code: number): boolean {
  return (
    (code < 0x20 && code !== 9 && code !== 10) ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

const characters = fc.constantFrom(
  'a',
  ' ',
  '\n',
  '\t',
  '\r',
  '\u0000',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u061c',
  '\u200f',
  '\u2028',
  '\u202e',
  '\u2069',
  '\ud83d',
  '\ude00',
  '😀',
  'é',
  'plain text',
)

describe('escapeAndCut', () => {
  it('writes the escapes and cuts as the rule does, one character at a time', () => {
    fc.assert(
      fc.property(
        fc.array(characters, { maxLength: 40 }).map((parts) => parts.join('')),
        fc.integer({ min: 0, max: 90 }),
        (text, maxLength) => {
          expect(escapeAndCut(text, maxLength)).toBe(escapedOneByOne(text, maxLength))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('gives back a text with nothing to escape that fits', () => {
    const text = 'Anthropic strict does not enforce minimum 1: it is stated in the description'
    expect(escapeAndCut(text, 1000)).toBe(text)
    expect(escapeAndCut(text, 20)).toBe('Anthropic strict do…')
  })
})
