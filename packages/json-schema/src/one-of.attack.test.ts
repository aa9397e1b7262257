import { describe, expect, it } from 'vitest'
import { SchemaLimitError } from './limit-error'
import { DEFAULT_SCHEMA_LIMITS, OUTPUT_GROWTH } from './limits'
import { countValues, largeEnum, thrownBy } from './test-fixtures/hostile'
import { toProviderSchema } from './to-provider-schema'

// Targets without oneOf check that its branches are disjoint before writing anyOf.
const TARGETS = [
  ['gemini', { mode: 'parameters' }],
  ['anthropic', { strict: true }],
  ['openai', { strict: true }],
] as const

function branches(count: number, discriminated: boolean) {
  return Array.from({ length: count }, (_, index) =>
    discriminated
      ? {
          type: 'object',
          properties: { kind: { const: `k${index}` }, v: { type: 'string' } },
          required: ['kind'],
        }
      : {
          type: 'object',
          properties: { [`p${index}`]: { type: 'string' } },
          required: [`p${index}`],
        },
  )
}

describe('oneOf with thousands of branches: disjointness is not a quadratic scan', () => {
  it.each(TARGETS)(
    '%s %o: 4,000 branches without a discriminator stop at the budget',
    (target, options) => {
      const schema = { type: 'object', properties: { x: { oneOf: branches(4_000, false) } } }
      const error = thrownBy(() => toProviderSchema(schema, target, options))
      expect(error).toBeInstanceOf(SchemaLimitError)
      // The budget in force grows with the input: never below 4 × its JSON values.
      const { maxOutputNodes } = DEFAULT_SCHEMA_LIMITS
      expect(error).toMatchObject({
        code: 'MAX_OUTPUT_NODES',
        limit: Math.max(maxOutputNodes, OUTPUT_GROWTH * countValues(schema)),
        pointer: '/properties/x',
      })
    },
    10_000,
  )

  it('Gemini: 4,000 discriminated branches are found disjoint in one pass', () => {
    const schema = { type: 'object', properties: { x: { oneOf: branches(4_000, true) } } }
    const { schema: emitted } = toProviderSchema(schema, 'gemini')
    const x = (emitted as { properties: Record<string, { anyOf: unknown[] }> }).properties.x!
    expect(x.anyOf).toHaveLength(4_000)
  }, 10_000)

  it('Gemini: two 100,000-member enums in a oneOf are compared through a set', () => {
    const left = largeEnum(100_000, 0.5).properties as Record<string, unknown>
    const right = largeEnum(100_000, 0.25).properties as Record<string, unknown>
    // Described, so they stay two branches instead of being merged into one enum.
    const oneOf = [
      { ...(left.pick as object), description: 'left' },
      { ...(right.pick as object), description: 'right' },
    ]
    const schema = { type: 'object', properties: { x: { oneOf } } }
    const { schema: emitted } = toProviderSchema(schema, 'gemini')
    const x = (emitted as { properties: Record<string, { anyOf: unknown[] }> }).properties.x!
    expect(x.anyOf).toHaveLength(2)
  }, 10_000)
})
