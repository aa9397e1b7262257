import { Ajv } from 'ajv'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { JsonSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

// Attacks a draft-04 boolean `exclusiveMinimum` / `exclusiveMaximum` read one way by the
// validator and rewritten another way by the draft upgrade every emitter runs: with no `$schema`,
// the validator compared the value with `true` (as 1) or `false` (as 0), while the model was told
// `minimum` was exclusive (or, for `false`, that there was no exclusive bound at all).
const DRAFT_04 = 'http://json-schema.org/draft-04/schema#'
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#'
const VALUES = [-6, -5, -1, 0, 0.5, 1, 4, 4.999, 5, 5.001, 6]

function wrapped(bounds: Record<string, unknown>, dialect?: string): Record<string, unknown> {
  return {
    ...(dialect === undefined ? {} : { $schema: dialect }),
    type: 'object',
    properties: { a: { type: 'number', ...bounds } },
    required: ['a'],
    additionalProperties: false,
  }
}

const AGREEING: Record<string, Record<string, unknown>> = {
  'draft-04, exclusiveMinimum true': wrapped({ minimum: 5, exclusiveMinimum: true }, DRAFT_04),
  'draft-04, exclusiveMaximum true': wrapped({ maximum: 5, exclusiveMaximum: true }, DRAFT_04),
  'draft-04, exclusiveMinimum false': wrapped({ minimum: -5, exclusiveMinimum: false }, DRAFT_04),
  'no dialect, exclusiveMinimum true': wrapped({ minimum: 5, exclusiveMinimum: true }),
  'no dialect, exclusiveMaximum true': wrapped({ maximum: 5, exclusiveMaximum: true }),
  'no dialect, exclusiveMinimum false': wrapped({ minimum: -5, exclusiveMinimum: false }),
  'no dialect, exclusiveMaximum false': wrapped({ maximum: 5, exclusiveMaximum: false }),
  'no dialect, a lone exclusiveMinimum true': wrapped({ exclusiveMinimum: true }),
  'draft-07, numeric exclusiveMinimum': wrapped({ exclusiveMinimum: 5 }, DRAFT_07),
}

const ajv2020 = new Ajv2020({ strict: false })
const ajv07 = new Ajv({ strict: false })

function accepts(tool: ReturnType<typeof fromJsonSchema>, value: unknown): boolean {
  const result = tool['~standard'].validate(value)
  return !('issues' in result && result.issues !== undefined)
}

describe('a boolean exclusive bound means what the draft upgrade makes of it, for the validator too', () => {
  for (const [name, schema] of Object.entries(AGREEING)) {
    it(`${name}: the exported schemas accept exactly what the validator accepts`, () => {
      const tool = fromJsonSchema(schema)
      const exported2020 = ajv2020.compile(
        tool['~standard'].jsonSchema.input({ target: 'draft-2020-12' }),
      )
      const exported07 = ajv07.compile(tool['~standard'].jsonSchema.input({ target: 'draft-07' }))
      const verdicts = VALUES.map((a) => [a, accepts(tool, { a })])
      expect(VALUES.map((a) => [a, exported2020({ a })])).toEqual(verdicts)
      expect(VALUES.map((a) => [a, exported07({ a })])).toEqual(verdicts)
      // Both answers occur where the schema bounds anything: the comparison is not vacuous.
      const accepted = verdicts.filter(([, ok]) => ok).length
      expect(accepted).toBeGreaterThan(0)
    })

    it.each(PROFILES)(
      `${name}: $id never tells the model a bound the tool does not check`,
      ({ target, options }) => {
        const tool = fromJsonSchema(schema)
        const source = tool['~standard'].jsonSchema.input({ target: 'draft-2020-12' })
        const out = toProviderSchema(source, target, options)
        const emitted = ajv2020.compile(out.schema as object)
        for (const a of VALUES) {
          const encoded = out.encode({ a })
          const sent = out.wrappedIn === undefined ? encoded : { [out.wrappedIn]: encoded }
          const valid = accepts(tool, out.decode(sent))
          // Tighter than the tool: never. Looser: only with a warning where the bound is dropped.
          if (valid) expect([a, emitted(sent)]).toEqual([a, true])
          else if (emitted(sent)) expect(out.warnings.length, `${a}`).toBeGreaterThan(0)
        }
      },
    )
  }

  it('refuses a boolean bound in a draft-06 or later schema, naming where', () => {
    for (const dialect of [DRAFT_07, 'https://json-schema.org/draft/2020-12/schema']) {
      const schema = wrapped({ minimum: 5, exclusiveMinimum: true }, dialect)
      expect(() => fromJsonSchema(schema)).toThrow(JsonSchemaError)
      expect(() => fromJsonSchema(schema)).toThrow(/exclusiveMinimum to be a number/)
    }
    expect(() =>
      fromJsonSchema(wrapped({ maximum: 5, exclusiveMaximum: false }), { draft: '7' }),
    ).toThrow(expect.objectContaining({ pointer: '/properties/a/exclusiveMaximum' }))
  })

  it('refuses a numeric bound in a draft-04 schema, which the draft-04 validator ignores', () => {
    expect(() => fromJsonSchema(wrapped({ exclusiveMinimum: 5 }, DRAFT_04))).toThrow(
      /exclusiveMinimum to be a boolean in a draft-04 schema/,
    )
  })
})
