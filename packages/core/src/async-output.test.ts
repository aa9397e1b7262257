import { describe, expect, it } from 'vitest'
import { settleAsyncOutput } from './async-output'
import { unhandledRejectionsOf } from './unhandled-rejections.test-support'

const failing = () => Promise.reject(new Error('db=customers_private'))

describe('settleAsyncOutput', () => {
  it('returns an output without promises as is, synchronously', () => {
    const result = { value: { a: 1, b: [{ c: 'x' }] } }
    expect(settleAsyncOutput(result)).toBe(result)
  })

  it('keeps an output whose promises resolve, once they have', async () => {
    const later = Promise.resolve('later')
    const result = { value: { a: later } }
    await expect(settleAsyncOutput(result)).resolves.toBe(result)
  })

  it('fails at the path of each promise that rejects, without its text', async () => {
    const settled = await settleAsyncOutput({ value: { a: failing(), b: [1, failing()] } })
    const message = 'An asynchronous transform of this value failed'
    expect(settled.issues).toHaveLength(2)
    expect(settled.issues).toEqual(
      expect.arrayContaining([
        { message, path: ['a'] },
        { message, path: ['b', 1] },
      ]),
    )
    expect(JSON.stringify(settled)).not.toContain('customers_private')
  })

  it('handles the promises of a failed validation and returns its issues at once', async () => {
    const result = { issues: [{ message: 'b is wrong', path: ['b'] }] }
    const unhandled = await unhandledRejectionsOf(() => {
      expect(settleAsyncOutput(result, { a: failing(), b: 'no' })).toBe(result)
    })
    expect(unhandled).toEqual([])
  })

  it('finds a promise at the root, and walks a cycle once', async () => {
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    expect(settleAsyncOutput({ value: cyclic })).toEqual({ value: cyclic })
    await expect(settleAsyncOutput({ value: failing() })).resolves.toEqual({
      issues: [{ message: 'An asynchronous transform of this value failed', path: [] }],
    })
  })

  // A Valibot object piped into a class instance (`transform((o) => Object.assign(new Box(), o))`)
  // keeps its async transform's promise in the instance's field.
  it('looks inside class instances, by their own keys', async () => {
    class Box {
      constructor(readonly inner: unknown) {}
    }
    await expect(settleAsyncOutput({ value: { at: new Box(failing()) } })).resolves.toEqual({
      issues: [
        { message: 'An asynchronous transform of this value failed', path: ['at', 'inner'] },
      ],
    })
    const kept = { value: { at: new Box(1), when: new Date(0), bytes: new Uint8Array(4) } }
    expect(settleAsyncOutput(kept)).toBe(kept)
  })

  it('looks inside Maps and Sets, which a transform may build from JSON', async () => {
    await expect(
      settleAsyncOutput({ value: { at: new Map([['a', failing()]]), set: new Set([1]) } }),
    ).resolves.toEqual({
      issues: [{ message: 'An asynchronous transform of this value failed', path: ['at', 'a'] }],
    })
  })
})
