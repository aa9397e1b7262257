import { describe, expect, it } from 'vitest'
import { bareCopy } from './bare-copy'

describe('bareCopy', () => {
  it('copies plain objects without a prototype, until restored', () => {
    const source = JSON.parse('{"a":{"b":[{"c":1}]},"__proto__":{"d":2}}')
    const { value, restore } = bareCopy(source)
    const copy = value as { a: { b: object[] } }
    expect('constructor' in copy).toBe(false)
    expect('toString' in (copy.a.b[0] as object)).toBe(false)
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ d: 2 })
    restore()
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.getPrototypeOf(copy.a.b[0])).toBe(Object.prototype)
    expect(copy).toEqual(source)
    expect(copy).not.toBe(source)
  })

  it('keeps a cycle, other objects as they are, and a source without a prototype bare', () => {
    const date = new Date(0)
    const cyclic: Record<string, unknown> = { date, none: Object.create(null) }
    cyclic.self = cyclic
    const { value, restore } = bareCopy(cyclic)
    restore()
    const copy = value as Record<string, unknown>
    expect(copy.self).toBe(copy)
    expect(copy.date).toBe(date)
    expect(Object.getPrototypeOf(copy.none)).toBe(null)
    expect(bareCopy('x').value).toBe('x')
  })

  it('copies a value nested past the stack without overflowing', () => {
    let deep: unknown = {}
    for (let level = 0; level < 100_000; level++) deep = { a: [deep] }
    expect(() => bareCopy(deep)).not.toThrow()
  })
})
