import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { ProviderSchemaError } from './errors'
import { countStrictBudgetUsage } from './measure'
import { EXPECTED } from './test-fixtures/expected-outputs'
import { type CaseName, JSON_CASES } from './test-fixtures/json-cases'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

const CASE_NAMES = Object.keys(JSON_CASES) as CaseName[]

function emit(name: CaseName, profileId: (typeof PROFILES)[number]['id']) {
  const profile = PROFILES.find((candidate) => candidate.id === profileId)!
  return toProviderSchema(JSON_CASES[name], profile.target, profile.options)
}

describe('the fifteen provider cases, as JSON Schema', () => {
  describe.each(CASE_NAMES)('%s', (name) => {
    it.each(PROFILES)('emits the expected schema for $id', (profile) => {
      const expected = EXPECTED[name][profile.id]
      if (expected !== undefined && 'error' in expected) {
        expect(() => toProviderSchema(JSON_CASES[name], profile.target, profile.options)).toThrow(
          expect.objectContaining({ name: 'ProviderSchemaError', code: expected.error }),
        )
        return
      }
      const { schema } = toProviderSchema(JSON_CASES[name], profile.target, profile.options)
      expect(schema).toEqual(expected)
      expect(checkProviderSchema(schema, profile.target, profile.options)).toEqual([])
    })
  })
})

