// A default its own schema refuses (`Type.String({ minLength: 3, default: 'ab' })`): the input
// JSON Schema is right about what the model may send, and TypeBox accepts a missing key, but
// then hands `execute` the refused default. Nothing warned on the input side.
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { standard } from './standard'
import { inexactOf } from './test-fixtures/input-side'

describe('attack: a refused default handed on to execute', () => {
  it('is warned on the input side, where the key is filled', async () => {
    const type = Type.Object({
      q: Type.String(),
      sort: Type.Optional(Type.String({ minLength: 3, default: 'ab' })),
    })
    const result = await standard(type)['~standard'].validate({ q: 'x' })
    expect(result).toEqual({ value: { q: 'x', sort: 'ab' } })
    expect(inexactOf(type)).toEqual(['properties  looser'])
  })

  it('is warned behind a Type.Ref and for a default function, and not for a valid default', () => {
    const Sort = Type.String({ minLength: 3, default: 'ab', $id: 'Sort' })
    const behindRef = Type.Cyclic(
      { Sort, Root: Type.Object({ s: Type.Optional(Type.Ref('Sort')) }) },
      'Root',
    )
    expect(inexactOf(behindRef)).toContain('properties /$defs/Root looser')
    const fromFunction = Type.Object({ n: Type.Optional(Type.Number({ default: () => 1 })) })
    expect(inexactOf(fromFunction)).toEqual(['properties  looser'])
    const valid = Type.Object({ s: Type.Optional(Type.String({ minLength: 1, default: 'abc' })) })
    expect(inexactOf(valid)).toEqual([])
  })
})
