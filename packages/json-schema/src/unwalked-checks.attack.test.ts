import { describe, expect, it } from 'vitest'
import { JsonSchemaError } from './errors'
import { type FromJsonSchemaWarning, fromJsonSchema } from './from-json-schema'
import { SchemaLimitError } from './limit-error'
import { thrownBy } from './test-fixtures/hostile'

// `fromJsonSchema` checks a schema up front (patterns, `$dynamicRef`, keyword types) by walking
// its keywords. A `$ref` whose target sits under a key that is no keyword (`#/x-defs/t`) led the
// validator to nodes none of those checks saw: a `$dynamicRef` there checked nothing, and a
// lookahead there was neither refused nor dropped, so every call failed instead of the schema.
function under(target: object, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'object',
    properties: { a: { $ref: '#/x-defs/t' } },
    'x-defs': { t: target, ...extra },
  }
}

describe('fromJsonSchema on a $ref target under an unknown key', () => {
  it('refuses a $dynamicRef there, which would check nothing', () => {
    const thrown = thrownBy(() => fromJsonSchema(under({ $dynamicRef: '#nowhere' })))
    expect(thrown).toBeInstanceOf(JsonSchemaError)
    expect(thrown).toMatchObject({ pointer: '/x-defs/t' })
  })

  it('refuses a lookahead there when the schema is built, not at every call', () => {
    const thrown = thrownBy(() => fromJsonSchema(under({ type: 'string', pattern: '^(?=a)' })))
    expect(thrown).toMatchObject({ code: 'UNSUPPORTED_PATTERN', pointer: '/x-defs/t/pattern' })
  })

  it("drops a lookahead there under unsupportedPatterns: 'ignore', warned once", () => {
    const warnings: FromJsonSchemaWarning[] = []
    // The same node is reached by two references, one into the other's target.
    const schema = {
      type: 'object',
      properties: { a: { $ref: '#/x-defs/t' }, b: { $ref: '#/x-defs/t/properties/c' } },
      'x-defs': { t: { type: 'object', properties: { c: { type: 'string', pattern: '^(?=a)' } } } },
    }
    const tool = fromJsonSchema(schema, {
      unsupportedPatterns: 'ignore',
      onWarning: (warning) => warnings.push(warning),
    })
    expect(warnings.map(({ pointer }) => pointer)).toEqual(['/x-defs/t/properties/c/pattern'])
    expect(tool['~standard'].validate({ a: { c: 'b' }, b: 'b' })).not.toHaveProperty('issues')
    const exported = tool['~standard'].jsonSchema.input({ target: 'draft-2020-12' })
    expect(JSON.stringify(exported)).not.toContain('(?=a)')
  })

  it("refuses to drop a pattern there when a $ref under not there may lead to it, under 'ignore'", () => {
    const schema = under(
      { not: { $ref: '#/x-defs/u' } },
      { u: { type: 'string', pattern: '^(?=a)' } },
    )
    const thrown = thrownBy(() => fromJsonSchema(schema, { unsupportedPatterns: 'ignore' }))
    expect(thrown).toMatchObject({ code: 'UNSUPPORTED_PATTERN' })
  })

  it('refuses a pattern past maxPatternLength there when the schema is built', () => {
    const thrown = thrownBy(() =>
      fromJsonSchema(under({ type: 'string', pattern: 'a'.repeat(9000) })),
    )
    expect(thrown).toBeInstanceOf(SchemaLimitError)
    expect(thrown).toMatchObject({ code: 'PATTERN_TOO_LARGE', pointer: '/x-defs/t/pattern' })
  })

  it('refuses a mistyped keyword there', () => {
    const thrown = thrownBy(() => fromJsonSchema(under({ type: 'object', required: 'a' })))
    expect(thrown).toBeInstanceOf(JsonSchemaError)
    expect(thrown).toMatchObject({ pointer: '/x-defs/t/required' })
  })
})
