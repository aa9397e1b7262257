import { createTool, RequestContext, readOnce, withAdapter } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeAdapter } from './adapter'

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

  it("validates a copy of the input, and the tool's own output as it is", async () => {
    const input = { city: 'Paris' }
    const output = { temp: 21 }
    let received: unknown
    const tool = createTool({
      id: 'weather',
      description: 'Weather',
      inputSchema: withAdapter(type({ city: 'string' }), arktypeAdapter),
      outputSchema: withAdapter(type({ temp: 'number' }), arktypeAdapter),
      execute: (value) => {
        received = value
        return output
      },
    })
    for (const context of [undefined, { requestContext: new RequestContext() }]) {
      expect(await tool.execute(input, context)).toBe(output)
      expect(received).not.toBe(input)
      expect(received).toEqual(input)
    }
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

  it('keeps own __proto__ keys of a small input as data, at every level', () => {
    const copy = readOnce(JSON.parse('{"__proto__":{"a":1},"b":[{"__proto__":{"c":2}}]}')) as {
      b: object[]
    }
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ a: 1 })
    const [item] = copy.b
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(item, '__proto__')?.value).toEqual({ c: 2 })
  })

  it('copies a small input without a map, an object held twice at each place', () => {
    const shared = { tags: ['a'] }
    const copy = readOnce({ first: shared, second: shared, list: [shared] }) as Record<
      string,
      unknown
    >
    expect(copy).toEqual({ first: shared, second: shared, list: [shared] })
    expect(copy.first).not.toBe(shared)
    expect(copy.first).not.toBe(copy.second)
  })

  it('a getter read again after the quick copy gave up never answers execute apart from the validator (attack)', async () => {
    for (const answers of [
      ['Paris', 'rm -rf /'],
      ['rm -rf /', 'Paris'],
    ]) {
      let reads = 0
      // Deeper than the quick copy goes: the copy starts again, and reads the getter again.
      let deep: unknown = {}
      for (let level = 0; level < 20; level++) deep = { a: deep }
      const input = {
        get city() {
          return answers[reads++ % 2]
        },
        deep,
      }
      const received: unknown[] = []
      const tool = createTool({
        id: 'deep',
        description: 'Deep',
        inputSchema: withAdapter(
          type({ city: "'Paris' | 'Oslo'", deep: 'object' }),
          arktypeAdapter,
        ),
        execute: (value) => {
          received.push(value.city)
          return 'ran'
        },
      })
      const result = await tool.execute(input as never)
      // The copy that is validated is the second read; a failure's message reads once more.
      expect(reads).toBeGreaterThanOrEqual(2)
      expect(result === 'ran').toBe(answers[1] === 'Paris')
      expect(received).toEqual(result === 'ran' ? ['Paris'] : [])
    }
  })
})
