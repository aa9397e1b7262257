import { extractJsonSchema, withAdapter } from '@polytool/core'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { typeboxAdapter } from './adapter'
import { standard } from './standard'

const extract = (type: Parameters<typeof standard>[0]) =>
  extractJsonSchema(withAdapter(standard(type), typeboxAdapter), {
    io: 'input',
    onUnrepresentable: 'any',
  })
const inexactOf = (type: Parameters<typeof standard>[0]) =>
  extract(type).inexact.map(({ keyword, path, direction }) => `${keyword} ${path} ${direction}`)
const accepts = async (type: Parameters<typeof standard>[0], value: unknown) => {
  try {
    return (await standard(type)['~standard'].validate(value)).issues === undefined
  } catch {
    return false
  }
}

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
