import { createTool, isStandardSchema } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { JsonSchemaError } from './errors'
import { deepFreeze } from './freeze'
import { fromJsonSchema } from './from-json-schema'
import type { SchemaNode } from './json-schema'

const order: SchemaNode = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^o-\\d+$' },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: { sku: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } },
        required: ['sku', 'quantity'],
        additionalProperties: false,
      },
    },
    note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['id', 'lines'],
  additionalProperties: false,
}

const validate = (schema: SchemaNode | boolean, value: unknown) =>
  fromJsonSchema(schema)['~standard'].validate(value)

describe('fromJsonSchema', () => {
  it('is a Standard Schema with vendor polytool that core accepts', () => {
    const schema = fromJsonSchema(order)
    expect(schema['~standard']).toMatchObject({ version: 1, vendor: 'polytool' })
    expect(isStandardSchema(schema)).toBe(true)
  })

  it('returns the JSON copy it checked when the value is valid', () => {
    const value = { id: 'o-1', lines: [{ sku: 'a', quantity: 2 }], note: null }
    const result = validate(order, value)
    expect(result).toEqual({ value })
    expect((result as { value: unknown }).value).not.toBe(value)
  })

  it('reports every problem with an array path, numbers for array indexes', () => {
    const result = validate(order, {
      id: 'x-1',
      lines: [
        { sku: 'a', quantity: 0 },
        { quantity: 1, extra: true },
      ],
      note: 3,
    })
    expect('issues' in result && result.issues).toEqual([
      { path: ['id'], message: 'String does not match pattern.' },
      { path: ['lines', 0, 'quantity'], message: '0 is less than 1.' },
      { path: ['lines', 1, 'sku'], message: 'Required property is missing.' },
      { path: ['lines', 1, 'extra'], message: 'Property is not allowed here.' },
      { path: ['note'], message: 'Instance does not match any subschemas.' },
    ])
  })

  it('reads undefined properties as absent and applies toJSON, as JSON would send them', () => {
    expect(validate(order, { id: 'o-1', lines: [], note: undefined })).toMatchObject({
      value: { id: 'o-1' },
    })
    const when = { type: 'object', properties: { at: { type: 'string', format: 'date-time' } } }
    expect(validate(when, { at: new Date(0) })).toEqual({
      value: { at: '1970-01-01T00:00:00.000Z' },
    })
  })

  it('reports values JSON cannot carry instead of throwing', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    const issuesOf = (value: unknown) => {
      const result = validate(true, value)
      return 'issues' in result ? result.issues : undefined
    }
    expect(issuesOf(undefined)).toEqual([
      { path: [], message: 'Expected a JSON value, received undefined' },
    ])
    expect(issuesOf({ a: [1, () => 1] })).toEqual([
      { path: ['a', 1], message: 'Expected a JSON value, received function' },
    ])
    expect(issuesOf({ n: Number.NaN })).toEqual([
      { path: ['n'], message: 'Expected a JSON number, received NaN' },
    ])
    expect(issuesOf({ big: 1n })).toEqual([
      { path: ['big'], message: 'Expected a JSON value, received bigint' },
    ])
    expect(issuesOf(cyclic)).toEqual([
      { path: ['self'], message: 'Expected a JSON value, found a circular reference' },
    ])
  })

  it('follows the draft named by $schema (draft-07 tuples and definitions)', () => {
    const draft07 = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { point: { $ref: '#/definitions/point' } },
      definitions: {
        point: {
          type: 'array',
          items: [{ type: 'number' }, { type: 'number' }],
          additionalItems: false,
        },
      },
    }
    expect(validate(draft07, { point: [1, 2] })).toEqual({ value: { point: [1, 2] } })
    expect('issues' in validate(draft07, { point: [1, 2, 3] })).toBe(true)
    expect('issues' in validate(draft07, { point: [1, 'x'] })).toBe(true)
  })

  it('gives its JSON Schema through Standard JSON Schema, in 2020-12 or draft-07', () => {
    const source = {
      type: 'object',
      properties: { tree: { $ref: '#/definitions/node' } },
      definitions: {
        node: {
          type: 'object',
          properties: { kids: { type: 'array', items: { $ref: '#/definitions/node' } } },
        },
      },
    }
    const schema = fromJsonSchema(source)
    const node = {
      type: 'object',
      properties: { kids: { type: 'array', items: { $ref: '#/$defs/node' } } },
    }
    const input = schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' })
    expect(input).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { tree: { $ref: '#/$defs/node' } },
      $defs: { node },
    })
    expect(schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' })).toBe(input)
    expect(schema['~standard'].jsonSchema.output({ target: 'draft-07' })).toEqual({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { tree: { $ref: '#/definitions/node' } },
      definitions: {
        node: {
          type: 'object',
          properties: { kids: { type: 'array', items: { $ref: '#/definitions/node' } } },
        },
      },
    })
    expect(() => schema['~standard'].jsonSchema.input({ target: 'openapi-3.0' })).toThrow(
      JsonSchemaError,
    )
  })

  it('never changes the schema it was given, even a frozen one', () => {
    const frozen = deepFreeze(structuredClone(order))
    expect(validate(frozen, { id: 'o-2', lines: [] })).toEqual({ value: { id: 'o-2', lines: [] } })
    expect(frozen).toEqual(order)
  })

  it.each([
    ['a non-schema', 42, ''],
    ['a bad pattern', { type: 'string', pattern: '(' }, '/pattern'],
    ['a dangling $ref', { properties: { a: { $ref: '#/$defs/none' } } }, '/properties/a'],
    ['a non-schema subschema', { properties: { a: 'string' } }, '/properties/a'],
  ])('refuses %s with a JsonSchemaError and a pointer', (_, schema, pointer) => {
    expect(() => fromJsonSchema(schema as SchemaNode)).toThrow(
      expect.objectContaining({ name: 'JsonSchemaError', pointer }),
    )
  })

  it('works as the inputSchema of createTool: valid input runs, invalid input comes back as a value', async () => {
    const tool = createTool({
      id: 'place-order',
      description: 'Places an order',
      inputSchema: fromJsonSchema<{ id: string; lines: { sku: string; quantity: number }[] }>(
        order,
      ),
      execute: async ({ id, lines }) => ({ id, count: lines.length }),
    })
    expect(await tool.execute!({ id: 'o-9', lines: [{ sku: 'a', quantity: 1 }] }, {})).toEqual({
      id: 'o-9',
      count: 1,
    })
    const failed = (await tool.execute!(
      { id: 'o-9', lines: [{ sku: 'a', quantity: 0 }] } as never,
      {},
    )) as {
      error: boolean
      issues: { path: unknown[] }[]
    }
    expect(failed.error).toBe(true)
    expect(failed.issues.map((issue) => issue.path)).toEqual([['lines', 0, 'quantity']])
  })
})
