import {
  extractJsonSchema,
  toolJsonSchema,
  UnrepresentableSchemaError,
  withAdapter,
} from '@polytool/core'
import {
  toJsonSchema as toJsonSchemaByValibot,
  toStandardJsonSchema,
} from '@valibot/to-json-schema'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { valibotAdapter } from './adapter'
import { createTool, toJsonSchema } from './index'

const warningsOf = (schema: v.GenericSchema, io: 'input' | 'output' = 'input') =>
  extractJsonSchema(withAdapter(schema, valibotAdapter), {
    io,
    onUnrepresentable: 'any',
  }).warnings.map((warning) => `${warning.code} ${warning.path}`)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createTool from @polytool/valibot', () => {
  const tool = createTool({
    id: 'weather',
    description: 'Get the weather',
    inputSchema: v.object({
      city: v.pipe(v.string(), v.minLength(1)),
      days: v.optional(v.number(), 1),
    }),
    outputSchema: v.object({ temperature: v.number() }),
    execute: async ({ city, days }) => ({ temperature: city.length + days }),
  })

  it('gives a raw Valibot schema a JSON Schema, no toStandardJsonSchema needed', () => {
    expect(toolJsonSchema(tool, 'inputSchema')).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { city: { type: 'string', minLength: 1 }, days: { type: 'number', default: 1 } },
      required: ['city'],
    })
  })

  it('validates, applies defaults, and normalises Valibot issue paths', async () => {
    await expect(tool.execute!({ city: 'Paris' })).resolves.toEqual({ temperature: 6 })
    const result = await tool.execute!({ city: '', days: 'x' } as never)
    expect(result).toMatchObject({
      error: true,
      issues: [
        { path: ['city'], message: expect.stringContaining('length') },
        { path: ['days'], message: expect.stringContaining('number') },
      ],
    })
  })
})

