// Values a provider schema admits that, once decoded, the tool's validator refuses, with no
// warning of the emission saying so. Each `it.fails` states the correct behaviour.
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import type { JsonSchemaInput } from './json-schema'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

const ajv = new Ajv2020({ strict: false })

/** Values admitted by the emitted schema (Gemini `nullable` read as admitting null) whose decoding the tool refuses. */
function undeclaredRefusals(schema: JsonSchemaInput, profileId: string, sent: readonly unknown[]) {
  const profile = PROFILES.find((candidate) => candidate.id === profileId)!
  const emitted = toProviderSchema(schema, profile.target, profile.options)
  const text = JSON.stringify(emitted.schema ?? { type: 'object', additionalProperties: false })
  const admits = ajv.compile(JSON.parse(text.replaceAll('"nullable":true', '"x-nullable":true')))
  const nullable = text.includes('"nullable":true')
  const tool = fromJsonSchema(schema)
  const refused = sent.filter((value) => {
    if (!admits(value) && !nullable) return false
    return 'issues' in (tool['~standard'].validate(emitted.decode(value)) as object)
  })
  return { refused, warnings: emitted.warnings.map((warning) => warning.code) }
}

const twoPatterns = {
  type: 'object',
  properties: {
    m: {
      type: 'object',
      patternProperties: { '^a': { type: 'number' }, b$: { type: 'integer', minimum: 0 } },
      additionalProperties: false,
    },
  },
  required: ['m'],
}

describe('review26: a map of several patterns sent as { key, value } entries', () => {
  // The entry's key is `(?:^a)|(?:b$)` and its value the anyOf of both patterns' schemas: the
  // key no longer chooses the value's schema, and a key matching both patterns needs both.
  // Correct: each entry pairs a key pattern with its own value (a union of entry shapes, with
  // every pattern that may match the key applied), or a warning declares the loss.
  it.each(['openai-strict', 'anthropic-strict', 'gemini-parameters'])(
    '%s: { key: "xb", value: 1.5 } is admitted and the tool refuses it: a warning says so',
    (profile) => {
      const { refused } = undeclaredRefusals(twoPatterns, profile, [
        { m: [{ key: 'xb', value: 1.5 }] },
        { m: [{ key: 'ab', value: -2 }] },
      ])
      const chosen = PROFILES.find((candidate) => candidate.id === profile)!
      const { warnings } = toProviderSchema(twoPatterns, chosen.target, chosen.options)
      expect(refused.length > 0).toBe(true)
      expect(warnings).toContainEqual(
        expect.objectContaining({
          code: 'KEYWORD_DROPPED',
          pointer: '/properties/m/patternProperties',
          message: expect.stringContaining('every pattern it matches'),
        }),
      )
    },
  )

  it('one pattern alone, closed, needs no such warning', () => {
    const onePattern = {
      type: 'object',
      properties: {
        m: {
          type: 'object',
          patternProperties: { '^a': { type: 'number' } },
          additionalProperties: false,
        },
      },
      required: ['m'],
    }
    const { warnings } = toProviderSchema(onePattern, 'openai')
    expect(warnings.map((warning) => warning.code)).not.toContain('KEYWORD_DROPPED')
    expect(
      undeclaredRefusals(onePattern, 'openai-strict', [{ m: [{ key: 'ab', value: 1 }] }]),
    ).toMatchObject({ refused: [] })
  })
})

describe('review26: a nullable type beside an enum that does not list null', () => {
  // `{ type: ['string', 'null'], enum: ['a', 'b'] }` accepts 'a' and 'b' only: the enum refuses
  // null. Correct: null stays out of what the model is told (enum ['a', 'b'] alone).
  const schema = {
    type: 'object',
    properties: { e: { type: ['string', 'null'], enum: ['a', 'b'] } },
    required: ['e'],
  }
  it.each(['openai-strict', 'anthropic-strict', 'gemini-parameters', 'gemini-json-schema'])(
    '%s: { e: null } is admitted and the tool refuses it',
    (profile) => {
      expect(undeclaredRefusals(schema, profile, [{ e: null }])).toEqual({
        refused: [],
        warnings: [],
      })
    },
  )

  it.each(['openai-strict', 'anthropic-strict', 'gemini-parameters', 'gemini-json-schema'])(
    '%s: a const beside a nullable type keeps null out too',
    (profile) => {
      const constant = {
        type: 'object',
        properties: { e: { type: ['string', 'null'], const: 'a' } },
        required: ['e'],
      }
      expect(undeclaredRefusals(constant, profile, [{ e: null }, { e: 'a' }])).toEqual({
        refused: [],
        warnings: [],
      })
    },
  )

  it('mcp keeps the schema as written, which refuses null', () => {
    expect(undeclaredRefusals(schema, 'mcp', [{ e: null }])).toEqual({ refused: [], warnings: [] })
  })
})

