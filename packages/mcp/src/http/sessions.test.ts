import { describe, expect, it } from 'vitest'
import { newSessionId, SessionTable } from './sessions'

function session() {
  const state = { closed: false }
  return {
    state,
    close: async () => {
      state.closed = true
    },
  }
}

describe('SessionTable', () => {
  it('ends sessions idle for longer than idleMs, and keeps used ones', () => {
    let now = 0
    const table = new SessionTable<ReturnType<typeof session>>(10, 1000, () => now)
    const [a, b] = [session(), session()]
    for (const [id, entry] of [
      ['a', a],
      ['b', b],
    ] as const) {
      expect(table.reserve('alice')).toBe('ok')
      table.settle(id, entry, 'alice')
    }
    now = 900
    expect(table.use('a', 'alice')).toBe(a)
    now = 1500
    expect(table.use('b', 'alice')).toBeUndefined()
    expect(b.state.closed).toBe(true)
    expect(table.use('a', 'alice')).toBe(a)
    expect(table.size).toBe(1)
  })

  it('refuses a reservation when full, counting sessions still being opened', () => {
    const table = new SessionTable(2, 1000, () => 0)
    expect(table.reserve(undefined)).toBe('ok')
    expect(table.reserve(undefined)).toBe('ok')
    expect(table.reserve(undefined)).toBe('full')
    table.settle(undefined, undefined, undefined)
    expect(table.reserve(undefined)).toBe('ok')
  })

  it('caps the sessions of one subject, and frees the count when one ends', () => {
    const table = new SessionTable(10, 1000, () => 0, 2)
    for (const id of ['a', 'b']) {
      expect(table.reserve('mallory')).toBe('ok')
      table.settle(id, session(), 'mallory')
    }
    expect(table.reserve('mallory')).toBe('subject-full')
    expect(table.reserve('alice')).toBe('ok')
    table.forget('a')
    expect(table.reserve('mallory')).toBe('ok')
  })

  it('gives a session only to the subject that opened it', () => {
    const table = new SessionTable(2, 1000, () => 0)
    table.reserve('alice')
    table.settle('s', session(), 'alice')
    expect(table.use('s', 'bob')).toBeUndefined()
    expect(table.use('s', undefined)).toBeUndefined()
    expect(table.use('s', 'alice')).toBeDefined()
  })
})

describe('newSessionId', () => {
  it('is 256 bits of base64url, different every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newSessionId))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
