import { Ajv } from 'ajv'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { type FromJsonSchemaWarning, fromJsonSchema } from './from-json-schema'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

// Attacks keywords beside a `$ref` in a draft-07 document: the validator ignores them, as
// draft-07 says, while every emitter stated them to the model (`minimum: 10` shown, 5 accepted).
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#'
const DRAFT_2020 = 'https://json-schema.org/draft/2020-12/schema'

function document(dialect: string): Record<string, unknown> {
  return {
    $schema: dialect,
    type: 'object',
    properties: {
      a: { $ref: '#/definitions/n', minimum: 10, description: 'A number' },
      b: { $ref: '#/definitions/s', maxLength: 2 },
    },
    required: ['a'],
    definitions: { n: { type: 'number' }, s: { type: 'string' } },
  }
}

const VALUES = [{ a: 5 }, { a: 15 }, { a: 'x' }, { a: 15, b: 'abc' }, { a: 5, b: 'ab' }, {}]
const ajv2020 = new Ajv2020({ strict: false })
const ajv07 = new Ajv({ strict: false })

function accepts(tool: ReturnType<typeof fromJsonSchema>, value: unknown): boolean {
  const result = tool['~standard'].validate(value)
  return !('issues' in result && result.issues !== undefined)
}

describe('keywords beside a $ref in a draft-07 document', () => {
  it('are dropped from the emitted schemas as the validator ignores them, with a warning', () => {
    const warnings: FromJsonSchemaWarning[] = []
    const tool = fromJsonSchema(document(DRAFT_07), { onWarning: (w) => warnings.push(w) })
    const exported2020 = ajv2020.compile(
      tool['~standard'].jsonSchema.input({ target: 'draft-2020-12' }),
    )
    const exported07 = ajv07.compile(tool['~standard'].jsonSchema.input({ target: 'draft-07' }))
    const verdicts = VALUES.map((value) => [value, accepts(tool, value)])
    expect(VALUES.map((value) => [value, exported2020(value)])).toEqual(verdicts)
    expect(VALUES.map((value) => [value, exported07(value)])).toEqual(verdicts)
    expect(accepts(tool, { a: 5, b: 'abc' })).toBe(true)
    expect(warnings.map(({ code, pointer }) => [code, pointer])).toEqual([
      ['REF_SIBLINGS_IGNORED', '/properties/a'],
      ['REF_SIBLINGS_IGNORED', '/properties/b'],
    ])
    expect(warnings[0]?.message).toContain('"minimum"')
    // An annotation stays: the model still reads it.
    expect(
      JSON.stringify(tool['~standard'].jsonSchema.input({ target: 'draft-2020-12' })),
    ).toContain('A number')
  })

  it.each(PROFILES)(
    'no provider ($id) is told a bound beside a draft-07 reference',
    ({ target, options }) => {
      const tool = fromJsonSchema(document(DRAFT_07))
      const source = tool['~standard'].jsonSchema.input({ target: 'draft-2020-12' })
      const out = toProviderSchema(source, target, options)
      const emitted = ajv2020.compile(out.schema as object)
      for (const value of VALUES.filter((v) => accepts(tool, v))) {
        const encoded = out.encode(value)
        const sent = out.wrappedIn === undefined ? encoded : { [out.wrappedIn]: encoded }
        expect([value, emitted(sent)]).toEqual([value, true])
      }
    },
  )

  it('apply in a 2020-12 document, in the validator and the emitted schema alike', () => {
    const warnings: FromJsonSchemaWarning[] = []
    const tool = fromJsonSchema(document(DRAFT_2020), { onWarning: (w) => warnings.push(w) })
    const exported = ajv2020.compile(
      tool['~standard'].jsonSchema.input({ target: 'draft-2020-12' }),
    )
    expect(VALUES.map((value) => [value, exported(value)])).toEqual(
      VALUES.map((value) => [value, accepts(tool, value)]),
    )
    expect(accepts(tool, { a: 5 })).toBe(false)
    expect(warnings).toEqual([])
  })
})
