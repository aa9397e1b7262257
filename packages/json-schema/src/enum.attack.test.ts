import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { fromJsonSchema } from './from-json-schema'
import { SchemaLimitError } from './limit-error'
import { DEFAULT_SCHEMA_LIMITS } from './limits'
import { measureSchema } from './measure'
import { largeEnum, thrownBy } from './test-fixtures/hostile'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'
import { toProviderTools } from './tools/to-provider-tools'

const MEMBERS = 100_000

function enumOf(schema: unknown, property: string): unknown[] {
  return (schema as { properties: Record<string, { enum: unknown[] }> }).properties[property]!.enum
}

describe('enums of 100,000 members', () => {
  it('Gemini parameters: 100,000 numbers listed as 100,000 strings, decoded back', () => {
    const { schema, decode } = toProviderSchema(largeEnum(MEMBERS), 'gemini')
    const listed = enumOf(schema, 'pick')
    expect(listed).toHaveLength(MEMBERS)
    expect(listed.every((value) => typeof value === 'string')).toBe(true)
    expect(new Set(listed).size).toBe(MEMBERS)
    expect(decode({ pick: '99999.5' })).toEqual({ pick: 99_999.5 })
  }, 10_000)

  it('Gemini parameters: two numbers spelled alike still collide, in a 100,000-member enum', () => {
    const schema = largeEnum(MEMBERS)
    const pick = (schema.properties as Record<string, { enum: unknown[] }>).pick!
    pick.enum.push('0.5')
    const error = thrownBy(() => toProviderSchema(schema, 'gemini'))
    expect(error).toMatchObject({ code: 'ENUM_COLLISION' })
    expect((error as { pointer: string }).pointer).toMatch(/^\/properties\/pick/)
  }, 10_000)

  it.each(PROFILES)(
    '$id: a union of 50,000 constants becomes one enum',
    (profile) => {
      const anyOf = Array.from({ length: 50_000 }, (_, index) => ({ const: `v${index}` }))
      const input = { type: 'object', properties: { pick: { anyOf } }, required: ['pick'] }
      const result = thrownBy(() => toProviderSchema(input, profile.target, profile.options))
      if (profile.id === 'openai-strict') {
        // OpenAI strict allows fewer enum values: its own limit, not ours.
        expect(result).toMatchObject({ code: 'STRICT_LIMIT_EXCEEDED' })
        return
      }
      expect(result).toBeUndefined()
      const { schema } = toProviderSchema(input, profile.target, profile.options)
      const pick = (
        schema as { properties: Record<string, { enum?: unknown[]; anyOf?: unknown[] }> }
      ).properties.pick!
      expect(pick.enum ?? pick.anyOf).toHaveLength(50_000)
    },
    10_000,
  )

  it.each(PROFILES.filter((profile) => profile.strict))(
    '$id: allOf of two 100,000-member enums intersects in linear time',
    (profile) => {
      const left = largeEnum(MEMBERS, 0.5).properties as Record<string, { enum: unknown[] }>
      const right = largeEnum(MEMBERS, 50_000.5).properties as Record<string, { enum: unknown[] }>
      const input = {
        type: 'object',
        properties: { pick: { allOf: [left.pick, right.pick] } },
        required: ['pick'],
      }
      const result = thrownBy(() => toProviderSchema(input, profile.target, profile.options))
      if (profile.id === 'openai-strict') {
        expect(result).toMatchObject({ code: 'STRICT_LIMIT_EXCEEDED' })
        return
      }
      const { schema } = toProviderSchema(input, profile.target, profile.options)
      expect(enumOf(schema, 'pick')).toHaveLength(50_000)
    },
    10_000,
  )

  it('one value more than maxInputNodes stops with MAX_INPUT_NODES, before any copy', () => {
    const limits = { maxInputNodes: MEMBERS }
    const error = thrownBy(() => toProviderSchema(largeEnum(MEMBERS), 'gemini', { limits }))
    expect(error).toBeInstanceOf(SchemaLimitError)
    expect(error).toMatchObject({ code: 'MAX_INPUT_NODES', limit: MEMBERS })
    expect((error as SchemaLimitError).pointer).toMatch(/^\/properties\/pick\/enum\/\d+$/)
    expect(DEFAULT_SCHEMA_LIMITS.maxInputNodes).toBeGreaterThanOrEqual(10 * MEMBERS)
    expect(thrownBy(() => measureSchema(largeEnum(MEMBERS), 250, { limits }))).toMatchObject({
      code: 'MAX_INPUT_NODES',
    })
    expect(measureSchema(largeEnum(MEMBERS)).enumValues).toBe(MEMBERS)
  })

  it.each(PROFILES)(
    'checkProviderSchema $id: past maxInputNodes, one schema-limit violation',
    (profile) => {
      const limits = { maxInputNodes: MEMBERS }
      const options = { ...profile.options, limits }
      expect(checkProviderSchema(largeEnum(MEMBERS), profile.target, options)).toEqual([
        expect.objectContaining({ rule: 'schema-limit', code: 'MAX_INPUT_NODES' }),
      ])
      expect(
        checkProviderSchema(largeEnum(MEMBERS), profile.target, profile.options),
      ).not.toContainEqual(expect.objectContaining({ rule: 'schema-limit' }))
    },
  )

  it('toProviderTools gemini: a loaded tool with a 100,000-member enum is listed and decoded', () => {
    const tool = createTool({
      id: 'pick',
      description: 'Loaded from a remote MCP server',
      inputSchema: fromJsonSchema(largeEnum(MEMBERS)),
    })
    const list = toProviderTools([tool], 'gemini')
    const parameters = (list.tools[0] as { parameters: unknown }).parameters
    expect(enumOf(parameters, 'pick')).toHaveLength(MEMBERS)
    expect(list.decode('pick', { pick: '42.5' })).toEqual({ pick: 42.5 })
  }, 10_000)
})
