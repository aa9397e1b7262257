import { describe, expect, it } from 'vitest'
import { LruMap } from './lru'

describe('LruMap', () => {
  it('keeps at most its capacity, forgetting the least recently used first', () => {
    const map = new LruMap<string, number>(2)
    map.set('a', 1)
    map.set('b', 2)
    expect(map.get('a')).toBe(1)
    map.set('c', 3)
    expect(map.size).toBe(2)
    expect(map.get('b')).toBeUndefined()
    expect(map.get('a')).toBe(1)
    expect(map.get('c')).toBe(3)
  })

  it('replacing a key keeps one entry for it', () => {
    const map = new LruMap<string, number>(2)
    map.set('a', 1)
    map.set('a', 2)
    expect(map.size).toBe(1)
    expect(map.get('a')).toBe(2)
  })

  it('keeps a second key beside the first, and the first stays the older one', () => {
    const map = new LruMap<string, number>(2)
    expect(map.size).toBe(0)
    expect(map.has('a')).toBe(false)
    map.set('a', 1)
    expect(map.has('a')).toBe(true)
    expect(map.get('b')).toBeUndefined()
    map.set('b', 2)
    map.set('c', 3)
    expect(map.get('a')).toBeUndefined()
    expect([map.get('b'), map.get('c'), map.size]).toEqual([2, 3, 2])
  })

  it('with a capacity of one, a new key replaces the old one', () => {
    const map = new LruMap<string, number>(1)
    map.set('a', 1)
    map.set('b', 2)
    expect([map.get('a'), map.get('b'), map.size]).toEqual([undefined, 2, 1])
  })
})
