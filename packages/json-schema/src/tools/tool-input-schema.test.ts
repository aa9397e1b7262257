import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ProviderSchemaError } from '../errors'
import { toolInputSchema } from './tool-input-schema'

const forecast = createTool({
  id: 'forecast',
  description: 'Forecast for a city',
  inputSchema: z.object({ city: z.string(), days: z.number().int().optional() }),
  execute: async ({ city }) => city,
})
const ping = createTool({ id: 'ping', description: 'Ping', execute: async () => 'pong' })
const record = createTool({
  id: 'tags',
  description: 'Tags by name',
  inputSchema: z.object({ tags: z.record(z.string(), z.string()) }),
  execute: async () => 'ok',
})

describe('toolInputSchema', () => {
  it('sends OpenAI strict with the optional field nullable, and decodes null back to absent', () => {
    const { schema, decode } = toolInputSchema(forecast, 'openai', undefined, true)
    expect(schema).toMatchObject({ required: ['city', 'days'], additionalProperties: false })
    expect(decode({ city: 'Paris', days: null })).toEqual({ city: 'Paris' })
  })

  it('sends OpenAI non-strict as the schema says when strict is off', () => {
    const { schema } = toolInputSchema(forecast, 'openai', undefined, false)
    expect(schema).toMatchObject({ required: ['city'] })
  })

  it('defaults Gemini to parametersJsonSchema, and lets the host choose parameters', () => {
    const json = toolInputSchema(ping, 'gemini', undefined, false)
    const openApi = toolInputSchema(ping, 'gemini', { mode: 'parameters' }, false)
    expect(json.schema).toEqual({ type: 'object', properties: {}, additionalProperties: false })
    expect(openApi.schema).toBeUndefined()
  })

  it('closes the parameters of a tool without an input schema', () => {
    expect(toolInputSchema(ping, 'mcp', undefined, false).schema).toEqual({
      type: 'object',
      additionalProperties: false,
    })
  })

  it('passes the host options to the emitter', () => {
    expect(() => toolInputSchema(record, 'openai', { records: 'error' }, true)).toThrow(
      ProviderSchemaError,
    )
  })
})
