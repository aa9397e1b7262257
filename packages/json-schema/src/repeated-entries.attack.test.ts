import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import { toProviderSchema } from './to-provider-schema'

// A map is sent to OpenAI, Anthropic and Gemini's parameters as a list of { key, value }
// entries. A model that sends a key twice lost one of its values: the last one was kept, in
// silence, and the tool ran on a map the model never meant.

const schema = {
  type: 'object',
  properties: { scores: { type: 'object', additionalProperties: { type: 'number' } } },
  required: ['scores'],
} as const

const twice = {
  scores: [
    { key: 'ann', value: 1 },
    { key: 'bob', value: 2 },
    { key: 'ann', value: 3 },
  ],
}

describe('attack: a map sent as entries with a repeated key', () => {
  it.each(['openai', 'anthropic', 'gemini'] as const)(
    '%s: the list is handed on as sent, and the tool refuses it',
    (target) => {
      const { decode, warnings } = toProviderSchema(schema, target)
      expect(warnings.find((warning) => warning.code === 'RECORD_AS_ENTRIES')?.message).toContain(
        'a list that repeats a key is refused',
      )
      const decoded = decode(twice)
      expect(decoded).toEqual(twice)
      const result = fromJsonSchema(schema)['~standard'].validate(decoded)
      expect(result).toHaveProperty('issues', [expect.objectContaining({ path: ['scores'] })])
    },
  )

  it('keys told apart by case, or only by a prefix, are not repeats', () => {
    const { decode } = toProviderSchema(schema, 'openai')
    const sent = {
      scores: [
        { key: 'ann', value: 1 },
        { key: 'Ann', value: 2 },
        { key: 'ann ', value: 3 },
        { key: '__proto__', value: 4 },
      ],
    }
    const decoded = decode(sent) as { scores: Record<string, number> }
    expect(Object.keys(decoded.scores)).toEqual(['ann', 'Ann', 'ann ', '__proto__'])
    expect(Object.getPrototypeOf(decoded.scores)).toBe(Object.prototype)
  })
})