describe('review26: roots that refuse every key, spelled otherwise than additionalProperties: false', () => {
  // Correct: shown closed where the target can say so, or decoded dropping the keys, as the
  // README says of a root that refuses every key.
  it('maxProperties: 0 is shown closed to OpenAI non-strict: { a: 1 } is not admitted', () => {
    expect(undeclaredRefusals({ type: 'object', maxProperties: 0 }, 'openai', [{ a: 1 }])).toEqual({
      refused: [],
      warnings: [],
    })
  })

  it('propertyNames: false is shown closed to Gemini parametersJsonSchema', () => {
    expect(
      undeclaredRefusals({ type: 'object', propertyNames: false }, 'gemini-json-schema', [
        { a: 1 },
      ]),
    ).toEqual({ refused: [], warnings: [] })
  })

  it('maxProperties: 0 and propertyNames: false, at the root or nested, admit no key the tool refuses under any profile', () => {
    for (const closed of [
      { type: 'object', maxProperties: 0 },
      { type: 'object', propertyNames: false },
    ]) {
      const nested = { type: 'object', properties: { o: closed }, required: ['o'] }
      for (const profile of PROFILES) {
        expect(undeclaredRefusals(closed, profile.id, [{ a: 1 }, {}]).refused).toEqual([])
        expect(
          undeclaredRefusals(nested, profile.id, [{ o: { a: 1 } }, { o: {} }]).refused,
        ).toEqual([])
      }
    }
  })

  it('additionalProperties: false is shown closed or decoded closed under every profile', () => {
    for (const profile of PROFILES) {
      const { refused } = undeclaredRefusals(
        { type: 'object', additionalProperties: false },
        profile.id,
        [{ a: 1 }],
      )
      expect(refused).toEqual([])
    }
  })
})

describe('review26: a union of a map and a list of { key, value } objects', () => {
  // Both branches are sent as the same list: a list the model meant for the array branch (which
  // the tool accepts as sent) is decoded into a map. Correct: the emission refuses the
  // ambiguous union or warns that such a list is read as the map.
  const schema = {
    type: 'object',
    properties: {
      m: {
        anyOf: [
          { type: 'object', additionalProperties: { type: 'number' } },
          {
            type: 'array',
            items: {
              type: 'object',
              properties: { key: { type: 'string' }, value: { type: 'number' } },
              required: ['key', 'value'],
              additionalProperties: false,
            },
          },
        ],
      },
    },
    required: ['m'],
  }
  it.each(['openai-strict', 'anthropic-strict', 'gemini-parameters'])(
    '%s: the array sent may be handed on as a map, and a warning at the union says so',
    (profileId) => {
      const profile = PROFILES.find((candidate) => candidate.id === profileId)!
      const { warnings } = toProviderSchema(schema, profile.target, profile.options)
      expect(warnings).toContainEqual(
        expect.objectContaining({
          code: 'RECORD_AS_ENTRIES',
          pointer: '/properties/m',
          message: expect.stringContaining(
            'a list that fits both is read as the branch listed first',
          ),
        }),
      )
    },
  )
})

describe('review26: patternProperties that also match a declared property', () => {
  // In JSON Schema a key of `properties` is checked by every `patternProperties` pattern it
  // matches too: `count` must be a number and at least 0. Gemini parametersJsonSchema is shown
  // `count: number` alone, with no warning. Correct: the pattern's schema is intersected into
  // the declared property's (`minimum: 0` on `count`), or a warning names the loss. The strict
  // targets drop it too, under an EXTRA_PROPERTIES_DROPPED warning that speaks of extra
  // properties only.
  const schema = {
    type: 'object',
    properties: { count: { type: 'number' } },
    patternProperties: { '^c': { minimum: 0 } },
    required: ['count'],
  }
  it.each(['gemini-json-schema', 'gemini-parameters', 'openai-strict', 'anthropic-strict'])(
    '%s: { count: -1 } is admitted and the tool refuses it: a warning names the dropped patterns',
    (profileId) => {
      const profile = PROFILES.find((candidate) => candidate.id === profileId)!
      const { warnings } = toProviderSchema(schema, profile.target, profile.options)
      expect(warnings).toContainEqual(
        expect.objectContaining({
          code: 'KEYWORD_DROPPED',
          pointer: '/patternProperties',
          message: expect.stringContaining('a listed property whose name a pattern matches'),
        }),
      )
    },
  )

  it('OpenAI and Anthropic non-strict and MCP keep patternProperties, which refuse -1', () => {
    for (const profile of ['openai', 'anthropic', 'mcp']) {
      expect(undeclaredRefusals(schema, profile, [{ count: -1 }]).refused).toEqual([])
    }
  })
})

describe('review26: a required key that additionalProperties: false forbids', () => {
  // `{ type: 'object', additionalProperties: false, required: ['a'] }` accepts no value at all:
  // `a` must be present and no key may be. Gemini parametersJsonSchema is shown a required
  // `a: {}` with no warning, so every call the model makes is refused; the strict targets show
  // `a` as any JSON value in a string (JSON_TEXT), which the tool refuses as well. Correct: a
  // `ProviderSchemaError` with code UNSATISFIABLE, as for a required property that accepts no
  // value.
  const schema = { type: 'object', additionalProperties: false, required: ['a'] }
  it.each(['gemini-json-schema', 'openai-strict', 'anthropic-strict'])(
    '%s: the emission is refused as unsatisfiable',
    (profileId) => {
      const profile = PROFILES.find((candidate) => candidate.id === profileId)!
      expect(() => toProviderSchema(schema, profile.target, profile.options)).toThrow(
        expect.objectContaining({ name: 'ProviderSchemaError', code: 'UNSATISFIABLE' }),
      )
    },
  )

  it('a required name without a schema of its own is shown with additionalProperties', () => {
    const numbers = {
      type: 'object',
      additionalProperties: { type: 'number' },
      required: ['a'],
    }
    for (const profile of ['gemini-json-schema', 'openai-strict', 'anthropic-strict']) {
      const { refused, warnings } = undeclaredRefusals(numbers, profile, [{ a: 1 }, { a: 'x' }])
      expect(refused).toEqual([])
      expect(warnings).not.toContain('JSON_TEXT')
    }
  })
})
