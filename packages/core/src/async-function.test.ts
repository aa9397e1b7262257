import { describe, expect, it } from 'vitest'
import { isAsyncFunction } from './async-function'

// Node's `vm`, reached without Node's types: core is checked without them.
const load = (name: string) => import(/* @vite-ignore */ name)
const { runInNewContext } = (await load('node:vm')) as { runInNewContext(code: string): unknown }

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

  // A schema author hides an async check from the walk by making its tag lie.
  it('is not fooled by an own Symbol.toStringTag that says Function', () => {
    const lying = async () => false
    Object.defineProperty(lying, Symbol.toStringTag, { value: 'Function' })
    expect(Object.prototype.toString.call(lying)).toBe('[object Function]')
    expect(isAsyncFunction(lying)).toBe(true)
    const generator = async function* () {}
    Object.defineProperty(generator, Symbol.toStringTag, { value: 'Function' })
    expect(isAsyncFunction(generator)).toBe(true)
    expect(isAsyncFunction(lying.bind(undefined))).toBe(true)
  })

  it('tells an async function of another realm by its tag', () => {
    const foreign = runInNewContext('(async () => true)')
    expect(Object.getPrototypeOf(foreign)).not.toBe(Object.getPrototypeOf(async () => {}))
    expect(isAsyncFunction(foreign)).toBe(true)
  })
})
