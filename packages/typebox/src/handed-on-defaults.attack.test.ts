// A default its own schema refuses (`Type.String({ minLength: 3, default: 'ab' })`): the input
// JSON Schema is right about what the model may send, and TypeBox accepts a missing key, but
// then hands `execute` the refused default. The value is checked again once the defaults are
// in: the call without the key fails at the key, and the input side says so.
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { standard } from './standard'
import { inexactOf } from './test-fixtures/input-side'

describe('attack: a refused default handed on to execute', () => {
  it('never reaches execute, and is warned on the input side, where the key is filled', async () => {
    const type = Type.Object({
      q: Type.String(),
      sort: Type.Optional(Type.String({ minLength: 3, default: 'ab' })),
    })
    const result = await standard(type)['~standard'].validate({ q: 'x' })
    expect(result).toEqual({
      issues: [
        {
          path: ['sort'],
          message:
            'the default filled in for a key left out is refused by the schema: must not have fewer than 3 characters',
        },
      ],
    })
    expect(inexactOf(type)).toEqual(['properties  stricter'])
  })

  it('is warned behind a Type.Ref and for a default function, and not for a valid default', () => {
    const Sort = Type.String({ minLength: 3, default: 'ab', $id: 'Sort' })
    const behindRef = Type.Cyclic(
      { Sort, Root: Type.Object({ s: Type.Optional(Type.Ref('Sort')) }) },
      'Root',
    )
    expect(inexactOf(behindRef)).toContain('properties /$defs/Root stricter')
    const fromFunction = Type.Object({ n: Type.Optional(Type.Number({ default: () => 1 })) })
    expect(inexactOf(fromFunction)).toEqual(['properties  stricter'])
    const valid = Type.Object({ s: Type.Optional(Type.String({ minLength: 1, default: 'abc' })) })
    expect(inexactOf(valid)).toEqual([])
  })
})
