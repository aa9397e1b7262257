import { compileJudge, createValidator } from '@polytool/conformance'
import {
  extractJsonSchema,
  type JsonSchemaTarget,
  UnrepresentableSchemaError,
  withAdapter,
} from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'

const extract = (schema: v.GenericSchema, target: JsonSchemaTarget = 'draft-2020-12') =>
  extractJsonSchema(withAdapter(schema, valibotAdapter), { target, onUnrepresentable: 'any' })

const tags = v.pipe(v.array(v.string()), v.includes('urgent'))

describe('v.includes() on an array', () => {
  it('is emitted as contains with a const, which Ajv judges as Valibot does', () => {
    const { schema, warnings } = extract(tags)
    expect(schema).toMatchObject({ type: 'array', contains: { const: 'urgent' } })
    expect(schema).not.toHaveProperty('pattern')
    expect(warnings).toEqual([])
    const judge = compileJudge(createValidator(), schema)
    for (const value of [['urgent'], ['a', 'urgent'], [], ['a'], ['Urgent'], ['urgent!']]) {
      expect(judge(value).ok, JSON.stringify(value)).toBe(v.is(tags, value))
    }
  })

  it('is emitted as contains for draft-07 too', () => {
    const { schema, warnings } = extract(tags, 'draft-07')
    expect(schema).toMatchObject({ contains: { const: 'urgent' } })
    expect(schema).not.toHaveProperty('pattern')
    expect(warnings).toEqual([])
  })

  it('is reported as a loss for OpenAPI 3.0, which has no contains', () => {
    const { schema, warnings } = extract(tags, 'openapi-3.0')
    expect(schema).not.toHaveProperty('pattern')
    expect(schema).not.toHaveProperty('contains')
    expect(warnings).toEqual([
      expect.objectContaining({
        code: 'target',
        path: '',
        message: expect.stringContaining('contains'),
      }),
    ])
  })

  it('keeps every requirement when there are several', () => {
    const both = v.pipe(v.array(v.string()), v.includes('a'), v.includes('b'))
    const { schema, warnings } = extract(both)
    expect(warnings).toEqual([])
    const judge = compileJudge(createValidator(), schema)
    for (const value of [['a', 'b'], ['b', 'a'], ['a'], ['b'], []]) {
      expect(judge(value).ok, JSON.stringify(value)).toBe(v.is(both, value))
    }
  })

  it('is refused, not emitted, with the reason, when the requirement is not a string', () => {
    // Valibot's converter escapes the requirement as a regex source, and throws on a number.
    const numbers = v.object({ n: v.pipe(v.array(v.number()), v.includes(1)) })
    const thrown = (() => {
      try {
        extract(numbers)
      } catch (error) {
        return error
      }
    })()
    expect(thrown).toBeInstanceOf(UnrepresentableSchemaError)
    expect((thrown as UnrepresentableSchemaError).parts).toEqual([
      expect.objectContaining({
        code: 'conversion-failed',
        message: expect.stringContaining('v.includes(1)'),
      }),
    ])
  })

  it('is still a pattern on a string', () => {
    const { schema, warnings } = extract(v.pipe(v.string(), v.includes('a.b')))
    expect(schema).toMatchObject({ type: 'string', pattern: 'a\\.b' })
    expect(warnings).toEqual([])
  })
})
