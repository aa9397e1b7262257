import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { accepts, inexactOf } from './test-fixtures/input-side'

describe('a codec whose Decode throws (attack)', () => {
  it('is warned of on the input side, stricter', async () => {
    const codec = Type.Codec(Type.String())
      .Decode((s: string) => {
        if (s === 'x') throw new Error('no')
        return s
      })
      .Encode((s: string) => s)
    const type = Type.Object({ v: codec })
    expect(await accepts(type, { v: 'x' })).toBe(false)
    expect(inexactOf(type)).toEqual(['type /properties/v stricter'])
  })
})
