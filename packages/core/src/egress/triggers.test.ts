import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PEM_WORD } from './private-keys'
import { KEY_TRIGGER_WORDS } from './secret-keys'
import { TOKEN_PREFIXES } from './tokens'
import { findTriggers } from './triggers'

// What the scanners searched for with regular expressions before the one-pass scan: the scan
// must find the same places, in the same order.
const KEY_SEARCH = new RegExp(
  KEY_TRIGGER_WORDS.map((word) => word.replace(/[.\t]/g, (c) => (c === '.' ? '\\.' : '\\t'))).join(
    '|',
  ),
  'iy',
)
const TOKEN_SEARCH = new RegExp(TOKEN_PREFIXES.join('|'), 'y')

type Places = { keys: number[]; tokens: number[]; urls: number[]; pemWords: number[] }

function expected(text: string): Places {
  const keys: number[] = []
  const tokens: number[] = []
  const urls: number[] = []
  const pemWords: number[] = []
  for (let at = 0; at < text.length; at++) {
    KEY_SEARCH.lastIndex = at
    if (KEY_SEARCH.test(text)) keys.push(at)
    TOKEN_SEARCH.lastIndex = at
    const token = TOKEN_SEARCH.exec(text)
    if (token !== null && !/\w/.test(text[at - 1] ?? '')) {
      tokens.push(at, TOKEN_PREFIXES.indexOf(token[0]))
    }
    if (text.startsWith('://', at)) urls.push(at)
    if (text.startsWith(PEM_WORD, at)) pemWords.push(at)
  }
  return { keys, tokens, urls, pemWords }
}

// The places found, without the bytes that come with them.
function places(text: string): Places {
  const { keys, tokens, urls, pemWords } = findTriggers(text)
  return { keys, tokens, urls, pemWords }
}

const pieces = fc.oneof(
  fc.constantFrom(
    ...KEY_TRIGGER_WORDS,
    ...TOKEN_PREFIXES,
    '://',
    PEM_WORD,
    '-----BEGIN PRIVATE KEY-----',
    'PASSWORD',
    'ApiKey',
    'Bearer',
  ),
  fc.constantFrom('é', '😀', 'İ', '\u2028', 'ſ', 'K', '_', '-', ' ', 'x', 'a1'),
  fc.string({ maxLength: 4 }),
  fc.string({ unit: 'binary', maxLength: 3 }),
)

describe('findTriggers', () => {
  it('finds every key word, token prefix and URL marker, in order, at string indexes', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), (parts) => {
        const text = parts.join('')
        expect(places(text)).toEqual(expected(text))
      }),
      { numRuns: 3000 },
    )
  })

  it('finds overlapping patterns in order, wherever they start', () => {
    const patterns = [...KEY_TRIGGER_WORDS, ...TOKEN_PREFIXES, '://', PEM_WORD]
    let overlaps = 0
    for (const first of patterns) {
      for (const second of patterns) {
        for (let shift = 1; shift < first.length; shift++) {
          const shared = first.slice(shift)
          if (shared.toLowerCase() !== second.slice(0, shared.length).toLowerCase()) continue
          overlaps++
          for (const before of ['', ' ', '  ', '   ']) {
            const text = `${before}${first}${second.slice(shared.length)} `
            expect(places(text), text).toEqual(expected(text))
          }
        }
      }
    }
    expect(overlaps).toBeGreaterThan(0)
  })

  it('counts characters outside ASCII and outside the BMP as the string does', () => {
    const text = 'é😀 “password”=x ghp_abc 😀😀 https://a:b@c 😀 -----BEGIN PRIVATE KEY-----'
    expect(places(text)).toEqual(expected(text))
    expect(text.slice(findTriggers(text).keys[0]!)).toMatch(/^password/)
  })

  it('reads a text longer than the buffer it keeps, and a shorter one after it', () => {
    const long = `${'x'.repeat(200_000)} token=abc ${'é'.repeat(1000)} AKIA`
    expect(places(long)).toEqual(expected(long))
    expect(places('pwd: x')).toEqual({ keys: [0], tokens: [], urls: [], pemWords: [] })
  })

  it('gives the bytes of an ASCII text only', () => {
    const ascii = findTriggers('token=abc').ascii
    expect(ascii && String.fromCharCode(...ascii.subarray(0, 9))).toBe('token=abc')
    expect(findTriggers('tokén=abc').ascii).toBeUndefined()
  })

  it('finds nothing in text without any', () => {
    expect(places('Invalid date: expected YYYY-MM-DD')).toEqual({
      keys: [],
      tokens: [],
      urls: [],
      pemWords: [],
    })
  })
})
