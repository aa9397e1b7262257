import { createValidator } from '@polytool/conformance'
import { extractJsonSchema, isValidationError, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { yupAdapter } from './adapter'
import { createTool } from './index'

// Without `.strict()`, Yup casts before it checks. Each attack sends what the emitted JSON
// Schema and the tool judged apart; the two must agree, or the difference be warned at its node.

const emitted = (schema: y.Schema) =>
  extractJsonSchema(withAdapter(schema, yupAdapter), { onUnrepresentable: 'any' })
const ajv = createValidator()
const ajvAccepts = (schema: y.Schema, value: unknown) =>
  ajv.compile(emitted(schema).schema)(value) === true
const toolAccepts = async (schema: y.Schema, value: unknown) => {
  const tool = createTool({
    id: 'yup_casts',
    description: 'Reads a value',
    inputSchema: schema,
    execute: async () => ({ ok: true }),
  })
  return !isValidationError(await tool.execute(value as never))
}
const inexactOf = (schema: y.Schema) =>
  emitted(schema).inexact.map(({ keyword, path, direction }) => `${keyword} ${path} ${direction}`)

describe('a missing key Yup fills with its default', () => {
  it.each([
    ['an optional nested object', y.object({ city: y.string().required() }).optional()],
    ['a nullable nested object', y.object({ city: y.string().required() }).nullable()],
    ['a notRequired nested object', y.object({ city: y.string().required() }).notRequired()],
    ['a default its own schema refuses', y.string().min(3).default('ab')],
  ])('%s: {} fails, and the key is required', async (_, field) => {
    const schema = y.object({ a: field })
    expect(await toolAccepts(schema, {})).toBe(false)
    expect(ajvAccepts(schema, {})).toBe(false)
  })

  it.each([
    ['a required key with a default', y.string().required().default('anon')],
    ['a nested object whose fields have defaults', y.object({ b: y.string().default('x') })],
    [
      'an object with .default(undefined)',
      y.object({ b: y.string().required() }).default(undefined),
    ],
  ])('%s: {} passes, and the key is not required', async (_, field) => {
    const schema = y.object({ a: field })
    expect(await toolAccepts(schema, {})).toBe(true)
    expect(ajvAccepts(schema, {})).toBe(true)
  })

  it('is left as described in a strict object, where Yup fills nothing', async () => {
    const schema = y.object({ a: y.string().required().default('anon') }).strict()
    expect(await toolAccepts(schema, {})).toBe(false)
    expect(ajvAccepts(schema, {})).toBe(false)
    const field = y.object({ a: y.string().min(3).default('ab').strict() })
    expect(await toolAccepts(field, {})).toBe(true)
    expect(ajvAccepts(field, {})).toBe(true)
  })

  it('is read inside array items too', async () => {
    const schema = y.object({
      list: y.array(y.object({ a: y.object({ b: y.string().required() }) })),
    })
    expect(await toolAccepts(schema, { list: [{}] })).toBe(false)
    expect(ajvAccepts(schema, { list: [{}] })).toBe(false)
  })
})

describe('.noUnknown() on an object Yup casts', () => {
  const schema = y.object({ a: y.object({ b: y.string() }).noUnknown() })

  it('removes an unknown key instead of refusing it, and the schema allows it', async () => {
    expect(await toolAccepts(schema, { a: { b: 'x', extra: 1 } })).toBe(true)
    expect(ajvAccepts(schema, { a: { b: 'x', extra: 1 } })).toBe(true)
  })

  it('still refuses unknown keys where the object is not cast', async () => {
    const strict = y.object({ a: y.object({ b: y.string() }).noUnknown() }).strict()
    expect(await toolAccepts(strict, { a: { b: 'x', extra: 1 } })).toBe(false)
    expect(ajvAccepts(strict, { a: { b: 'x', extra: 1 } })).toBe(false)
  })
})

describe('a cast value checked by oneOf()', () => {
  it.each([
    ['number', y.number().oneOf([5]), '5'],
    ['boolean', y.boolean().oneOf([true]), 'true'],
    ['string', y.string().oneOf(['5']), 5],
  ])('%s: passes as the listed value, warned at enum too', async (_, field, sent) => {
    const schema = y.object({ a: field })
    expect(await toolAccepts(schema, { a: sent })).toBe(true)
    expect(ajvAccepts(schema, { a: sent })).toBe(false)
    expect(inexactOf(schema)).toEqual(
      expect.arrayContaining(['type /properties/a looser', 'enum /properties/a looser']),
    )
  })
})