describe('decoding and warnings per case', () => {
  it('1. {a?: string}: OpenAI strict maps the synthetic null back to absent', () => {
    const { decode, warnings } = emit('optionalString', 'openai-strict')
    expect(decode({ a: null })).toEqual({})
    expect(decode({ a: 'x' })).toEqual({ a: 'x' })
    expect(warnings).toEqual([])
    expect(emit('optionalString', 'anthropic-strict').decode({})).toEqual({})
  })

  it('2. {a?: string | null}: OpenAI strict warns that absent and null merge, keeps null', () => {
    const { decode, warnings } = emit('optionalNullableString', 'openai-strict')
    expect(warnings).toEqual([
      expect.objectContaining({ pointer: '/properties/a', code: 'OPTIONAL_NULL_AMBIGUOUS' }),
    ])
    expect(decode({ a: null })).toEqual({ a: null })
    expect(emit('optionalNullableString', 'gemini-parameters').warnings).toEqual([])
  })

  it('3. Record<string, number>: entries come back as an object; Gemini JSON Schema keeps the map', () => {
    for (const profile of ['openai-strict', 'anthropic-strict', 'gemini-parameters'] as const) {
      const { decode, warnings } = emit('record', profile)
      expect(
        decode({
          r: [
            { key: 'a', value: 1 },
            { key: 'b', value: 2 },
          ],
        }),
      ).toEqual({ r: { a: 1, b: 2 } })
      expect(warnings).toEqual([
        expect.objectContaining({ pointer: '/properties/r', code: 'RECORD_AS_ENTRIES' }),
      ])
    }
    expect(emit('record', 'gemini-json-schema').decode({ r: { a: 1 } })).toEqual({ r: { a: 1 } })
  })

  it('3. records can be refused instead of rewritten', () => {
    expect(() => toProviderSchema(JSON_CASES.record, 'openai', { records: 'error' })).toThrow(
      expect.objectContaining({ code: 'RECORD_NOT_SUPPORTED', pointer: '/properties/r' }),
    )
  })

  it('4. root union: wrapped for OpenAI, Anthropic and Gemini and unwrapped by decode; MCP keeps it', () => {
    for (const profile of [
      'openai-strict',
      'openai',
      'anthropic-strict',
      'anthropic',
      'gemini-parameters',
      'gemini-json-schema',
    ] as const) {
      expect(emit('rootUnion', profile).decode({ value: { kind: 'y', y: 2 } })).toEqual({
        kind: 'y',
        y: 2,
      })
    }
    expect(emit('rootUnion', 'mcp').decode({ kind: 'y', y: 2 })).toEqual({ kind: 'y', y: 2 })
    expect(
      toProviderSchema(JSON_CASES.rootUnion, 'openai', { wrapKey: 'input' }).schema.required,
    ).toEqual(['input'])
  })

  it('6. int().positive().max(10): Gemini gets the exact integer bound without a warning, Anthropic strict two', () => {
    expect(emit('boundedInteger', 'gemini-parameters').warnings).toEqual([])
    expect(
      emit('boundedInteger', 'anthropic-strict').warnings.map((warning) => [
        warning.pointer,
        warning.code,
      ]),
    ).toEqual([
      ['/properties/n', 'CONSTRAINT_IN_DESCRIPTION'],
      ['/properties/n', 'CONSTRAINT_IN_DESCRIPTION'],
    ])
  })

  it('7. string bounds and a lookahead pattern: OpenAI keeps the pattern and can keep the lengths on request', () => {
    const kept = toProviderSchema(JSON_CASES.constrainedString, 'openai', { stringLength: 'keep' })
    expect(kept.schema.properties).toEqual({
      s: { type: 'string', minLength: 2, maxLength: 8, pattern: '^(?=.*\\d)[a-z\\d]+$' },
    })
    expect(kept.warnings).toEqual([])
    expect(emit('constrainedString', 'anthropic-strict').warnings).toHaveLength(3)
  })

  it('9. recursive tree: the cut of the unrolled levels is decoded from JSON text', () => {
    const deep = {
      value: 'a',
      children: [
        { value: 'b', children: [{ value: 'c', children: [{ value: 'd', children: [] }] }] },
      ],
    }
    const sent = {
      value: 'a',
      children: [
        {
          value: 'b',
          children: [{ value: 'c', children: [{ value: 'd', children: ['{"value":"e"}'] }] }],
        },
      ],
    }
    for (const profile of ['anthropic-strict', 'gemini-parameters'] as const) {
      const { decode, warnings } = emit('recursiveTree', profile)
      expect(decode(deep)).toEqual(deep)
      expect(decode(sent)).toEqual({
        value: 'a',
        children: [
          {
            value: 'b',
            children: [{ value: 'c', children: [{ value: 'd', children: [{ value: 'e' }] }] }],
          },
        ],
      })
      expect(warnings).toEqual([
        expect.objectContaining({ pointer: '/$defs/node', code: 'RECURSION_UNROLLED' }),
      ])
    }
  })

  it('9. the unroll depth is configurable', () => {
    const { schema } = toProviderSchema(JSON_CASES.recursiveTree, 'anthropic', {
      recursionDepth: 1,
    })
    expect(schema).toEqual({
      type: 'object',
      properties: {
        value: { type: 'string' },
        children: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              value: { type: 'string' },
              children: {
                type: 'array',
                items: {
                  type: 'string',
                  description:
                    'A "node" value nested deeper than 1 levels, sent as a JSON-encoded string. It matches this JSON Schema: {"type":"object","properties":{"value":{"type":"string"},"children":{"type":"array","items":{"$ref":"#/$defs/node"}}},"required":["value"]}',
                },
              },
            },
            required: ['value'],
            additionalProperties: false,
          },
        },
      },
      required: ['value'],
      additionalProperties: false,
    })
  })

  it('9. OpenAI strict decodes through $ref recursion', () => {
    const { decode } = emit('recursiveTree', 'openai-strict')
    expect(decode({ value: 'a', children: [{ value: 'b', children: null }] })).toEqual({
      value: 'a',
      children: [{ value: 'b' }],
    })
  })

  it('10. tuple: the positional object becomes an array again', () => {
    for (const profile of ['openai-strict', 'anthropic-strict', 'gemini-parameters'] as const) {
      expect(emit('tuple', profile).decode({ t: { '0': 'a', '1': 2 } })).toEqual({ t: ['a', 2] })
    }
    expect(() => toProviderSchema(JSON_CASES.tuple, 'gemini', { tuples: 'error' })).toThrow(
      expect.objectContaining({ code: 'TUPLE_NOT_SUPPORTED', pointer: '/properties/t' }),
    )
  })

  it('11. unknown: JSON text decoded, non-JSON text kept as the string it is', () => {
    const { decode, warnings } = emit('unknownField', 'gemini-parameters')
    expect(decode({ u: '{"a":[1,true]}' })).toEqual({ u: { a: [1, true] } })
    expect(decode({ u: 'plain words' })).toEqual({ u: 'plain words' })
    expect(warnings).toEqual([
      expect.objectContaining({ pointer: '/properties/u', code: 'JSON_TEXT' }),
    ])
  })

  it('12. no parameters: Gemini omits parameters, decoding is the identity', () => {
    expect(emit('noParameters', 'gemini-parameters').schema).toBeUndefined()
    const args = {}
    expect(emit('noParameters', 'openai-strict').decode(args)).toBe(args)
  })

  it('13. number().default(5): OpenAI strict decodes null to the default', () => {
    const { decode } = emit('numberWithDefault', 'openai-strict')
    expect(decode({ n: null })).toEqual({ n: 5 })
    expect(decode({ n: 3 })).toEqual({ n: 3 })
  })

  it('14. 1 | 2 | 3: Gemini parameters decodes the string enum back to numbers', () => {
    const { decode } = emit('numericLiterals', 'gemini-parameters')
    expect(decode({ l: '2' })).toEqual({ l: 2 })
    expect(decode({ l: '7' })).toEqual({ l: '7' })
  })

  it('15. 30 optional booleans: fine on OpenAI, over the Anthropic strict budget', () => {
    expect(countStrictBudgetUsage(JSON_CASES.manyOptionalBooleans)).toEqual({
      optionalParameters: 30,
      unionParameters: 0,
    })
    const error = (() => {
      try {
        emit('manyOptionalBooleans', 'anthropic-strict')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ProviderSchemaError)
    expect((error as ProviderSchemaError).message).toContain('30 optional parameters')
    expect(
      checkProviderSchema(JSON_CASES.manyOptionalBooleans, 'anthropic', { strict: false }),
    ).toEqual([])
    expect(
      checkProviderSchema(
        toProviderSchema(JSON_CASES.manyOptionalBooleans, 'anthropic', { strict: false }).schema,
        'anthropic',
        { strict: true },
      ),
    ).toContainEqual(expect.objectContaining({ rule: 'budget-optional-parameters' }))
  })
})
