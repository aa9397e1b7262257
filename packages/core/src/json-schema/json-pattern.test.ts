import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INEXACT_PATTERN_MESSAGES, jsonPattern } from './json-pattern'

const compiled = (regex: RegExp, options?: Parameters<typeof jsonPattern>[1]) => {
  const result = jsonPattern(regex, options)
  if (result === undefined) throw new Error(`no pattern for ${regex}`)
  return new RegExp(result.pattern, 'u')
}

// Strings near what each regex is about: its own matches, and ASCII noise with its delimiters.
const near = fc.string({ unit: fc.constantFrom(...'abcdefxyzABCDEFXYZ019-_.#@:/{}[]q') })

function agreesOnStrings(regex: RegExp, pattern: RegExp): void {
  // Strings the pattern matches (fast-check reads `u` syntax, not Annex B), and noise.
  const own = fc.stringMatching(pattern)
  fc.assert(
    fc.property(fc.oneof(own, near), (value) => {
      regex.lastIndex = 0
      return pattern.test(value) === regex.test(value)
    }),
  )
}

describe('jsonPattern', () => {
  it.each([
    /^[\da-f]{8}-[a-z]+$/i,
    /^ab\d+[x-zA-C_]*$/iu,
    /^\u{61}\p{L}+q$/u,
    /^(?:[\w+-]+\.)*hello$/u,
  ])('matches what %s matches, without flags', (regex) => {
    agreesOnStrings(regex, compiled(regex))
  })

  it('refuses flags that change what a pattern means', () => {
    expect(jsonPattern(/^a.b$/s)).toBeUndefined()
    expect(jsonPattern(/^a$/m)).toBeUndefined()
  })

  describe('attacks: patterns that do not compile with the `u` flag JSON Schema reads them with', () => {
    // Written without `u`, each of these is a valid regex (ECMA-262 Annex B); copied as is, each
    // is a SyntaxError for Ajv and every JSON Schema validator that honours the spec.
    // Sources, not literals: the formatter would drop the very escapes under attack.
    it.each([
      [String.raw`^[\w-_]+$`, String.raw`^[\w\-_]+$`],
      [String.raw`^\_[a-z]+\#\@$`, '^_[a-z]+#@$'],
      ['^a{$', String.raw`^a\{$`],
      ['^a}$', String.raw`^a\}$`],
      ['^]$', String.raw`^\]$`],
      [String.raw`^\-?\d+$`, String.raw`^-?\d+$`],
      [String.raw`^[\_\-\.]$`, String.raw`^[_\-\.]$`],
      [String.raw`^\a\e\z$`, '^aez$'],
    ])('%s becomes %s, which compiles with u and matches the same', (source, expected) => {
      const regex = new RegExp(source)
      expect(() => new RegExp(source, 'u')).toThrow(SyntaxError)
      expect(jsonPattern(regex)).toEqual({ pattern: expected })
      agreesOnStrings(regex, compiled(regex))
    })

    it('reads `\\p{L}` without u as the regex does: the text "p{L}", not a letter', () => {
      const regex = /^p{L}$/
      expect(regex.test('p{L}')).toBe(true)
      expect(jsonPattern(regex)).toEqual({ pattern: String.raw`^p\{L\}$` })
      expect(compiled(regex).test('p{L}')).toBe(true)
      expect(compiled(regex).test('a')).toBe(false)
    })

    it('keeps backreferences to groups that exist, and refuses octal escapes', () => {
      expect(jsonPattern(/^(a)\1$/)).toEqual({ pattern: '^(a)\\1$' })
      // Annex B reads `\1` without a group, and `\01`, as octal escapes.
      // (Sources, not literals: TypeScript refuses these regex literals.)
      for (const source of [String.raw`^a\1$`, String.raw`^[\1]$`, String.raw`^\01$`]) {
        expect(jsonPattern(new RegExp(source))).toBeUndefined()
      }
    })

    it('refuses a quantified lookahead, which u forbids', () => {
      expect(jsonPattern(/^(?=a)*a$/)).toBeUndefined()
    })
  })

  describe('attacks: flags whose meaning the pattern lost', () => {
    it('anchors a sticky regex run by search() at the start', () => {
      const pattern = compiled(/\d/y, { use: 'search' })
      expect(pattern.source).toBe('^(?:\\d)')
      expect(pattern.test('a1')).toBe(false)
      expect(pattern.test('1a')).toBe(true)
    })

    it('refuses g and y on a regex run by test(), whose verdict depends on the call before', () => {
      const regex = /a/g
      expect([regex.test('a'), regex.test('a')]).toEqual([true, false])
      expect(jsonPattern(/a/g)).toBeUndefined()
      expect(jsonPattern(/a/y)).toBeUndefined()
      expect(jsonPattern(/a/g, { use: 'search' })).toEqual({ pattern: 'a' })
    })

    it('says when the regex folds case beyond ASCII letters, and refuses what would be stricter', () => {
      // "É" matches /é/i; "ſ" matches /s/iu and "K" (Kelvin) /k/iu: ASCII folding loses each.
      expect(/^é$/i.test('É')).toBe(true)
      expect(/^s$/iu.test('ſ')).toBe(true)
      const looser = { direction: 'looser', message: INEXACT_PATTERN_MESSAGES.caseFolding }
      expect(jsonPattern(/^é$/i)).toEqual({ pattern: '^é$', inexact: looser })
      expect(jsonPattern(/^s$/iu)).toEqual({ pattern: '^[sS]$', inexact: looser })
      expect(jsonPattern(/^[a-z]$/iu)).toEqual({ pattern: '^[a-zA-Z]$', inexact: looser })
      // `[^é]` under `i` refuses "É"; the pattern `[^é]` would accept it.
      expect(jsonPattern(/^[^é]$/i)).toBeUndefined()
      expect(jsonPattern(/^(?!s)[a-z]$/iu)).toBeUndefined()
      expect(jsonPattern(/^(a)\1$/i)).toBeUndefined()
    })

    it('keeps case folding that is exact: ASCII letters without u', () => {
      expect(jsonPattern(/^[a-z]+$/i)).toEqual({ pattern: '^[a-zA-Z]+$' })
      expect(jsonPattern(/^[0-9a-f]{2}$/iu)).toEqual({ pattern: '^[0-9a-fA-F]{2}$' })
    })

    it('says when a regex without u reads characters outside the BMP as two units', () => {
      expect(/^.$/.test('😀')).toBe(false)
      expect(/^.$/u.test('😀')).toBe(true)
      for (const regex of [/^.$/, /^[^a]{2}$/, /^\S$/, /^😀+$/]) {
        expect(jsonPattern(regex)?.inexact).toEqual({
          direction: 'both',
          message: INEXACT_PATTERN_MESSAGES.utf16,
        })
      }
      expect(jsonPattern(/^[a-z]+$/)?.inexact).toBeUndefined()
      expect(jsonPattern(/^.$/u)?.inexact).toBeUndefined()
    })
  })
})
