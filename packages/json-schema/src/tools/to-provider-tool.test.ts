import { type AnyTool, createTool, UnrepresentableSchemaError } from '@polytool/core'
import { createTool as zodTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ProviderSchemaError } from '../errors'
import { ProviderToolError } from './errors'
import { describedWithExamples, forecastTools } from './test-fixtures/forecast-tools'
import { toProviderTool } from './to-provider-tool'

const LIBRARIES = Object.keys(forecastTools) as (keyof typeof forecastTools)[]

const openAIParameters = {
  type: 'object',
  properties: {
    city: { type: 'string' },
    days: { type: ['integer', 'null'], minimum: 1, maximum: 7 },
  },
  required: ['city', 'days'],
  additionalProperties: false,
}
const plainParameters = {
  type: 'object',
  properties: { city: { type: 'string' }, days: { type: 'integer', minimum: 1, maximum: 7 } },
  required: ['city'],
}

describe.each(LIBRARIES)('the whole entry of a %s tool', (library) => {
  const tool = forecastTools[library]

  it('OpenAI Chat Completions: strict function tool, optional days required and nullable', () => {
    const entry = toProviderTool(tool, 'openai')
    expect(entry.payload).toEqual({
      type: 'function',
      function: {
        name: 'forecast',
        description: describedWithExamples(',"days":null'),
        parameters: openAIParameters,
        strict: true,
      },
    })
    expect(entry.strict).toBe(true)
    expect(entry.requestOptions).toEqual({ parallel_tool_calls: false })
    expect(entry.decode({ city: 'Paris', days: null })).toEqual({ city: 'Paris' })
    expect(entry.warnings).toEqual([])
  })

  it('OpenAI Responses: the flat function tool shape', () => {
    const entry = toProviderTool(tool, 'openai', { api: 'responses' })
    expect(entry.payload).toEqual({
      type: 'function',
      name: 'forecast',
      description: describedWithExamples(',"days":null'),
      parameters: openAIParameters,
      strict: true,
    })
  })

  it('OpenAI non-strict: strict: false is written, no request option', () => {
    const entry = toProviderTool(tool, 'openai', { strict: false, api: 'responses' })
    expect(entry.payload).toMatchObject({ strict: false, parameters: plainParameters })
    expect(entry.requestOptions).toEqual({})
  })

  it('Anthropic: strict tool, bounds in the description, examples as input_examples', () => {
    const entry = toProviderTool(tool, 'anthropic')
    expect(entry.payload).toEqual({
      name: 'forecast',
      description: 'Weather forecast for a city',
      input_schema: {
        type: 'object',
        properties: {
          city: { type: 'string' },
          days: { type: 'integer', description: 'Constraints: at least 1; at most 7.' },
        },
        required: ['city'],
        additionalProperties: false,
      },
      strict: true,
      input_examples: [{ city: 'Paris' }, { city: 'Lyon', days: 3 }],
    })
    expect(entry.warnings.map((warning) => [warning.code, warning.pointer])).toEqual([
      ['CONSTRAINT_IN_DESCRIPTION', '/properties/days'],
      ['CONSTRAINT_IN_DESCRIPTION', '/properties/days'],
    ])
    expect(entry.warnings[0]).toMatchObject({ tool: 'forecast', schema: 'inputSchema' })
  })

  it('Gemini: parameters by default, parametersJsonSchema on request', () => {
    const description = describedWithExamples('')
    expect(toProviderTool(tool, 'gemini').payload).toEqual({
      name: 'forecast',
      description,
      parameters: plainParameters,
    })
    expect(toProviderTool(tool, 'gemini', { mode: 'parametersJsonSchema' }).payload).toEqual({
      name: 'forecast',
      description,
      parametersJsonSchema: plainParameters,
    })
  })

  it('MCP: title from the annotations, annotations and _meta unchanged, output schema', () => {
    const entry = toProviderTool(tool, 'mcp')
    expect(entry.payload).toEqual({
      name: 'forecast',
      title: 'Forecast',
      description: describedWithExamples(''),
      inputSchema: plainParameters,
      outputSchema: expect.objectContaining({
        type: 'object',
        properties: { temperatures: { type: 'array', items: { type: 'number' } } },
        required: ['temperatures'],
      }),
      annotations: { title: 'Forecast', readOnlyHint: true },
      _meta: { 'example.com/owner': 'weather-team' },
    })
    expect(entry.toStructuredContent?.({ temperatures: [21] })).toEqual({ temperatures: [21] })
    expect(entry.payload.annotations).not.toBe(tool.mcp?.annotations)
    expect(Object.isFrozen(tool.mcp?.annotations)).toBe(false)
  })
})

