import {
  extractJsonSchema,
  toolJsonSchema,
  UnrepresentableSchemaError,
  withAdapter,
} from '@polytool/core'
import { type Type, type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeAdapter } from './adapter'
import { createTool, toJsonSchema } from './index'

const extract = (schema: Type, io: 'input' | 'output' = 'input') =>
  extractJsonSchema(withAdapter(schema, arktypeAdapter), { io, onUnrepresentable: 'any' })

const warningsOf = (schema: Type, io: 'input' | 'output' = 'input') =>
  extract(schema, io).warnings.map((warning) => `${warning.code} ${warning.path}`)

describe('the ArkType adapter', () => {
  const event = type({
    when: 'Date',
    'size?': 'bigint',
    name: type('string').narrow((name) => name.trim() === name),
    length: type('string').pipe((text) => text.length),
  })

  it("reports what ArkType's own Standard JSON Schema silently turns into {}", () => {
    const own = event['~standard'].jsonSchema.output({ target: 'draft-2020-12' }) as {
      properties: Record<string, object>
    }
    expect(own.properties.when).toEqual({})
    expect(own.properties.length).toEqual({})
    expect(warningsOf(event)).toEqual([
      'refinement /properties/name',
      'date /properties/when',
      'bigint /properties/size',
    ])
    expect(warningsOf(event, 'output')).toContain('transform /properties/length')
    expect(() => toJsonSchema(event)).toThrow(UnrepresentableSchemaError)
  })

  it('keeps a morph output that the type declares', () => {
    const parsed = type('string')
      .pipe((text) => text.length)
      .to('number > 0')
    expect(toJsonSchema(parsed, { io: 'output' })).toMatchObject({
      type: 'number',
      exclusiveMinimum: 0,
    })
    expect(toJsonSchema(parsed)).toMatchObject({ type: 'string' })
  })

  it('keeps defaults in input schemas, which ArkType drops', () => {
    const settings = type({ units: 'string = "metric"' })
    expect(settings['~standard'].jsonSchema.input({ target: 'draft-2020-12' })).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { units: { type: 'string' } },
    })
    expect(toJsonSchema(settings)).toMatchObject({
      properties: { units: { type: 'string', default: 'metric' } },
    })
  })

  it("accepts keys that '+': 'delete' strips in input, and forbids them in output", () => {
    const stripped = type({ a: 'string', '+': 'delete' })
    expect(toJsonSchema(stripped)).not.toHaveProperty('additionalProperties')
    expect(toJsonSchema(stripped, { io: 'output' })).toMatchObject({ additionalProperties: false })
  })

  it("keeps defaults next to '+': 'delete', which ArkType's input schema drops", () => {
    const stripped = type({ units: 'string = "metric"', '+': 'delete' })
    expect(warningsOf(stripped)).toEqual([])
    expect(toJsonSchema(stripped)).toMatchObject({
      properties: { units: { type: 'string', default: 'metric' } },
    })
    expect(toJsonSchema(stripped)).not.toHaveProperty('additionalProperties')
  })

  it('emits OpenAPI 3.0 by converting its draft 2020-12 schema', () => {
    expect(
      toJsonSchema(type({ 'note?': 'string | null', n: '0 < number <= 5' }), {
        target: 'openapi-3.0',
      }),
    ).toEqual({
      type: 'object',
      properties: {
        note: { type: 'string', nullable: true },
        n: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 5 },
      },
      required: ['n'],
    })
  })

  it("passes ArkType's own options through: a caller's fallback takes over", () => {
    const schema = toJsonSchema(type({ when: 'Date' }), {
      libraryOptions: {
        arktype: { fallback: { date: () => ({ type: 'string', format: 'date-time' }) } },
      },
    })
    expect(schema).toMatchObject({ properties: { when: { type: 'string', format: 'date-time' } } })
  })
})

describe('converting with the ArkType adapter', () => {
  it('copies what the schema shares with its caller, such as examples and defaults', () => {
    const examples = ['Paris', 'Oslo']
    const fallback = { days: 1 }
    const schema = type({
      city: type('string').configure({ examples }),
      range: type({ days: 'number' }).default(() => fallback),
    })
    expect(toJsonSchema(schema)).toMatchObject({
      properties: { city: { examples }, range: { default: fallback } },
    })
    expect(Object.isFrozen(examples)).toBe(false)
    expect(Object.isFrozen(fallback)).toBe(false)
  })
})

describe('createTool from @polytool/arktype', () => {
  it('validates, and describes the input through the adapter', async () => {
    const tool = createTool({
      id: 'weather',
      description: 'Get the weather',
      inputSchema: type({ city: 'string', 'days?': '1 <= number.integer <= 7' }),
      execute: async ({ city }) => city,
    })
    expect(toolJsonSchema(tool, 'inputSchema')).toMatchObject({ required: ['city'] })
    expect(await tool.execute!({ city: 'Paris', days: 9 })).toMatchObject({
      error: true,
      issues: [{ path: ['days'], message: expect.stringContaining('7') }],
    })
  })
})
