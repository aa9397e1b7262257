import { scope, type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeReadsInheritedKeys } from './reads-inherited-keys'

describe('arktypeReadsInheritedKeys: where ArkType could read a key from Object.prototype', () => {
  it.each([
    ['a required key', type({ a: { constructor: 'unknown' } })],
    ['an optional key', type({ 'toString?': 'string' })],
    ['a cyclic alias', scope({ a: { x: 'string', 'next?': 'a' } }).export().a],
    ['a morph', type('string').pipe((text) => ({ text }))],
  ])('finds %s', (_, schema) => {
    expect(arktypeReadsInheritedKeys(schema)).toBe(true)
  })

  it('finds none in a type without one, which core then does not walk', () => {
    expect(arktypeReadsInheritedKeys(type({ city: 'string', 'days?': 'number' }))).toBe(false)
  })
})