const weather = zodTool({
  id: 'weather',
  description: 'Weather for a city',
  inputSchema: z.object({ city: z.string(), days: z.number().optional() }),
})

describe('strict mode', () => {
  it('follows the tool’s strict option (default true) unless the caller overrides it', () => {
    const lax = zodTool({ ...weather.definition, strict: false })
    expect(toProviderTool(weather, 'anthropic').strict).toBe(true)
    expect(toProviderTool(lax, 'anthropic').strict).toBe(false)
    expect(toProviderTool(lax, 'anthropic').payload).not.toHaveProperty('strict')
    expect(toProviderTool(lax, 'anthropic', { strict: true }).strict).toBe(true)
    expect(toProviderTool(weather, 'openai', { strict: false }).strict).toBe(false)
  })

  it('falls back to non-strict with a warning when the schema cannot be strict', () => {
    const prices = zodTool({
      id: 'prices',
      description: 'Prices per tag',
      inputSchema: z.object({ prices: z.record(z.string(), z.number()) }),
    })
    const entry = toProviderTool(prices, 'openai', { records: 'error' })
    expect(entry.strict).toBe(false)
    expect(entry.payload.function.strict).toBe(false)
    expect(entry.payload.function.parameters.properties).toEqual({
      prices: {
        type: 'object',
        propertyNames: { type: 'string' },
        additionalProperties: { type: 'number' },
      },
    })
    expect(entry.warnings[0]).toMatchObject({
      tool: 'prices',
      code: 'STRICT_DROPPED',
      pointer: '/properties/prices',
    })
  })

  it('throws STRICT_NOT_POSSIBLE instead with keepStrict', () => {
    const many = zodTool({
      id: 'flags',
      description: 'Thirty optional flags',
      inputSchema: z.object(
        Object.fromEntries(
          Array.from({ length: 30 }, (_, i) => [`flag${i}`, z.boolean().optional()]),
        ),
      ),
    })
    expect(toProviderTool(many, 'anthropic').warnings[0]?.code).toBe('STRICT_DROPPED')
    expect(toProviderTool(many, 'openai').strict).toBe(true)
    const error = catchError(() => toProviderTool(many, 'anthropic', { keepStrict: true }))
    expect(error).toBeInstanceOf(ProviderToolError)
    expect(error).toMatchObject({ code: 'STRICT_NOT_POSSIBLE', tools: ['flags'], pointer: '' })
    expect((error as Error).cause).toBeInstanceOf(ProviderSchemaError)
  })
})

describe('examples', () => {
  it('are encoded for the emitted schema: maps as entries, numbers of a literal union as strings', () => {
    const tool = zodTool({
      id: 'rate',
      description: 'Rates items',
      inputSchema: z.object({
        scores: z.record(z.string(), z.number()),
        stars: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      }),
      inputExamples: [{ input: { scores: { a: 1 }, stars: 2 } }],
    })
    const anthropic = toProviderTool(tool, 'anthropic').payload
    expect(anthropic.input_examples).toEqual([{ scores: [{ key: 'a', value: 1 }], stars: 2 }])
    const gemini = toProviderTool(tool, 'gemini').payload
    expect(gemini.description).toBe(
      'Rates items\n\nExample inputs:\n{"scores":[{"key":"a","value":1}],"stars":"2"}',
    )
    expect(toProviderTool(tool, 'mcp').payload.description).toBe(
      'Rates items\n\nExample inputs:\n{"scores":{"a":1},"stars":2}',
    )
  })

  it('leave the description alone when there are none', () => {
    expect(toProviderTool(weather, 'openai').payload.function.description).toBe(
      'Weather for a city',
    )
    expect(toProviderTool(weather, 'anthropic').payload).not.toHaveProperty('input_examples')
  })
})

