import { UnrepresentableSchemaError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { toJsonSchema } from './index'

describe("the package's toJsonSchema", () => {
  it('converts a Yup schema through the Yup adapter, without binding it first', () => {
    const schema = y.object({ city: y.string().strict().defined() }).strict()
    expect(toJsonSchema(schema)).toEqual({
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
    })
  })

  it("passes core's options and Yup's own", () => {
    const deep = y.object({ a: y.object({ b: y.string().strict() }).strict() }).strict()
    expect(() => toJsonSchema(deep, { libraryOptions: { yup: { maxDepth: 1 } } })).toThrow(
      UnrepresentableSchemaError,
    )
    expect(toJsonSchema(y.date(), { onUnrepresentable: 'any' })).toEqual({})
  })
})
