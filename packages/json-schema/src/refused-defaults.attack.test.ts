import { describe, expect, it } from 'vitest'
import type { JsonSchema } from './json-schema'
import type { ProviderTarget } from './options'
import { toProviderSchema } from './to-provider-schema'

// A hostile server hides a default its schema refuses where the property-level check did not
// look: in a `$defs` entry, a union branch, `items`, a nested object. Every target would tell
// the model of it ("Default: 5." or `default: 5`), and Gemini inlines a `$defs` entry as a
// property default.
const TARGETS: readonly (readonly [ProviderTarget, object])[] = [
  ['openai', {}],
  ['openai', { strict: false }],
  ['anthropic', {}],
  ['anthropic', { strict: false }],
  ['gemini', {}],
  ['gemini', { parametersJsonSchema: true }],
  ['mcp', {}],
]

const REFUSED = { type: 'string', default: 5 }

const HIDING_PLACES: readonly (readonly [string, JsonSchema, string])[] = [
  [
    'a $defs entry',
    {
      type: 'object',
      properties: { p: { $ref: '#/$defs/s' }, q: { $ref: '#/$defs/s' } },
      required: ['p', 'q'],
      $defs: { s: REFUSED },
    },
    '/$defs/s',
  ],
  [
    'an anyOf branch',
    { type: 'object', properties: { p: { anyOf: [REFUSED, { type: 'boolean' }] } } },
    '/properties/p/anyOf/0',
  ],
  [
    'a oneOf branch',
    { type: 'object', properties: { p: { oneOf: [REFUSED, { type: 'boolean' }] } } },
    '/properties/p/oneOf/0',
  ],
  [
    'items',
    { type: 'object', properties: { p: { type: 'array', items: REFUSED } } },
    '/properties/p/items',
  ],
  [
    'a nested object',
    {
      type: 'object',
      properties: {
        p: { type: 'object', properties: { q: { type: 'object', properties: { r: REFUSED } } } },
      },
    },
    '/properties/p/properties/q/properties/r',
  ],
]

const tellsDefault = (schema: unknown) => /"default":5|Default: 5/.test(JSON.stringify(schema))

describe('a refused default wherever it sits', () => {
  for (const [place, schema, pointer] of HIDING_PLACES) {
    for (const [target, options] of TARGETS) {
      it(`in ${place} is not told by ${target} ${JSON.stringify(options)}`, () => {
        const { schema: emitted, warnings } = toProviderSchema(schema, target, options as never)
        expect(tellsDefault(emitted)).toBe(false)
        expect(warnings).toContainEqual(
          expect.objectContaining({ pointer, code: 'KEYWORD_DROPPED' }),
        )
      })
    }
  }

  it('while a valid default in the same places is kept', () => {
    const schema = {
      type: 'object',
      properties: { p: { $ref: '#/$defs/s' }, q: { anyOf: [{ type: 'string', default: 'x' }] } },
      $defs: { s: { type: 'string', default: 'x' } },
    }
    const { schema: emitted, warnings } = toProviderSchema(schema, 'mcp')
    expect(JSON.stringify(emitted).match(/"default":"x"/g)).toHaveLength(2)
    expect(warnings).toEqual([])
  })

  it('is judged once per definition, not once per use', () => {
    const properties: Record<string, unknown> = {}
    for (let index = 0; index < 10_000; index++) properties[`p${index}`] = { $ref: '#/$defs/s' }
    const schema = { type: 'object', properties, $defs: { s: REFUSED } }
    for (const target of ['gemini', 'mcp'] as const) {
      const { schema: emitted, warnings } = toProviderSchema(schema, target, {
        limits: { maxOutputNodes: 100_000 },
      })
      expect(tellsDefault(emitted)).toBe(false)
      expect(warnings.filter((warning) => warning.code === 'KEYWORD_DROPPED')).toEqual([
        expect.objectContaining({ pointer: '/$defs/s' }),
      ])
    }
  })
})
