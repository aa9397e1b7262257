import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import { SchemaLimitError } from './limit-error'

// A hostile MCP server lists a tool whose schema has thousands of `patternProperties`, each
// short and simple enough for the pattern limits; validating an argument object with as many
// keys then runs every pattern on every key: patterns × keys work that blocks the event loop.
function hostileSchema(patterns: number): Record<string, unknown> {
  const patternProperties: Record<string, unknown> = {}
  for (let index = 0; index < patterns; index++) patternProperties[`^k${index}z$`] = {}
  return { type: 'object', properties: { nested: { type: 'object', patternProperties } } }
}

function caught(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('patternProperties × keys: the number of patterns per object is bounded', () => {
  it('refuses 10,000 patternProperties with TOO_MANY_PATTERN_PROPERTIES at their pointer', () => {
    const error = caught(() => fromJsonSchema(hostileSchema(10_000)))
    expect(error).toBeInstanceOf(SchemaLimitError)
    expect(error).toMatchObject({
      code: 'TOO_MANY_PATTERN_PROPERTIES',
      limit: 64,
      pointer: '/properties/nested/patternProperties',
    })
  })

  it('accepts 64, and more once limits.maxPatternProperties is raised', () => {
    const keys = { k1z: 1, k63z: 2 }
    const at64 = fromJsonSchema(hostileSchema(64))['~standard'].validate({ nested: keys })
    expect(at64).toEqual({ value: { nested: keys } })
    expect(() => fromJsonSchema(hostileSchema(65))).toThrow(SchemaLimitError)
    const raised = fromJsonSchema(hostileSchema(200), { limits: { maxPatternProperties: 200 } })
    expect(raised['~standard'].validate({ nested: { k199z: 3 } })).toHaveProperty('value')
  })
})
