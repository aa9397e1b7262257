import { describe, expect, it } from 'vitest'
import { promisesMadeBy } from './promises-made'

describe('promisesMadeBy', () => {
  it('lists the promises made while the work ran synchronously, and only those', () => {
    const before = Promise.resolve(1)
    let inside: Promise<unknown> | undefined
    const { result, made } = promisesMadeBy(() => {
      inside = (async () => 2)()
      return before
    })
    expect(result).toBe(before)
    expect(made).toEqual([inside])
    expect(made?.[0]).toBe(inside)
  })

  it('lets a throw through, and watches nested work on its own', () => {
    let inner: readonly Promise<unknown>[] | undefined
    expect(() =>
      promisesMadeBy(() => {
        inner = promisesMadeBy(() => Promise.resolve()).made
        throw new Error('work failed')
      }),
    ).toThrow('work failed')
    expect(inner).toHaveLength(1)
    expect(promisesMadeBy(() => 0).made).toEqual([])
  })
})
