import { describe, expect, it } from 'vitest'
import { isAsyncFunction } from './async-function'

describe('isAsyncFunction', () => {
  it('tells async functions and async generators from the rest', () => {
    expect(isAsyncFunction(async () => true)).toBe(true)
    expect(isAsyncFunction(async function* () {})).toBe(true)
    expect(isAsyncFunction(() => Promise.resolve(true))).toBe(false)
    expect(isAsyncFunction(function* () {})).toBe(false)
    expect(isAsyncFunction('async')).toBe(false)
  })

  it('takes a faked tag as async (refused, never let through), and survives one that throws', () => {
    const faked = Object.assign(() => true, { [Symbol.toStringTag]: 'AsyncFunction' })
    expect(isAsyncFunction(faked)).toBe(true)
    const hostile = new Proxy(() => true, {
      get(target, key) {
        if (key === Symbol.toStringTag) throw new Error('trap')
        return Reflect.get(target, key)
      },
    })
    expect(isAsyncFunction(hostile)).toBe(false)
  })
})
