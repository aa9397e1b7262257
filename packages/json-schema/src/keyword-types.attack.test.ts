import { describe, expect, it } from 'vitest'
import { JsonSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import { thrownBy } from './test-fixtures/hostile'

// A hostile schema gives keywords values of the wrong type: the validator would then throw its
// own TypeError (its variable names) on every value, or never enforce the keyword at all. Each
// is refused where the schema is compiled, at the keyword's pointer.
const refusal = (schema: unknown): JsonSchemaError => {
  const error = thrownBy(() => fromJsonSchema(schema as never))
  expect(error).toBeInstanceOf(JsonSchemaError)
  return error as JsonSchemaError
}

describe('keywords of the wrong type', () => {
  const cases: [schema: unknown, pointer: string, expected: string][] = [
    [{ type: 'string', maxLength: 'abc' }, '/maxLength', 'a non-negative integer'],
    [{ maximum: {} }, '/maximum', 'a number'],
    [{ type: 'string', pattern: 5 }, '/pattern', 'a string'],
    [{ enum: 5 }, '/enum', 'an array'],
    [{ enum: 'abc' }, '/enum', 'an array'],
    [{ type: 'object', required: 'ab' }, '/required', 'an array of strings'],
    [{ type: 'object', required: { 0: 'a', length: 1 } }, '/required', 'an array of strings'],
    [{ allOf: { a: { type: 'string' } } }, '/allOf', 'an array'],
    [{ oneOf: null }, '/oneOf', 'an array'],
    [{ prefixItems: { 0: {}, length: 2 } }, '/prefixItems', 'an array'],
    [{ type: 'object', properties: null }, '/properties', 'an object'],
    [{ multipleOf: 'password=hunter2' }, '/multipleOf', 'a number above 0'],
    [{ type: 'password=hunter2 \u202eevil' }, '/type', 'a JSON Schema type name'],
    [{ properties: { a: { items: { minItems: -1 } } } }, '/properties/a/items/minItems', 'a non'],
  ]
  it.each(cases)('%j is refused at its keyword', (schema, pointer, expected) => {
    const error = refusal(schema)
    expect(error.pointer).toBe(pointer)
    expect(error.message).toContain(`to be ${expected}`)
    expect(error.message).not.toMatch(/hunter2|\u202e/)
  })

  it('keeps what the drafts allow: draft-4 boolean exclusive bounds, items as a list, type lists', () => {
    for (const schema of [
      { minimum: 1, exclusiveMinimum: true },
      { items: [{ type: 'string' }], additionalItems: false },
      { type: ['string', 'null'], enum: ['a', null] },
      { dependencies: { a: ['b'], c: { required: ['d'] } } },
    ]) {
      expect(() => fromJsonSchema(schema)).not.toThrow()
    }
  })
})
