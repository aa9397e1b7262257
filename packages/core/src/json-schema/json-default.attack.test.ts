import { describe, expect, it } from 'vitest'
import { judgeDefault, MAX_DEFAULT_DEPTH, MAX_DEFAULT_VALUES } from './json-default'

/** An object holding the same object under two keys, at every level down to `depth`. */
function sharedAtEveryLevel(depth: number): object {
  let value: object = { leaf: true }
  for (let level = 0; level < depth; level++) value = { left: value, right: value }
  return value
}

/** Objects nested `depth` levels, each holding the next. */
function chain(depth: number): object {
  let value: object = {}
  for (let level = 1; level < depth; level++) value = { next: value }
  return value
}

describe('judgeDefault', () => {
  it('takes plain JSON, objects without a prototype included', () => {
    expect(judgeDefault({ tags: ['a', 1, true, null], nested: { n: -0 } })).toBe('json')
    expect(judgeDefault(Object.assign(Object.create(null), { a: 1 }))).toBe('json')
    expect(judgeDefault('text')).toBe('json')
  })

  it('tells what JSON cannot hold', () => {
    for (const value of [
      new Date(0),
      new Map(),
      1n,
      Number.NaN,
      undefined,
      () => 1,
      new Array(2),
    ]) {
      expect(judgeDefault(value)).toBe('not-json')
    }
    expect(judgeDefault({ deep: [{ when: new Date(0) }] })).toBe('not-json')
  })

  it('attack: one object shared at every level (2^60 places) is too large, at once', () => {
    expect(judgeDefault(sharedAtEveryLevel(60))).toBe('too-large')
  })

  it('attack: a cycle is too large, not an endless walk', () => {
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(judgeDefault(cycle)).toBe('too-large')
  })

  it('attack: a chain 100,000 levels deep is too large, without a stack overflow', () => {
    expect(judgeDefault(chain(100_000))).toBe('too-large')
  })

  it(`takes ${MAX_DEFAULT_VALUES} values and ${MAX_DEFAULT_DEPTH} levels, not one more`, () => {
    expect(judgeDefault(Array.from({ length: MAX_DEFAULT_VALUES - 1 }, () => 0))).toBe('json')
    expect(judgeDefault(Array.from({ length: MAX_DEFAULT_VALUES }, () => 0))).toBe('too-large')
    expect(judgeDefault(chain(MAX_DEFAULT_DEPTH))).toBe('json')
    expect(judgeDefault(chain(MAX_DEFAULT_DEPTH + 1))).toBe('too-large')
  })
})
