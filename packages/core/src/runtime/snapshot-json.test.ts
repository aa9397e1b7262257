import { describe, expect, it } from 'vitest'
import { PlainJsonError, readPlainJson } from './snapshot-json'

const LIMITS = { maxDepth: 10, maxSize: 1000 }

describe('readPlainJson', () => {
  it('gives canonical JSON with sorted keys, and a copy that keeps the original order', () => {
    const source = { b: [1, 'two', null, { z: true, a: -0 }], a: { d: undefined, c: 1.5 } }
    const { value, canonical } = readPlainJson(source, LIMITS)
    expect(canonical).toBe('{"a":{"c":1.5},"b":[1,"two",null,{"a":0,"z":true}]}')
    expect(value).toEqual({ b: [1, 'two', null, { z: true, a: -0 }], a: { c: 1.5 } })
    expect(value).not.toBe(source)
    expect(Object.keys(value as object)).toEqual(['b', 'a'])
  })

  it('sorts keys by UTF-16 code units, as JSON canonicalization does', () => {
    const { canonical } = readPlainJson({ é: 1, Z: 2, a: 3, '😀': 4, '\u20ac': 5 }, LIMITS)
    expect(canonical).toBe('{"Z":2,"a":3,"é":1,"€":5,"😀":4}')
  })

  it('names where the data stops being plain JSON', () => {
    const read = (value: unknown) => {
      try {
        readPlainJson(value, LIMITS)
      } catch (error) {
        return error instanceof PlainJsonError ? [error.pointer, error.expected] : error
      }
      return 'no error'
    }
    expect(read({ a: [1, Number.NaN] })).toEqual(['/a/1', 'a finite number'])
    expect(read({ 'x/y': { f: () => 1 } })).toEqual(['/x~1y/f', 'a JSON value'])
    const holey: unknown[] = new Array(3)
    holey[0] = 1
    expect(read(holey)).toEqual(['/1', 'an array without holes'])
    expect(read([1, undefined])).toEqual(['/1', 'a JSON value'])
    expect(read({ m: new Map() })).toEqual(['/m', 'a plain object'])
    expect(read({ s: 'x'.repeat(2000) })).toEqual(['/s', 'at most 1000 characters of JSON'])
  })
})
