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
