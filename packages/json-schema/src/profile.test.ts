import { describe, expect, it } from 'vitest'
import { resolveProfile } from './profile'

describe('resolveProfile', () => {
  it('gives the profile resolved earlier for options of the same values', () => {
    const first = resolveProfile('openai', { strict: true, wrapKey: 'w' })
    expect(resolveProfile('openai', { wrapKey: 'w', strict: true })).toBe(first)
    expect(resolveProfile('anthropic', { strict: true, wrapKey: 'w' })).not.toBe(first)
    expect(resolveProfile('openai', { strict: false, wrapKey: 'w' }).rules.restricted).toBe(false)
    expect(resolveProfile('openai', { strict: true, wrapKey: 'v' }).wrapKey).toBe('v')
  })

  it('resolves options with limits every time, as the limits object may have changed', () => {
    const limits = { maxDepth: 10 }
    expect(resolveProfile('openai', { limits }).limits.maxDepth).toBe(10)
    limits.maxDepth = 20
    expect(resolveProfile('openai', { limits }).limits.maxDepth).toBe(20)
  })

  it('reads each option once, so a getter cannot make it keep another value than it checked', () => {
    let reads = 0
    const options = {
      get recursionDepth() {
        reads++
        return reads === 1 ? 5 : 99
      },
    }
    expect(resolveProfile('gemini', options).recursionDepth).toBe(5)
    expect(reads).toBe(1)
    expect(() => resolveProfile('gemini', { recursionDepth: 99 })).toThrow(/recursionDepth/)
  })

  it('still refuses bad options each time', () => {
    expect(() => resolveProfile('openai', { strict: 'yes' })).toThrow(/strict must be a boolean/)
    expect(() => resolveProfile('openai', { strict: 'yes' })).toThrow(/strict must be a boolean/)
    expect(() => resolveProfile('nope', {})).toThrow(/expected a target/)
  })
})
