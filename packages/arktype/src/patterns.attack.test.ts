import { extractJsonSchema, withAdapter } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeAdapter } from './adapter'

const extract = (schema: type.Any) =>
  extractJsonSchema(withAdapter(schema, arktypeAdapter), { onUnrepresentable: 'any' })

describe('regexes of one source with different flags (attack)', () => {
  it('is never rewritten with the flags of the other regex', () => {
    for (const schema of [type({ a: /^ab$/i, b: /^ab$/ }), type({ a: /^ab$/, b: /^ab$/i })]) {
      const { schema: json, warnings } = extract(schema)
      const properties = (
        json as { properties: { a: { pattern?: string }; b: { pattern?: string } } }
      ).properties
      expect(properties.a.pattern).toBeUndefined()
      expect(properties.b.pattern).toBeUndefined()
      expect(warnings.map(({ code, path }) => `${code} ${path}`)).toEqual([
        'constraint /properties/a',
        'constraint /properties/b',
      ])
    }
  })

  it('one source with one set of flags is still rewritten exactly', () => {
    const { schema, warnings } = extract(type({ a: /^ab$/i, b: /^ab$/i }))
    expect(schema).toMatchObject({ properties: { b: { pattern: '^[aA][bB]$' } } })
    expect(warnings).toEqual([])
  })

  it('a record key pattern shared with another flag set is dropped and reported', () => {
    const { schema, warnings } = extract(
      type({ a: /^k/ }).and(type.Record(type(/^k/i), 'number') as never) as never,
    )
    expect(JSON.stringify(schema)).not.toContain('^k')
    expect(warnings.map(({ code }) => code)).toContain('constraint')
  })
})
