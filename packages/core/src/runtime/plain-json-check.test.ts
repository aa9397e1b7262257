import { describe, expect, it } from 'vitest'
import { isPlainJsonWithin } from './plain-json-check'
import { type PlainJsonLimits, readPlainJson } from './snapshot-json'

const accepts = (value: unknown, limits: PlainJsonLimits) => {
  try {
    readPlainJson(value, limits)
    return true
  } catch {
    return false
  }
}

const nested = (levels: number): unknown => {
  let value: unknown = []
  for (let level = 1; level < levels; level++) value = [value]
  return value
}

const cyclic: Record<string, unknown> = { a: 1 }
cyclic.self = cyclic
const shared = { x: 'shared' }
const withGetter = Object.defineProperty({}, 'secret', { get: () => 'read', enumerable: true })
const arrayWithGetter = Object.defineProperty([1, 2], 1, { get: () => 2 })
const holed = [1, 2, 3]
delete holed[1]
const nullPrototype = Object.assign(Object.create(null), { a: 1 })

describe('isPlainJsonWithin', () => {
  // Each case against the copy it stands in for: both must agree, at and around the limits.
  const cases: Array<[string, unknown]> = [
    ['a job', { jobId: 'job_x', input: { n: 1, s: 'é"\\\n' }, requestContext: {}, attempt: 1 }],
    ['primitives', [null, true, false, 0, -0, 1.5e300, 'text', '']],
    ['undefined members (left out)', { a: undefined, b: 1 }],
    ['undefined at the root', undefined],
    ['undefined in an array', [1, undefined]],
    ['a hole', holed],
    ['NaN', { n: Number.NaN }],
    ['Infinity', [Number.POSITIVE_INFINITY]],
    ['a function', { f: () => 1 }],
    ['a bigint', { n: 1n }],
    ['a symbol', [Symbol('s')]],
    ['a Date', { at: new Date(0) }],
    ['a Map', new Map()],
    ['a null-prototype object', nullPrototype],
    ['a getter', withGetter],
    ['an array getter', arrayWithGetter],
    ['a cycle', cyclic],
    ['shared branches', [shared, shared, { inner: shared }]],
    ['escapes', { 'k"\u0001': '\u0000\ud800' }],
    ['__proto__ as a key', JSON.parse('{"__proto__":{"a":1}}')],
  ]
  for (const [name, value] of cases) {
    it(`agrees with readPlainJson on ${name}`, () => {
      const limits = { maxDepth: 10, maxSize: 1000 }
      expect(isPlainJsonWithin(value, limits)).toBe(accepts(value, limits))
    })
  }

  it('agrees with readPlainJson at every depth around the limit', () => {
    for (let levels = 1; levels <= 8; levels++) {
      for (const maxDepth of [levels - 1, levels, levels + 1]) {
        const limits = { maxDepth, maxSize: 1000 }
        const value = { wrapped: nested(levels) }
        expect(isPlainJsonWithin(value, limits)).toBe(accepts(value, limits))
      }
    }
  })

  it('agrees with readPlainJson at every size around the limit', () => {
    const values = [
      { a: 'x'.repeat(20), b: [1, 2, 3], c: { d: null, e: true } },
      ['\n\n\n', '"', { 'k\\': 'v' }],
      { many: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, undefined])) },
    ]
    for (const value of values) {
      const exact = readPlainJson(value, { maxDepth: 10, maxSize: 1e6 }).canonical.length
      for (let maxSize = Math.max(0, exact - 70); maxSize <= exact + 3; maxSize++) {
        const limits = { maxDepth: 10, maxSize }
        expect(isPlainJsonWithin(value, limits)).toBe(accepts(value, limits))
      }
    }
  })

  it('agrees with readPlainJson at every size, for values whose JSON is the longest per count', () => {
    // Numbers of the longest text (`-0.0000033333333333333333`, 25 characters), and control
    // characters escaped six characters each.
    const values = [[-1 / 3e5, -1 / 3e5], { '\u0001\u001f': '\u0002'.repeat(5), n: [-1 / 7e6] }]
    for (const value of values) {
      const exact = readPlainJson(value, { maxDepth: 10, maxSize: 1e6 }).canonical.length
      for (let maxSize = 0; maxSize <= exact * 30; maxSize++) {
        const limits = { maxDepth: 10, maxSize }
        expect(isPlainJsonWithin(value, limits)).toBe(accepts(value, limits))
      }
    }
  })

  it('refuses a string longer than the limit without quoting it', () => {
    expect(isPlainJsonWithin({ s: 'y'.repeat(2_000) }, { maxDepth: 5, maxSize: 1_000 })).toBe(false)
  })

  it('refuses 1,000 levels, and a cycle, within the depth limit', () => {
    expect(isPlainJsonWithin(nested(1000), { maxDepth: 264, maxSize: 16_000_000 })).toBe(false)
    expect(isPlainJsonWithin(cyclic, { maxDepth: 264, maxSize: 16_000_000 })).toBe(false)
  })

  it('never calls a getter', () => {
    let called = false
    const trap = Object.defineProperty({}, 'x', {
      enumerable: true,
      get: () => {
        called = true
        return 1
      },
    })
    expect(isPlainJsonWithin({ trap }, { maxDepth: 5, maxSize: 1000 })).toBe(false)
    expect(called).toBe(false)
  })
})
