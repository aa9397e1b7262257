// A root object that asks for keys without naming them was emitted as a tool without
// parameters: the model was told to send `{}`, which the tool's own validator refuses, so the
// tool could never be called.
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import type { ProviderTarget } from './options'
import { toProviderSchema } from './to-provider-schema'

const TARGETS: ProviderTarget[] = ['openai', 'anthropic', 'gemini', 'mcp']
const ASKS_FOR_KEYS = [
  { type: 'object', minProperties: 2 },
  { type: 'object', unevaluatedProperties: { type: 'number' } },
]

describe('attack: a root that needs keys it does not name', () => {
  it.each(TARGETS)('is not emitted as a tool without parameters for %s', (target) => {
    const noParameters = toProviderSchema({ type: 'object' }, target).schema
    for (const schema of ASKS_FOR_KEYS) {
      expect(toProviderSchema(schema, target).schema, JSON.stringify(schema)).not.toEqual(
        noParameters,
      )
    }
  })

  it('keeps minProperties for MCP, where the validator refuses {}', () => {
    const schema = { type: 'object', minProperties: 2 }
    expect(toProviderSchema(schema, 'mcp').schema).toEqual(schema)
    expect(fromJsonSchema(schema)['~standard'].validate({})).toHaveProperty('issues')
  })

  it('still reads {} and { type: "object" } as a tool without parameters', () => {
    expect(toProviderSchema({}, 'mcp').schema).toEqual({
      type: 'object',
      additionalProperties: false,
    })
    expect(toProviderSchema({ type: 'object', minProperties: 0 }, 'mcp').schema).toEqual({
      type: 'object',
      additionalProperties: false,
    })
  })
})
