import { describe, expect, it } from 'vitest'
import { ConverterOutputError } from './converter-output'
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

  it('refuses a cyclic object, naming where it gave up', () => {
    const raw: Record<string, unknown> = { type: 'object' }
    raw.properties = { self: raw }
    let thrown: unknown
    try {
      finalizeJsonSchema(raw)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ConverterOutputError)
    expect((thrown as ConverterOutputError).message).toBe(
      'returned a JSON Schema deeper than 1000 levels, or a cyclic one',
    )
    expect((thrown as ConverterOutputError).path).toMatch(/^(\/properties\/self)+$/)
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

  it.each([
    ['with tags', true],
    ['without tags (the quick walk)', false],
  ])('freezes fresh schema nodes in place but copies the data under them, %s', (_, tagged) => {
    const userDefault = { unit: 'celsius', history: [1, 2] }
    const userOptions = ['a', 'b']
    const userMeta = { source: { team: 'weather' } }
    const city = { type: 'string', examples: userOptions }
    const raw = {
      type: 'object',
      properties: {
        city: tagged ? markUnrepresentable(city, 'constraint', 'x') : city,
        unit: { type: 'object', default: userDefault },
        kind: { enum: userOptions },
      },
      anyOf: [{ required: ['city'] }, true],
      'x-meta': userMeta,
    }
    const { schema } = finalizeJsonSchema(raw, { inPlace: true, untagged: !tagged })
    expect(schema).toBe(raw)
    expect(schema).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string', examples: ['a', 'b'] },
        unit: { type: 'object', default: { unit: 'celsius', history: [1, 2] } },
        kind: { enum: ['a', 'b'] },
      },
      anyOf: [{ required: ['city'] }, true],
      'x-meta': { source: { team: 'weather' } },
    })
    for (const node of [raw, raw.properties, raw.properties.city, raw.anyOf, raw.anyOf[0]]) {
      expect(Object.isFrozen(node)).toBe(true)
    }
    const unit = schema.properties as { unit: { default: typeof userDefault } }
    expect(Object.isFrozen(unit.unit.default.history)).toBe(true)
    for (const data of [userDefault, userDefault.history, userOptions, userMeta, userMeta.source]) {
      expect(Object.isFrozen(data)).toBe(false)
    }
  })

  it('reports class instances in data as not JSON, in place or not', () => {
    for (const inPlace of [true, false]) {
      const raw = { type: 'string', default: new Date(0), examples: [new Map()] }
      const { schema, parts } = finalizeJsonSchema(raw, { inPlace, untagged: true })
      expect(schema).toEqual({ type: 'string', default: null, examples: [null] })
      expect(parts.map((part) => `${part.path} ${part.message}`)).toEqual([
        '/default the converter emitted an instance of Date, which is not JSON; it was replaced by null',
        '/examples/0 the converter emitted an instance of Map, which is not JSON; it was replaced by null',
      ])
    }
  })

  it('gives the same schema from the quick walk and the full walk', () => {
    const build = () => ({
      $defs: { node: { type: 'object', properties: { next: { $ref: '#/$defs/node' } } } },
      type: 'array',
      prefixItems: [{ const: 1 }, { enum: [1, 'a', null] }],
      items: false,
      minItems: 2,
    })
    const quick = finalizeJsonSchema(build(), { inPlace: true, untagged: true })
    const full = finalizeJsonSchema(build(), { inPlace: true })
    const copied = finalizeJsonSchema(build())
    expect(quick.schema).toEqual(full.schema)
    expect(copied.schema).toEqual(full.schema)
    expect(quick.parts).toEqual([])
  })

  it('keeps a key named __proto__ as a key, in place or copied', () => {
    for (const inPlace of [true, false]) {
      const raw = JSON.parse(
        '{"type":"object","properties":{"__proto__":{"type":"string"}},"default":{"__proto__":{"a":1}}}',
      )
      const { schema } = finalizeJsonSchema(raw, { inPlace, untagged: true })
      expect(JSON.stringify(schema)).toBe(JSON.stringify(raw))
      expect(Object.getPrototypeOf(schema.default)).toBe(Object.prototype)
    }
  })
})
