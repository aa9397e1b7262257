import { describe, expect, it } from 'vitest'
import { JsonSchemaError } from './errors'
import { type FromJsonSchemaWarning, fromJsonSchema } from './from-json-schema'
import type { JsonSchemaInput } from './json-schema'
import { thrownBy } from './test-fixtures/hostile'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

// Attacks `toProviderSchema` called directly on a draft-04 or draft-07 document, which read the
// document as 2020-12 whatever its `$schema`: a draft-07 `$ref`'s siblings (ignored by the
// validator `fromJsonSchema` builds) were stated to the model, and a boolean bound in a draft-07
// or 2020-12 document (refused by `fromJsonSchema`) was emitted as draft-04 meant it. A direct
// call now tells the model what `fromJsonSchema` and its export tell it.
const DRAFT_04 = 'http://json-schema.org/draft-04/schema#'
const DRAFT_06 = 'http://json-schema.org/draft-06/schema#'
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#'
const DRAFT_2019 = 'https://json-schema.org/draft/2019-09/schema'
const DRAFT_2020 = 'https://json-schema.org/draft/2020-12/schema'

function withRefSiblings(dialect: string): Record<string, unknown> {
  return {
    $schema: dialect,
    type: 'object',
    properties: {
      a: { $ref: '#/definitions/n', minimum: 10, description: 'A number' },
      b: { $ref: '#/definitions/s', maxLength: 2 },
      c: { $ref: '#/x-shared/t' },
    },
    required: ['a'],
    definitions: { n: { type: 'number' }, s: { type: 'string' } },
    // A target no keyword leads to, holding a `$ref` with a sibling of its own.
    'x-shared': { t: { $ref: '#/definitions/s', pattern: '^[a-z]+$' } },
  }
}

function fromJsonSchemaWarnings(schema: JsonSchemaInput): FromJsonSchemaWarning[] {
  const warnings: FromJsonSchemaWarning[] = []
  fromJsonSchema(schema, { onWarning: (warning) => warnings.push(warning) })
  return warnings
}

/** What the model is told through `fromJsonSchema`: its export, emitted. */
function throughFromJsonSchema(schema: JsonSchemaInput) {
  return fromJsonSchema(schema)['~standard'].jsonSchema.input({ target: 'draft-2020-12' })
}

describe('keywords beside a $ref in a draft-07 document, emitted directly', () => {
  for (const dialect of [DRAFT_07, DRAFT_06, DRAFT_04]) {
    it.each(PROFILES)(
      `${dialect}: $id is told what fromJsonSchema's export tells it`,
      (profile) => {
        const direct = toProviderSchema(withRefSiblings(dialect), profile.target, profile.options)
        const exported = toProviderSchema(
          throughFromJsonSchema(withRefSiblings(dialect)),
          profile.target,
          profile.options,
        )
        expect(direct.schema).toEqual(exported.schema)
        const text = JSON.stringify(direct.schema)
        expect(text).not.toMatch(/minimum|greater|maxLength|at most|\^\[a-z\]/i)
        expect(text).toContain('A number')
      },
    )
  }

  it('each dropped sibling is reported with fromJsonSchema’s warning, on every emission', () => {
    const schema = withRefSiblings(DRAFT_07)
    const expected = fromJsonSchemaWarnings(schema).map(({ code, pointer, message }) => ({
      code,
      pointer,
      message,
    }))
    expect(expected.map(({ pointer }) => pointer)).toEqual([
      '/properties/a',
      '/properties/b',
      '/x-shared/t',
    ])
    // Twice per target (the second from the cache), and across targets (one prepared document).
    for (const { target, options } of [...PROFILES, ...PROFILES]) {
      const { warnings } = toProviderSchema(schema, target, options)
      const ignored = warnings.filter(({ code }) => code === 'REF_SIBLINGS_IGNORED')
      expect(ignored).toEqual(expected)
    }
  })

  it('stay beside a $ref of a 2019-09 or later document, or one naming no dialect', () => {
    for (const dialect of [DRAFT_2019, DRAFT_2020, 'https://example.com/custom']) {
      const { schema, warnings } = toProviderSchema(withRefSiblings(dialect), 'mcp')
      expect(JSON.stringify(schema)).toContain('"minimum":10')
      expect(warnings.filter(({ code }) => code === 'REF_SIBLINGS_IGNORED')).toEqual([])
      expect(fromJsonSchemaWarnings(withRefSiblings(dialect))).toEqual([])
    }
  })
})