describe('the Valibot adapter', () => {
  it('reports what Valibot cannot convert, with JSON pointers', () => {
    const schema = v.object({
      when: v.date(),
      size: v.optional(v.bigint()),
      name: v.pipe(
        v.string(),
        v.check((name) => name.trim() === name),
      ),
      length: v.pipe(
        v.string(),
        v.transform((text) => text.length),
      ),
    })
    expect(warningsOf(schema)).toEqual([
      'date /properties/when',
      'bigint /properties/size',
      'refinement /properties/name',
    ])
    expect(warningsOf(schema, 'output')).toContain('transform /properties/length')
    expect(() => toJsonSchema(schema)).toThrow(UnrepresentableSchemaError)
  })

  it("emits a transform's output as {}, never its input type", () => {
    const schema = v.object({
      length: v.pipe(
        v.string(),
        v.transform((text) => text.length),
      ),
    })
    const { schema: output } = extractJsonSchema(withAdapter(schema, valibotAdapter), {
      io: 'output',
      onUnrepresentable: 'any',
    })
    expect(output).toMatchObject({ properties: { length: {} } })
  })

  it('turns regexes with flags into exact patterns', () => {
    expect(toJsonSchema(v.pipe(v.string(), v.regex(/^ab+c$/i)))).toMatchObject({
      pattern: '^[aA][bB]+[cC]$',
    })
    expect(toJsonSchema(v.pipe(v.string(), v.uuid()))).toMatchObject({
      format: 'uuid',
      pattern: '^[\\da-fA-F]{8}(?:-[\\da-fA-F]{4}){3}-[\\da-fA-F]{12}$',
    })
    expect(toJsonSchema(v.pipe(v.string(), v.regex(/^a/), v.regex(/b$/)))).toMatchObject({
      pattern: '^a',
      allOf: [{ pattern: 'b$' }],
    })
  })

  it('reports a regex flag JSON Schema cannot carry', () => {
    expect(warningsOf(v.pipe(v.string(), v.regex(/^a.b$/s)))).toEqual(['constraint '])
  })

  it.each([
    ['a plain pipe', v.pipe(v.string(), v.minLength(1), v.maxLength(9)), {}],
    [
      'a pipe that changes type',
      v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(0)),
      {},
    ],
    ['a pipe of two schemas', v.pipe(v.unknown(), v.string(), v.minLength(2)), {}],
    // The output of a v.object() holds only its own keys.
    [
      'nested pipes',
      v.object({ n: v.pipe(v.pipe(v.string(), v.minLength(1)), v.maxLength(5)) }),
      { additionalProperties: false },
    ],
  ])('converts %s as Valibot does for each side', (_, schema, outputAdds) => {
    for (const io of ['input', 'output'] as const) {
      const own = toJsonSchemaByValibot(schema, { target: 'draft-2020-12', typeMode: io })
      expect(toJsonSchema(schema, { io })).toEqual(io === 'input' ? own : { ...own, ...outputAdds })
    }
  })

  it("passes Valibot's typeMode and errorMode through", () => {
    const schema = v.pipe(v.string(), v.transform(Number), v.number())
    expect(toJsonSchema(schema, { io: 'output' })).toMatchObject({ type: 'number' })
    expect(
      toJsonSchema(schema, { io: 'output', libraryOptions: { valibot: { typeMode: 'input' } } }),
    ).toMatchObject({ type: 'string' })
    const withDate = v.object({ when: v.date() })
    expect(() =>
      toJsonSchema(withDate, { libraryOptions: { valibot: { errorMode: 'throw' } } }),
    ).toThrow(/the valibot converter threw: The "date" schema cannot be converted/)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() =>
      toJsonSchema(withDate, { libraryOptions: { valibot: { errorMode: 'warn' } } }),
    ).toThrow(UnrepresentableSchemaError)
    expect(warn).toHaveBeenCalledWith('The "date" schema cannot be converted to JSON Schema.')
  })

  it("returns the permissive schema after Valibot's warning when onUnrepresentable allows it, as the README shows", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const schema = toJsonSchema(v.object({ when: v.date() }), {
      io: 'output',
      onUnrepresentable: 'any',
      libraryOptions: { valibot: { errorMode: 'warn' } },
    })
    expect(schema.properties).toEqual({ when: {} })
    expect(warn).toHaveBeenCalledWith('The "date" schema cannot be converted to JSON Schema.')
  })

  it('still converts a schema already wrapped with toStandardJsonSchema', () => {
    const wrapped = toStandardJsonSchema(v.object({ city: v.string() }))
    const tool = createTool({ id: 'wrapped', description: 'Wrapped', inputSchema: wrapped })
    expect(toolJsonSchema(tool, 'inputSchema')).toMatchObject({
      properties: { city: { type: 'string' } },
    })
  })

  it('emits OpenAPI 3.0 with Valibot itself', () => {
    expect(
      toJsonSchema(v.object({ note: v.nullable(v.string()) }), { target: 'openapi-3.0' }),
    ).toEqual({
      type: 'object',
      properties: { note: { type: 'string', nullable: true } },
      required: ['note'],
    })
  })

  it("leaves the schema's own values as they were: the default, the options, the metadata", async () => {
    const origin = { lat: 0, lon: 0 }
    const units = ['celsius', 'fahrenheit']
    const source = { team: 'weather' }
    const schema = v.object({
      origin: v.optional(v.object({ lat: v.number(), lon: v.number() }), origin),
      unit: v.picklist(units),
      note: v.pipe(v.string(), v.metadata({ source })),
    })
    expect(toJsonSchema(schema)).toMatchObject({
      properties: { origin: { default: origin }, unit: { enum: units }, note: { source } },
    })
    expect([origin, units, source].map(Object.isFrozen)).toEqual([false, false, false])
    const parsed = v.parse(schema, { unit: 'celsius', note: '' })
    parsed.origin.lat = 1
    expect(origin.lat).toBe(0)
  })
})
