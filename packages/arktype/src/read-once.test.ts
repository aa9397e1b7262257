import { createTool, withAdapter } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeAdapter } from './adapter'
import { readOnce } from './read-once'

describe('the input ArkType validates is the one execute receives', () => {
  it('a getter on the input cannot answer execute differently from the validator (attack)', async () => {
    // Valid while it is checked; another answer once execute runs.
    let executing = false
    const input = {
      get city() {
        return executing ? 'rm -rf /' : 'Paris'
      },
      nested: { tags: ['a'] },
    }
    const received: unknown[] = []
    const tool = createTool({
      id: 'weather',
      description: 'Weather',
      inputSchema: withAdapter(
        type({ city: "'Paris' | 'Oslo'", nested: { tags: 'string[]' } }),
        arktypeAdapter,
      ),
      execute: (value) => {
        executing = true
        received.push(value, value.city)
        return 'ran'
      },
    })
    expect(await tool.execute(input as never)).toBe('ran')
    expect(received[0]).not.toBe(input)
    expect(received[1]).toBe('Paris')
  })

  it('keeps an own __proto__ key as data, a cycle as a cycle, and other objects as they are', () => {
    const date = new Date(0)
    const cyclic: Record<string, unknown> = JSON.parse('{"__proto__": {"a": 1}, "d": null}')
    cyclic.d = date
    cyclic.self = cyclic
    const copy = readOnce(cyclic) as Record<string, unknown>
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.hasOwn(copy, '__proto__')).toBe(true)
    expect(copy.self).toBe(copy)
    expect(copy.d).toBe(date)
    expect(readOnce('x')).toBe('x')
  })

  it('copies a value nested past the stack without overflowing', () => {
    let deep: unknown = {}
    for (let level = 0; level < 100_000; level++) deep = { a: [deep] }
    expect(() => readOnce(deep)).not.toThrow()
  })
})