describe('tools without parameters and odd outputs', () => {
  const ping = createTool({ id: 'ping', description: 'Checks the service' })

  it('Gemini omits the parameters in both modes; the others get an empty object', () => {
    expect(toProviderTool(ping, 'gemini').payload).toEqual({
      name: 'ping',
      description: 'Checks the service',
    })
    expect(toProviderTool(ping, 'gemini', { mode: 'parametersJsonSchema' }).payload).toEqual({
      name: 'ping',
      description: 'Checks the service',
    })
    expect(toProviderTool(ping, 'mcp').payload.inputSchema).toEqual({
      type: 'object',
      additionalProperties: false,
    })
    expect(toProviderTool(ping, 'openai').payload.function.parameters).toEqual({
      type: 'object',
      properties: {},
      required: [],
      additionalProperties: false,
    })
  })

  it('MCP wraps an output schema whose root is not an object, and structuredContent with it', () => {
    const list = zodTool({
      id: 'list',
      description: 'Lists names',
      outputSchema: z.array(z.string()),
    })
    const entry = toProviderTool(list, 'mcp')
    expect(entry.payload.outputSchema).toMatchObject({
      type: 'object',
      properties: { value: { type: 'array', items: { type: 'string' } } },
      required: ['value'],
    })
    expect(entry.toStructuredContent?.(['a'])).toEqual({ value: ['a'] })
    expect(entry.warnings).toContainEqual(
      expect.objectContaining({ code: 'OUTPUT_WRAPPED', schema: 'outputSchema', pointer: '' }),
    )
  })
})

describe('caching', () => {
  it('returns the same frozen entry for the same tool, target and option values', () => {
    const first = toProviderTool(weather, 'openai', { api: 'responses' })
    expect(toProviderTool(weather, 'openai', { api: 'responses' })).toBe(first)
    expect(toProviderTool(weather, 'openai')).not.toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(Object.isFrozen(first.payload)).toBe(true)
    expect(Object.isFrozen(first.payload.parameters.properties)).toBe(true)
    expect(Object.isFrozen(first.warnings)).toBe(true)
  })
})

describe('bad input gets a typed error', () => {
  it('rejects a value that is not a tool, an unknown target and bad options', () => {
    expect(() => toProviderTool(42 as unknown as AnyTool, 'openai')).toThrow(
      expect.objectContaining({ name: 'ProviderToolError', code: 'INVALID_TOOL' }),
    )
    expect(() => toProviderTool(weather, 'cohere' as 'openai')).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        message: expect.stringContaining('cohere'),
      }),
    )
    expect(() => toProviderTool(weather, 'openai', { api: 'assistants' as 'responses' })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS', message: expect.stringContaining('api') }),
    )
    expect(() => toProviderTool(weather, 'openai', { recursionDepth: 99 })).toThrow(
      ProviderSchemaError,
    )
  })

  it('rejects a tool id the provider refuses as a name; MCP only warns', () => {
    const spaced = zodTool({ id: 'get weather', description: 'x', inputSchema: z.object({}) })
    expect(() => toProviderTool(spaced, 'openai')).toThrow(
      expect.objectContaining({ code: 'INVALID_TOOL_NAME', tools: ['get weather'] }),
    )
    expect(() => toProviderTool(spaced, 'gemini')).toThrow(ProviderToolError)
    expect(toProviderTool(spaced, 'mcp').warnings[0]?.code).toBe('TOOL_NAME')
    const dotted = zodTool({ id: 'repo.search', description: 'x' })
    expect(toProviderTool(dotted, 'gemini').payload.name).toBe('repo.search')
    expect(() => toProviderTool(dotted, 'anthropic')).toThrow(ProviderToolError)
  })

  it('lets a lossy library schema through only with onUnrepresentable: any, as a warning', () => {
    const dated = zodTool({
      id: 'dated',
      description: 'x',
      inputSchema: z.object({ at: z.date() }),
    })
    expect(() => toProviderTool(dated, 'mcp')).toThrow(UnrepresentableSchemaError)
    const entry = toProviderTool(dated, 'mcp', { onUnrepresentable: 'any' })
    expect(entry.warnings).toContainEqual(
      expect.objectContaining({
        code: 'UNREPRESENTABLE',
        schema: 'inputSchema',
        pointer: '/properties/at',
      }),
    )
  })
})

function catchError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected an error')
}
