import { describe, expect, it } from 'vitest'
import { finalizeJsonSchema } from './finalize'
import { markUnrepresentable, UNREPRESENTABLE_KEYWORD } from './unrepresentable'

describe('finalizeJsonSchema', () => {
  it('copies into frozen JSON, leaving the original untouched', () => {
    const raw = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }
    const { schema } = finalizeJsonSchema(raw)
    expect(schema).toEqual(raw)
    expect(schema).not.toBe(raw)
    expect(Object.isFrozen(schema.required)).toBe(true)
    expect(Object.isFrozen(raw)).toBe(false)
  })

  it('reports tagged parts with escaped JSON pointers and removes the tag', () => {
    const raw = {
      type: 'object',
      properties: { 'a/b~c': markUnrepresentable({ type: 'string' }, 'refinement', 'a check') },
    }
    const { schema, parts } = finalizeJsonSchema(raw)
    expect(parts).toEqual([{ code: 'refinement', path: '/properties/a~1b~0c', message: 'a check' }])
    expect(JSON.stringify(schema)).not.toContain(UNREPRESENTABLE_KEYWORD)
    expect(schema).toEqual({ type: 'object', properties: { 'a/b~c': { type: 'string' } } })
  })

  it('opens a part whose kept schema may not contain the valid values', () => {
    const raw = {
      properties: {
        n: markUnrepresentable({ type: 'string', description: 'size' }, 'transform', 'x'),
      },
    }
    expect(finalizeJsonSchema(raw).schema).toEqual({ properties: { n: { description: 'size' } } })
  })

  it('reports values that are not JSON and drops undefined ones', () => {
    const raw = { default: Number.NaN, examples: [1n], title: undefined, enum: [() => 1] }
    const { schema, parts } = finalizeJsonSchema(raw)
    expect(schema).toEqual({ default: null, examples: [null], enum: [null] })
    expect(parts.map((part) => `${part.code} ${part.path}`)).toEqual([
      'non-json-value /default',
      'non-json-value /examples/0',
      'non-json-value /enum/0',
    ])
  })

  it('refuses a cyclic object with a TypeError', () => {
    const raw: Record<string, unknown> = { type: 'object' }
    raw.properties = { self: raw }
    expect(() => finalizeJsonSchema(raw)).toThrow(
      /deeper than 1000 levels, or a cyclic one, at \/properties\/self/,
    )
  })

  it('freezes output created for the call where it is, without the tags', () => {
    const raw = {
      type: 'object',
      properties: { a: markUnrepresentable({ type: 'string' }, 'refinement', 'x') },
    }
    const { schema, parts } = finalizeJsonSchema(raw, { inPlace: true })
    expect(schema).toBe(raw)
    expect(Object.isFrozen(raw.properties.a)).toBe(true)
    expect(raw.properties.a).toEqual({ type: 'string' })
    expect(parts).toHaveLength(1)
  })
})
