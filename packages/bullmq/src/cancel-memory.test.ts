import { afterEach, describe, expect, it, vi } from 'vitest'
import { CancelMemory } from './cancel-memory'

describe('CancelMemory', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('remembers a cancel with its reason, and nothing it was not told', () => {
    const memory = new CancelMemory()
    memory.remember('job_a', 'user left')
    expect(memory.reasonFor('job_a')).toBe('user left')
    expect(memory.reasonFor('job_b')).toBeUndefined()
  })

  // A flood of cancels (any database session can send one on PostgreSQL) costs a bounded map.
  it('forgets the oldest cancel beyond its size', () => {
    const memory = new CancelMemory(3, 60_000)
    for (const id of ['a', 'b', 'c', 'd']) memory.remember(id, id)
    expect(['a', 'b', 'c', 'd'].map((id) => memory.reasonFor(id))).toEqual([
      undefined,
      'b',
      'c',
      'd',
    ])
  })

  it('forgets a cancel once it is older than its time', () => {
    vi.useFakeTimers({ now: 0 })
    const memory = new CancelMemory(10, 1000)
    memory.remember('a', 'left')
    vi.setSystemTime(1000)
    expect(memory.reasonFor('a')).toBe('left')
    vi.setSystemTime(1001)
    expect(memory.reasonFor('a')).toBeUndefined()
  })
})
