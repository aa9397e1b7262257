import { describe, expect, it } from 'vitest'
import { safeStringify } from './safe-stringify'

describe('safeStringify', () => {
  it('prints cycles, bigints, functions and throwing getters without throwing', () => {
    const value: Record<string, unknown> = { n: 10n, f: () => 1 }
    value.self = value
    Object.defineProperty(value, 'bad', {
      enumerable: true,
      get() {
        throw new Error('no')
      },
    })
    expect(safeStringify(value)).toBe(
      '{"n":"10n","f":"[function]","self":"[circular]","bad":"[unreadable]"}',
    )
  })

  it('hides values under secret-looking keys at any depth', () => {
    const text = safeStringify({
      user: { name: 'Ann', password: 'hunter2', apiKey: 'sk-1' },
      token: 't',
    })
    expect(text).toBe(
      '{"user":{"name":"Ann","password":"[redacted]","apiKey":"[redacted]"},"token":"[redacted]"}',
    )
  })

  it('truncates long output and very deep or wide values', () => {
    expect(safeStringify('x'.repeat(1000), { maxLength: 20 })).toHaveLength(20)
    expect(safeStringify('x'.repeat(1000), { maxLength: 20 }).endsWith('…')).toBe(true)
    let deep: unknown = 1
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(safeStringify(deep)).toContain('[array]')
    expect(
      safeStringify(
        Array.from({ length: 60 }, (_, i) => i),
        { maxLength: 1000 },
      ),
    ).toContain('… 10 more')
  })

  it('keeps a __proto__ key as data', () => {
    expect(safeStringify(JSON.parse('{"__proto__":{"a":1}}'))).toBe('{"__proto__":{"a":1}}')
  })
})
