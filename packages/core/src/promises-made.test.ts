import { describe, expect, it } from 'vitest'
import { handlingPromisesMadeBy, promisesMadeBy } from './promises-made'
import { unhandledRejectionsOf } from './unhandled-rejections.test-support'

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

describe('handlingPromisesMadeBy', () => {
  it('handles the promises made before a throw, and lets the throw through (attacks a dropped rejection)', async () => {
    const unhandled = await unhandledRejectionsOf(async () => {
      expect(() =>
        handlingPromisesMadeBy(() => {
          void Promise.reject(new Error('made, then dropped'))
          throw new Error('work failed')
        }),
      ).toThrow('work failed')
    })
    expect(unhandled).toEqual([])
  })

  it('handles the promises made by work that answers, and answers what it returned', async () => {
    const unhandled = await unhandledRejectionsOf(async () => {
      const { result, made } = handlingPromisesMadeBy(() => {
        void Promise.reject(new Error('dropped'))
        return 'done'
      })
      expect(result).toBe('done')
      expect(made).toHaveLength(1)
    })
    expect(unhandled).toEqual([])
  })
})
