import { createValidator } from '@polytool/conformance'
import { type TSchema, Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { standard } from './standard'
import { extract } from './test-fixtures/input-side'
import { extractOutput } from './test-fixtures/output-side'

const ajv = createValidator()

/** What the validator returns for a value, and whether the output JSON Schema accepts it. */
async function outputOf(type: TSchema, value: unknown) {
  const result = await standard(type)['~standard'].validate(value)
  if (result.issues !== undefined) throw new Error('the value was refused')
  const { schema, warnings } = extractOutput(type)
  return {
    value: result.value,
    accepted: ajv.compile(schema as object)(result.value),
    schema: schema as { required?: string[] },
    warnings: warnings.map(({ code, path }) => `${code} ${path}`),
  }
}

describe('defaults on the output side (attack)', () => {
  it('a key a default fills inside a Type.Intersect is required on the intersection (attacks filled keys left optional in allOf)', async () => {
    const type = Type.Intersect([
      Type.Object({ a: Type.Optional(Type.String({ default: 'x' })) }),
      Type.Object({ b: Type.Number() }),
    ])
    const { value, accepted, schema, warnings } = await outputOf(type, { b: 1 })
    expect(value).toEqual({ b: 1, a: 'x' })
    expect(accepted).toBe(true)
    expect(warnings).toEqual([])
    expect(schema.required).toEqual(['a'])
    expect(ajv.compile(schema)({ b: 1 })).toBe(false)
  })

  it('a nested key a default fills inside a Type.Intersect member is required (attacks nested objects of an intersection)', async () => {
    const type = Type.Intersect([
      Type.Object({ o: Type.Object({ c: Type.Optional(Type.Number({ default: 1 })) }) }),
      Type.Object({ b: Type.Number() }),
    ])
    const { value, accepted, schema } = await outputOf(type, { b: 1, o: {} })
    expect(value).toEqual({ b: 1, o: { c: 1 } })
    expect(accepted).toBe(true)
    expect(ajv.compile(schema)({ b: 1, o: {} })).toBe(false)
  })

  it.each<[string, TSchema]>([
    [
      'a function default, whose result TypeBox writes without a check (attacks function defaults taken as filling nothing)',
      Type.Object({ a: Type.Optional(Type.String({ default: () => 42 })) }),
    ],
    [
      'a default its own schema refuses, which TypeBox writes without a check (attacks defaults taken as satisfying their schema)',
      Type.Object({ a: Type.Optional(Type.Number({ default: 'x' })) }),
    ],
    [
      'a default its own schema refuses inside a Type.Intersect (attacks intersections left unread)',
      Type.Intersect([
        Type.Object({ a: Type.Optional(Type.Number({ default: 'x' })) }),
        Type.Object({ b: Type.Number() }),
      ]),
    ],
  ])('%s, is refused at its key and reported on the output side', async (_, type) => {
    // The default is checked once filled in: the output never holds what its schema refuses.
    const result = await standard(type)['~standard'].validate({ b: 1 })
    expect(result.issues?.map(({ path }) => path)).toEqual([['a']])
    const warnings = extractOutput(type).warnings.map(({ code, path }) => `${code} ${path}`)
    expect(warnings).toContain('default ')
    expect(extract(type).warnings.map(({ code }) => code)).not.toContain('default')
  })

  it('a default that satisfies its schema is no loss (control)', async () => {
    const type = Type.Object({ a: Type.Optional(Type.Number({ default: 1 })) })
    const { accepted, warnings, schema } = await outputOf(type, {})
    expect(accepted).toBe(true)
    expect(warnings).toEqual([])
    expect(schema.required).toEqual(['a'])
  })
})
