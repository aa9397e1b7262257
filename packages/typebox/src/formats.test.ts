import { extractJsonSchema, withAdapter } from '@polytool/core'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { typeboxAdapter } from './adapter'
import { standard } from './standard'

const inexactOf = (format: string) =>
  extractJsonSchema(withAdapter(standard(Type.String({ format })), typeboxAdapter), {
    io: 'input',
  }).inexact.map(({ keyword, direction }) => `${keyword} ${direction}`)

const accepts = async (format: string, value: string) => {
  const result = await standard(Type.String({ format }))['~standard'].validate(value)
  return result.issues === undefined
}

// What TypeBox's format checks refuse that `format` in JSON Schema accepts: warned of at run
// time, so a model's retry has a reason.
describe("TypeBox's formats that refuse what JSON Schema accepts", () => {
  it.each([
    ['date-time', '2024-01-01 00:00:00Z'],
    ['hostname', 'a.'],
    ['idn-email', 'a'],
  ])('%s refuses %j, and says so', async (format, value) => {
    expect(await accepts(format, value)).toBe(false)
    expect(inexactOf(format)).toEqual(['format stricter'])
  })

  it('leaves a format it checks as JSON Schema does unwarned', () => {
    expect(inexactOf('ipv4')).toEqual([])
  })
})
