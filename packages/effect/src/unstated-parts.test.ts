import { extractJsonSchema, UnrepresentableSchemaError, withAdapter } from '@polytool/core'
import { Schema } from 'effect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectAdapter, toJsonSchema } from './index'

const std = Schema.toStandardSchemaV1
const gapsOf = (schema: Schema.Codec<unknown, unknown>) => {
  const { warnings, inexact } = extractJsonSchema(withAdapter(std(schema), effectAdapter), {
    onUnrepresentable: 'any',
  })
  return {
    lossy: warnings.map(({ code, path }) => `${code} ${path}`),
    inexact: inexact.map(({ keyword, path, direction }) => `${keyword} ${path} ${direction}`),
  }
}

// What Effect checks and JSON Schema cannot state: each is reported at its pointer, so a model
// told the schema is not refused in silence.
describe('parts of an Effect schema JSON Schema cannot state', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => vi.restoreAllMocks())

  it('warns of a template literal whose parts have checks', () => {
    const schema = Schema.Struct({
      a: Schema.TemplateLiteral([Schema.Number.check(Schema.isInt())]),
    })
    // The pattern takes "1.5"; Effect reads 1.5 and refuses it.
    expect(std(schema)['~standard'].validate({ a: '1.5' })).toHaveProperty('issues')
    expect(gapsOf(schema)).toEqual({ lossy: [], inexact: ['pattern /properties/a stricter'] })
    expect(gapsOf(Schema.Struct({ a: Schema.TemplateLiteral(['a', Schema.Number]) }))).toEqual({
      lossy: [],
      inexact: [],
    })
  })

  it('reports a record keyed by a template literal whose parts have checks', () => {
    const key = Schema.TemplateLiteral(['k', Schema.Number.check(Schema.isInt())])
    const schema = Schema.Record(key, Schema.Number)
    // "k1.5" is not a key of the record to Effect: its value goes unchecked, and is dropped.
    expect(std(schema)['~standard'].validate({ 'k1.5': 'x' })).toEqual({ value: {} })
    // Effect leaves the values out: they are reported lost.
    expect(gapsOf(schema)).toEqual({ lossy: ['constraint '], inexact: [] })
  })

  it('reports the elements after a rest element as lost', () => {
    const schema = Schema.Struct({
      a: Schema.TupleWithRest(Schema.Tuple([Schema.String]), [Schema.Number, Schema.String]),
    })
    // ['a', 1] ends with a number where Effect wants the string after the rest.
    expect(std(schema)['~standard'].validate({ a: ['a', 1] })).toHaveProperty('issues')
    expect(gapsOf(schema)).toEqual({ lossy: ['constraint /properties/a'], inexact: [] })
    expect(() => toJsonSchema(std(schema))).toThrow(UnrepresentableSchemaError)
    const plainRest = Schema.TupleWithRest(Schema.Tuple([Schema.String]), [Schema.Number])
    expect(gapsOf(Schema.Struct({ a: plainRest }))).toEqual({ lossy: [], inexact: [] })
  })

  it('warns of a JSON string whose content Effect validates', () => {
    const schema = Schema.Struct({
      a: Schema.fromJsonString(Schema.Struct({ b: Schema.Number })),
    })
    // contentSchema is an annotation in 2020-12: Ajv takes any string there.
    expect(std(schema)['~standard'].validate({ a: 'x' })).toHaveProperty('issues')
    expect(std(schema)['~standard'].validate({ a: '{"b":"x"}' })).toHaveProperty('issues')
    expect(gapsOf(schema)).toEqual({
      lossy: [],
      inexact: ['contentSchema /properties/a stricter'],
    })
    // Nor does Effect take "NaN" for a number there, which its JSON codec spells out.
    expect(toJsonSchema(std(schema), { onUnrepresentable: 'any' })).toMatchObject({
      properties: {
        a: { contentSchema: { properties: { b: { type: 'number' } }, required: ['b'] } },
      },
    })
    expect(JSON.stringify(toJsonSchema(std(schema), { onUnrepresentable: 'any' }))).not.toContain(
      'NaN',
    )
  })
})
