import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jsonPattern } from './json-pattern'

describe('jsonPattern', () => {
  it.each([
    /^[\da-f]{8}-[a-z]+$/i,
    /^ab\d+[x-zA-C_]*$/iu,
    /^\u{61}\p{L}+q$/iu,
    /^(?:[\w+-]+\.)*hello$/u,
  ])('matches what %s matches, without flags', (regex) => {
    const pattern = new RegExp(jsonPattern(regex)!, 'u')
    const text = fc.stringMatching(new RegExp(regex.source, regex.flags.replace('i', '')))
    const near = fc.string({ unit: fc.constantFrom(...'abcdefxyzABCDEFXYZ019-_.q') })
    fc.assert(
      fc.property(fc.oneof(text, near), (value) => pattern.test(value) === regex.test(value)),
    )
  })

  it('refuses flags that change what a pattern means', () => {
    expect(jsonPattern(/^a.b$/s)).toBeUndefined()
    expect(jsonPattern(/^a$/m)).toBeUndefined()
  })
})
