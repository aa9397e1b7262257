import * as v from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { createTool } from '../create-tool'
import { JsonSchemaAdapterError } from './errors'
import { toJsonSchema } from './to-json-schema'
import { toolJsonSchema } from './tool-json-schema'
import { withJsonSchema } from './with-json-schema'

const city = v.object({ city: v.string() })
const cityJsonSchema = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
} as const

describe('withJsonSchema', () => {
  it('validates with the original schema and emits the attached JSON Schema', async () => {
    const schema = withJsonSchema(city, cityJsonSchema)
    expect(schema['~standard'].vendor).toBe('valibot')
    expect(await schema['~standard'].validate({ city: 'Paris' })).toMatchObject({
      value: { city: 'Paris' },
    })
    expect((await schema['~standard'].validate({})).issues).toHaveLength(1)
    expect(toJsonSchema(schema)).toEqual(cityJsonSchema)
    expectTypeOf(schema['~standard'].types).toEqualTypeOf<
      { readonly input: { city: string }; readonly output: { city: string } } | undefined
    >()
  })

  it('takes a separate output JSON Schema and converts for older targets', () => {
    const schema = withJsonSchema(
      v.pipe(v.string(), v.transform(Number)),
      { type: 'string', pattern: '^\\d+$' },
      { type: ['number', 'null'] },
    )
    expect(toJsonSchema(schema, { io: 'output', target: 'openapi-3.0' })).toEqual({
      type: 'number',
      nullable: true,
    })
    expect(toJsonSchema(schema, { target: 'draft-07' })).toEqual({
      type: 'string',
      pattern: '^\\d+$',
    })
  })

  it('makes a validate-only schema describable as a tool', () => {
    const tool = createTool({
      id: 'weather',
      description: 'Get the weather',
      inputSchema: withJsonSchema(city, cityJsonSchema),
    })
    expect(toolJsonSchema(tool, 'inputSchema')).toEqual(cityJsonSchema)
    expect(toolJsonSchema(tool, 'outputSchema')).toBeUndefined()
  })

  it('refuses a value that is not a Standard Schema, and an unknown target', () => {
    expect(() => withJsonSchema({} as never, cityJsonSchema)).toThrow(JsonSchemaAdapterError)
    expect(() => withJsonSchema({} as never, cityJsonSchema)).toThrow(
      'withJsonSchema expected a Standard Schema (an object with "~standard.validate"), received {}',
    )
    const schema = withJsonSchema(city, cityJsonSchema)
    expect(() => schema['~standard'].jsonSchema.input({ target: 'draft-04' })).toThrow(
      'Unsupported JSON Schema target "draft-04"',
    )
  })
})
