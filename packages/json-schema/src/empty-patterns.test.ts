// `patternProperties: {}` names no pattern: the emitters read it as absent, so nothing is said
// to be dropped with it, and no pattern is taken to claim a key it cannot claim.
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import type { JsonSchemaInput } from './json-schema'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

const ajv = new Ajv2020({ strict: false })
const STRICT_PROFILES = [
  'openai-strict',
  'anthropic-strict',
  'gemini-json-schema',
  'gemini-parameters',
]

function emitted(schema: JsonSchemaInput, profileId: string) {
  const profile = PROFILES.find((candidate) => candidate.id === profileId)!
  return toProviderSchema(schema, profile.target, profile.options)
}

describe('patternProperties: {}', () => {
  it.each(STRICT_PROFILES)('%s: beside listed properties, no KEYWORD_DROPPED warning', (id) => {
    const schema = {
      type: 'object',
      properties: { count: { type: 'number' } },
      patternProperties: {},
      required: ['count'],
    }
    const codes = emitted(schema, id).warnings.map((warning) => warning.code)
    expect(codes).not.toContain('KEYWORD_DROPPED')
  })

  it.each(STRICT_PROFILES)('%s: a patterned map with a pattern still warns', (id) => {
    const schema = {
      type: 'object',
      properties: { count: { type: 'number' } },
      patternProperties: { '^c': { minimum: 0 } },
      required: ['count'],
    }
    const codes = emitted(schema, id).warnings.map((warning) => warning.code)
    expect(codes).toContain('KEYWORD_DROPPED')
  })

  it.each(['openai-strict', 'anthropic-strict', 'gemini-json-schema'])(
    '%s: a required name no pattern can claim, in a closed object, is refused as unsatisfiable',
    (id) => {
      const schema = {
        type: 'object',
        patternProperties: {},
        additionalProperties: false,
        required: ['a'],
      }
      expect(fromJsonSchema(schema)['~standard'].validate({ a: 1 })).toHaveProperty('issues')
      expect(() => emitted(schema, id)).toThrow(
        expect.objectContaining({ name: 'ProviderSchemaError', code: 'UNSATISFIABLE' }),
      )
    },
  )

  it.each(STRICT_PROFILES)(
    '%s: a map of named keys beside it is shown as an object of those keys, each call accepted',
    (id) => {
      const schema = {
        type: 'object',
        properties: {
          sizes: {
            type: 'object',
            propertyNames: { enum: ['small', 'large'] },
            patternProperties: {},
            additionalProperties: { type: 'integer' },
          },
        },
        required: ['sizes'],
      }
      const result = emitted(schema, id)
      const sizes = (result.schema as { properties: Record<string, { properties?: object }> })
        .properties.sizes!
      expect(Object.keys(sizes.properties ?? {})).toEqual(['small', 'large'])
      expect(result.warnings.map((warning) => warning.code)).not.toContain('RECORD_AS_ENTRIES')
      const admits = ajv.compile(
        JSON.parse(JSON.stringify(result.schema).replaceAll('"nullable":true', '"x-n":true')),
      )
      const tool = fromJsonSchema(schema)
      for (const sent of [
        { sizes: { small: 1, large: 2 } },
        { sizes: { small: null, large: 3 } },
      ]) {
        if (!admits(sent)) continue
        expect(tool['~standard'].validate(result.decode(sent))).not.toHaveProperty('issues')
      }
    },
  )
})
