import { describe, expect, it } from 'vitest'
import { toBase64Url } from './base64url'

// Base64url as the platform's `btoa` writes base64, its two characters and padding replaced.
function reference(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

describe('toBase64Url', () => {
  it('writes what btoa writes, in the base64url alphabet without padding, for every length from 0 to 70 and every byte', () => {
    for (let length = 0; length <= 70; length++) {
      const bytes = new Uint8Array(length)
      for (let index = 0; index < length; index++) bytes[index] = (index * 97 + length * 31) % 256
      expect(toBase64Url(bytes)).toBe(reference(bytes))
    }
    const every = Uint8Array.from({ length: 256 }, (_, index) => index)
    expect(toBase64Url(every)).toBe(reference(every))
  })

  it('writes 32 random bytes as 43 base64url characters', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(32))
    const text = toBase64Url(bytes)
    expect(text).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(text).toBe(reference(bytes))
  })
})
