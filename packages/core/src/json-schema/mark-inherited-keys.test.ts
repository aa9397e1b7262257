import { describe, expect, it } from 'vitest'
import { inexactMarksOf } from './inexact'
import { markProtoKeys } from './mark-inherited-keys'

// JSON.parse makes `__proto__` an own key, as a converter that defines it would.
const objectWith = (property: object, required: string[]) =>
  JSON.parse(
    JSON.stringify({ type: 'object', properties: { ['__proto__']: property }, required }),
  ) as object

describe('markProtoKeys', () => {
  it('marks an optional __proto__ key stricter: {} is refused', () => {
    const node = markProtoKeys(objectWith({ type: 'string' }, []))
    expect(inexactMarksOf(node)).toEqual([
      expect.objectContaining({ keyword: 'properties', direction: 'stricter' }),
    ])
  })

  it('marks a required __proto__ key that takes objects looser: {} may pass', () => {
    for (const property of [{ type: 'object' }, {}, { type: ['object', 'null'] }]) {
      const node = markProtoKeys(objectWith(property, ['__proto__']))
      expect(inexactMarksOf(node)).toEqual([
        expect.objectContaining({ keyword: 'required', direction: 'looser' }),
      ])
    }
  })

  it('leaves a required __proto__ key that takes no object, and other keys, unmarked', () => {
    expect(inexactMarksOf(markProtoKeys(objectWith({ type: 'string' }, ['__proto__'])))).toBe(
      undefined,
    )
    const plain = { type: 'object', properties: { constructor: { type: 'string' } } }
    expect(inexactMarksOf(markProtoKeys(plain))).toBe(undefined)
  })
})
