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
})
