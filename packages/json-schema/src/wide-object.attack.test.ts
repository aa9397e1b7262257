import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { countStrictBudgetUsage } from './measure'
import { toProviderSchema } from './to-provider-schema'

const PROPERTIES = 100_000

function wideObject(): Record<string, unknown> {
  const properties: Record<string, unknown> = {}
  for (let index = 0; index < PROPERTIES; index++) properties[`p${index}`] = { type: 'string' }
  // The last one optional, so the count of optional parameters has one thing to find.
  return { type: 'object', properties, required: Object.keys(properties).slice(1) }
}

describe('an object of 100,000 properties: required is a set, not scanned per property', () => {
  it('countStrictBudgetUsage counts the one optional property', () => {
    expect(countStrictBudgetUsage(wideObject())).toEqual({
      optionalParameters: 1,
      unionParameters: 0,
    })
  }, 10_000)

  it('checkProviderSchema (OpenAI strict) names the one property that is not required', () => {
    const violations = checkProviderSchema(wideObject(), 'openai', { strict: true })
    const missing = violations.find((violation) => violation.rule === 'all-properties-required')
    expect(missing?.message).toContain('not required: p0')
  }, 10_000)

  it('toProviderSchema (Anthropic strict) counts its budgets and emits every property', () => {
    const { schema } = toProviderSchema(wideObject(), 'anthropic', { strict: true })
    const emitted = schema as { properties: object; required: unknown[] }
    expect(Object.keys(emitted.properties)).toHaveLength(PROPERTIES)
    expect(emitted.required).toHaveLength(PROPERTIES - 1)
  }, 10_000)
})
