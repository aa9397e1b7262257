import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { ProviderSchemaError } from './errors'
import { objectsOver } from './test-fixtures/object-values'
import { toProviderSchema } from './to-provider-schema'

// An intersection with a closed object: each part's `additionalProperties` covers every key THAT
// part does not declare. Merged naively into one object, the closed part's `false` only covers
// keys no part declares, and the provider is told a key is fine that the tool refuses. These are
// the JSON Schemas the adapters write for the attack's intersections.
const CLOSED_AND_OPEN = [
  {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
  { type: 'object', properties: { nights: { type: 'number' } } },
]

const CASES: Record<string, object> = {
  // v.intersect([v.strictObject({ city }), v.object({ nights: v.optional(v.number()) })])
  'Valibot intersect of a strict object': {
    type: 'object',
    allOf: CLOSED_AND_OPEN,
  },
  // Type.Intersect([Type.Object({ city }, { additionalProperties: false }), Type.Object({ nights? })])
  'TypeBox Intersect of a closed and an open object': {
    allOf: CLOSED_AND_OPEN,
  },
  // Schema.StructWithRest(Schema.Struct({ label: Schema.String }), [Schema.Record(String, Number)])
  'Effect StructWithRest': {
    type: 'object',
    properties: { label: { type: 'string' }, note: { type: 'number' } },
    required: ['note'],
    allOf: [{ type: 'object', additionalProperties: { type: 'number' } }],
  },
  // A remote MCP server's schema, read by fromJsonSchema.
  'raw JSON Schema with allOf additionalProperties': {
    properties: { label: { type: ['string', 'number'] }, count: { type: 'integer' } },
    required: ['count'],
    allOf: [{ additionalProperties: { type: 'number' } }],
  },
  'patternProperties of one part over another part’s key': {
    type: 'object',
    properties: { x_flag: { type: ['string', 'number'] } },
    allOf: [{ patternProperties: { '^x_': { type: 'number' } }, additionalProperties: false }],
  },
}

const TARGETS = [
  ['openai', {}],
  ['openai', { strict: false }],
  ['anthropic', {}],
  ['anthropic', { strict: false }],
  ['gemini', {}],
] as const

const POOL = [undefined, 'Paris', 2, 2.5, null, true]
const KEYS = ['city', 'nights', 'label', 'note', 'count', 'x_flag', 'other']

// Every 97th object over the attack's keys, each key absent or one of a few values, null among
// them (what a strict model sends for "absent").
const candidates = () => objectsOver(KEYS, POOL, 97)

const ajv = new Ajv2020({ strict: false })

describe('allOf merged for a provider accepts nothing the original refuses', () => {
  for (const [name, original] of Object.entries(CASES)) {
    for (const [target, options] of TARGETS) {
      it(`${name} → ${target} ${JSON.stringify(options)}`, () => {
        let emitted: ReturnType<typeof toProviderSchema>
        try {
          emitted = toProviderSchema(original as never, target, options as never)
        } catch (error) {
          // Refusing is allowed: the model is then told nothing wrong.
          expect(error).toBeInstanceOf(ProviderSchemaError)
          return
        }
        const lossy = emitted.warnings.length > 0
        const sent = ajv.compile(emitted.schema as object)
        const own = ajv.compile(original)
        const drifted: unknown[] = []
        for (const value of candidates()) {
          if (!sent(value)) continue
          if (!own(emitted.decode(value))) drifted.push(value)
        }
        if (!lossy) expect(drifted).toEqual([])
        // Whatever is warned, a key forbidden by a closed part is never offered.
        const properties = (emitted.schema as { properties?: Record<string, unknown> }).properties
        expect([undefined, false]).toContain(properties?.nights)
      })
    }
  }

  it('refuses a key one part requires and a closed part forbids with UNSATISFIABLE', () => {
    const schema = {
      allOf: [
        { type: 'object', properties: { city: { type: 'string' } }, additionalProperties: false },
        { type: 'object', properties: { nights: { type: 'number' } }, required: ['nights'] },
      ],
    }
    for (const [target, options] of TARGETS) {
      const attempt = () => toProviderSchema(schema as never, target, options as never)
      expect(attempt).toThrow(
        expect.objectContaining({ code: 'UNSATISFIABLE', pointer: '/properties/nights' }),
      )
    }
  })

  it('refuses a name one part only requires and a closed part does not declare', () => {
    const schema = {
      allOf: [
        { type: 'object', properties: { city: { type: 'string' } }, additionalProperties: false },
        { type: 'object', required: ['nights'] },
      ],
    }
    const attempt = () => toProviderSchema(schema as never, 'openai', {})
    expect(attempt).toThrow(expect.objectContaining({ code: 'UNSATISFIABLE' }))
  })

  it('warns ALLOF_MERGED_LOSSY when a part’s patterns meet another part’s additionalProperties', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'number' } },
      allOf: [
        { patternProperties: { '^x_': { type: 'string' } } },
        { additionalProperties: { type: 'number' } },
      ],
    }
    const { warnings } = toProviderSchema(schema as never, 'openai', { strict: false })
    expect(warnings.map((warning) => warning.code)).toContain('ALLOF_MERGED_LOSSY')
  })
})
