import { extractJsonSchema, withAdapter } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeAdapter } from './adapter'

const extract = (schema: type.Any) =>
  extractJsonSchema(withAdapter(schema, arktypeAdapter), {
    io: 'input',
    onUnrepresentable: 'any',
  })
const warned = (schema: type.Any) => {
  const { warnings, inexact } = extract(schema)
  return [
    ...warnings.map(({ code, path }) => `${code} ${path}`),
    ...inexact.map(({ keyword, path, direction }) => `${keyword} ${path} ${direction}`),
  ]
}

describe('ArkType keywords that refuse what their emitted JSON Schema accepts', () => {
  it('string.json.parse refuses a string that is not JSON: reported as string.json is', () => {
    const schema = type({ a: 'string.json.parse' })
    expect(schema({ a: 'x' }) instanceof type.errors).toBe(true)
    expect(warned(schema)).toEqual(['refinement /properties/a'])
    expect(warned(type({ a: 'string.json' }))).toEqual(['refinement /properties/a'])
  })

  it('a plain string morph in a type without string.json.parse is left alone', () => {
    expect(warned(type({ a: type('string').pipe((s) => s.length) }))).toEqual([])
  })

  it('string.integer.parse refuses an unsafe integer its pattern allows', () => {
    const schema = type({ a: 'string.integer.parse' })
    const unsafe = '9007199254740993'
    expect(schema({ a: unsafe }) instanceof type.errors).toBe(true)
    const { pattern } = (extract(schema).schema as { properties: { a: { pattern: string } } })
      .properties.a
    expect(new RegExp(pattern, 'u').test(unsafe)).toBe(true)
    expect(warned(schema)).toEqual(['pattern /properties/a stricter'])
  })

  it('string.ip.v6 accepts a zone id that `format: ipv6` refuses', () => {
    const schema = type({ a: 'string.ip.v6' })
    expect(schema({ a: 'fe80::1%eth0' })).toEqual({ a: 'fe80::1%eth0' })
    expect(extract(schema).schema).toMatchObject({ properties: { a: { format: 'ipv6' } } })
    expect(warned(schema)).toEqual(['format /properties/a looser'])
    expect(warned(type({ a: 'string.ip' }))).toEqual(['format /properties/a/anyOf/0 looser'])
  })
})