function bounded(dialect: string | undefined, bounds: Record<string, unknown>) {
  return {
    ...(dialect === undefined ? {} : { $schema: dialect }),
    type: 'object',
    properties: { a: { type: 'number', ...bounds } },
    // The same bounds in a target no keyword leads to, and beside a `$ref`.
    'x-shared': { b: { $ref: '#/properties/a', ...bounds } },
  }
}

describe('boolean exclusive bounds, emitted directly', () => {
  const refused: [dialect: string, bounds: Record<string, unknown>, pointer: string][] = [
    [DRAFT_07, { minimum: 5, exclusiveMinimum: true }, '/properties/a/exclusiveMinimum'],
    [DRAFT_06, { maximum: 5, exclusiveMaximum: false }, '/properties/a/exclusiveMaximum'],
    [DRAFT_2019, { minimum: 5, exclusiveMinimum: false }, '/properties/a/exclusiveMinimum'],
    [DRAFT_2020, { maximum: 5, exclusiveMaximum: true }, '/properties/a/exclusiveMaximum'],
    [DRAFT_04, { exclusiveMinimum: 5 }, '/properties/a/exclusiveMinimum'],
  ]
  for (const [dialect, bounds, pointer] of refused) {
    it.each(PROFILES)(
      `${dialect} ${JSON.stringify(bounds)}: $id refuses it as fromJsonSchema does`,
      ({ target, options }) => {
        const schema = bounded(dialect, bounds)
        const expected = thrownBy(() => fromJsonSchema(schema)) as JsonSchemaError
        const error = thrownBy(() => toProviderSchema(schema, target, options))
        expect(error).toBeInstanceOf(JsonSchemaError)
        expect(expected).toBeInstanceOf(JsonSchemaError)
        expect(error).toMatchObject({ pointer, message: expected.message, code: expected.code })
      },
    )
  }

  it('refuses one in a target no keyword leads to, at its pointer', () => {
    const schema = {
      $schema: DRAFT_07,
      properties: { a: { $ref: '#/x-shared/b' } },
      'x-shared': { b: { minimum: 1, exclusiveMinimum: true } },
    }
    const expected = thrownBy(() => fromJsonSchema(schema)) as JsonSchemaError
    const error = thrownBy(() => toProviderSchema(schema, 'mcp')) as JsonSchemaError
    expect(error).toBeInstanceOf(JsonSchemaError)
    expect([error.pointer, error.message]).toEqual([expected.pointer, expected.message])
    expect(error.pointer).toBe('/x-shared/b/exclusiveMinimum')
  })

  const read: [dialect: string | undefined, bounds: Record<string, unknown>][] = [
    [DRAFT_04, { minimum: 5, exclusiveMinimum: true }],
    [DRAFT_04, { maximum: 5, exclusiveMaximum: false }],
    [undefined, { minimum: 5, exclusiveMinimum: true }],
    [undefined, { maximum: 5, exclusiveMaximum: false }],
    [DRAFT_07, { exclusiveMinimum: 5 }],
    [DRAFT_2020, { exclusiveMaximum: 5 }],
  ]
  for (const [dialect, bounds] of read) {
    it.each(PROFILES)(
      `${dialect ?? 'no dialect'} ${JSON.stringify(bounds)}: $id reads it as fromJsonSchema does`,
      ({ target, options }) => {
        const schema = bounded(dialect, bounds)
        const direct = toProviderSchema(schema, target, options)
        const exported = toProviderSchema(throughFromJsonSchema(schema), target, options)
        expect(direct.schema).toEqual(exported.schema)
      },
    )
  }
})
