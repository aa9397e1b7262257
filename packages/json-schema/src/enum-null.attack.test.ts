// A nullable enum was emitted for Gemini's parametersJsonSchema as one enum listing `null`:
// Gemini lists strings and numbers only, so `checkProviderSchema` refused what polytool itself
// emitted, and the request would be refused.
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { fromJsonSchema } from './from-json-schema'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

const NULLABLE_ENUMS = [
  {
    type: 'object',
    properties: {
      value: { anyOf: [{ type: 'string', enum: ['red', 'green'] }, { type: 'null' }] },
    },
    required: ['value'],
  },
  {
    type: 'object',
    properties: { value: { type: ['number', 'null'], enum: [1, 2, null] } },
    required: ['value'],
  },
  { type: 'object', properties: { value: { type: 'string', enum: ['red', 'green'] } } },
]

describe('attack: a nullable enum', () => {
  it.each(PROFILES)('is emitted as $id takes it', (profile) => {
    for (const schema of NULLABLE_ENUMS) {
      const emitted = toProviderSchema(schema, profile.target, profile.options)
      const where = `${profile.id}: ${JSON.stringify(emitted.schema)}`
      expect(checkProviderSchema(emitted.schema, profile.target, profile.options), where).toEqual(
        [],
      )
    }
  })

  it('still lets Gemini send null, decoded to what the tool accepts', () => {
    const [schema] = NULLABLE_ENUMS
    const emitted = toProviderSchema(schema!, 'gemini', { mode: 'parametersJsonSchema' })
    expect(emitted.schema?.properties).toEqual({
      value: { anyOf: [{ type: 'string', enum: ['red', 'green'] }, { type: 'null' }] },
    })
    const tool = fromJsonSchema(schema!)
    expect(tool['~standard'].validate(emitted.decode({ value: null }))).not.toHaveProperty('issues')
  })
})
