import { describe, expect, it } from 'vitest'
import { jsonEqual, MAX_JSON_EQUAL_PAIRS } from './json-equal'

describe('jsonEqual', () => {
  it('compares JSON values as JSON Schema does', () => {
    expect(jsonEqual({ a: [1, { b: 2 }], c: 'x' }, { c: 'x', a: [1, { b: 2 }] })).toBe(true)
    expect(jsonEqual([1, 2], [2, 1])).toBe(false)
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(jsonEqual([], {})).toBe(false)
    expect(jsonEqual({ 0: 'a' }, ['a'])).toBe(false)
    expect(jsonEqual(null, {})).toBe(false)
    expect(jsonEqual(Number.NaN, Number.NaN)).toBe(true)
    expect(jsonEqual({ n: 0 }, { n: -0 })).toBe(true)
  })

  it('answers for values nested 100,000 deep without a stack overflow', () => {
    let left: unknown = 1
    let right: unknown = 1
    for (let depth = 0; depth < 100_000; depth++) {
      left = { next: left }
      right = { next: right }
    }
    expect(jsonEqual(left, right)).toBe(true)
  })

  it('stays linear on a value that shares one part at every level, which a tree walk doubles', () => {
    // 64 levels, each holding the level below twice: 2^64 paths, 64 objects.
    const build = () => {
      let node: unknown = { leaf: true }
      for (let level = 0; level < 64; level++) node = { a: node, b: node }
      return node
    }
    expect(jsonEqual(build(), build())).toBe(true)
  })

  it('ends on cycles', () => {
    const left: Record<string, unknown> = { name: 'x' }
    left.self = left
    const right: Record<string, unknown> = { name: 'x' }
    right.self = right
    expect(jsonEqual(left, right)).toBe(true)
    const other: Record<string, unknown> = { name: 'y' }
    other.self = other
    expect(jsonEqual(left, other)).toBe(false)
  })

  // A million pairs take seconds on a loaded machine: the bound is what is tested, not the time.
  it('counts values past its bound of pairs as different', { timeout: 60_000 }, () => {
    const shared = {}
    const left = new Array(MAX_JSON_EQUAL_PAIRS + 1).fill(shared)
    const right = Array.from({ length: MAX_JSON_EQUAL_PAIRS + 1 }, () => ({}))
    expect(jsonEqual(left, right)).toBe(false)
    expect(jsonEqual(left.slice(0, 1_000), right.slice(0, 1_000))).toBe(true)
  })
})
