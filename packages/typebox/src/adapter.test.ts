import { toJsonSchema as coreToJsonSchema, UnrepresentableSchemaError } from '@polytool/core'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import {
  createTool,
  standard,
  TypeBoxSchemaTooDeepError,
  TypeBoxSchemaTooLargeError,
  toJsonSchema,
} from './index'

describe('standard()', () => {
  it('validates with the compiler, fills defaults and decodes codecs', async () => {
    const schema = standard(
      Type.Object({ units: Type.Optional(Type.String({ default: 'metric' })) }),
    )
    expect(schema['~standard'].validate({})).toEqual({ value: { units: 'metric' } })
    const length = standard(
      Type.Codec(Type.String())
        .Decode((text) => text.length)
        .Encode((n) => 'x'.repeat(n)),
    )
    expect(length['~standard'].validate('abc')).toEqual({ value: 3 })
  })

  it('reports a missing or unknown key at the key, and array indexes as numbers', () => {
    const schema = standard(
      Type.Object(
        { a: Type.String(), xs: Type.Array(Type.Number()) },
        { additionalProperties: false },
      ),
    )
    const result = schema['~standard'].validate({ xs: [1, 'x'], extra: 1 }) as unknown as {
      issues: { path: PropertyKey[] }[]
    }
    expect(result.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining([['a'], ['extra'], ['xs', 1]]),
    )
  })

  it('does not accept the strings "NaN" or "Infinity" for a number', () => {
    const schema = standard(Type.Number())
    for (const value of ['NaN', 'Infinity', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(schema['~standard'].validate(value)).toHaveProperty('issues')
    }
  })
})

describe('the TypeBox adapter', () => {
  it('writes tuples as draft 2020-12 does', () => {
    expect(toJsonSchema(standard(Type.Tuple([Type.String(), Type.Number()])))).toMatchObject({
      prefixItems: [{ type: 'string' }, { type: 'number' }],
      items: false,
    })
  })

  it('points cyclic references at their $defs, without a global $id', () => {
    const tree = standard(
      Type.Cyclic({ Tree: Type.Object({ children: Type.Array(Type.Ref('Tree')) }) }, 'Tree'),
    )
    const schema = toJsonSchema(tree) as { $ref: string; $defs: { Tree: object } }
    expect(schema.$ref).toBe('#/$defs/Tree')
    expect(schema.$defs.Tree).not.toHaveProperty('$id')
  })

  it('refuses a Refine() check, and reports it with its path and code when asked', () => {
    const schema = standard(
      Type.Object({ code: Type.Refine(Type.String(), (text) => text.startsWith('A')) }),
    )
    expect(() => toJsonSchema(schema)).toThrow(UnrepresentableSchemaError)
    const warnings: unknown[] = []
    toJsonSchema(schema, { onUnrepresentable: (part) => void warnings.push(part) })
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'refinement', path: '/properties/code' }),
    ])
  })

  it('reports a bigint as a loss instead of emitting `type: bigint`', () => {
    expect(() => toJsonSchema(standard(Type.BigInt()))).toThrow(UnrepresentableSchemaError)
  })

  it('fails on a schema deeper than maxDepth with a typed error, and the limit can be raised', () => {
    let schema: ReturnType<typeof Type.String> | object = Type.String()
    for (let level = 0; level < 50; level++) schema = Type.Object({ a: schema as never })
    const deep = standard(schema as never)
    const limited = { libraryOptions: { typebox: { maxDepth: 20 } } }
    let thrown: unknown
    try {
      toJsonSchema(deep, limited)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(UnrepresentableSchemaError)
    expect((thrown as Error).cause).toBeInstanceOf(TypeBoxSchemaTooDeepError)
    expect(() => coreToJsonSchema(deep)).not.toThrow()
    expect(new TypeBoxSchemaTooDeepError(20).code).toBe('TYPEBOX_SCHEMA_TOO_DEEP')
  })

  it('fails on a schema that doubles at every level with a typed error, not a hang (attacks the tree copy of a shared part)', () => {
    // 40 levels, each using the level below twice: 41 objects, 2^40 places once written out.
    let schema: object = Type.String()
    for (let level = 0; level < 40; level++) schema = Type.Object({ a: schema, b: schema } as never)
    let thrown: unknown
    try {
      toJsonSchema(standard(schema as never))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(UnrepresentableSchemaError)
    expect((thrown as Error).cause).toBeInstanceOf(TypeBoxSchemaTooLargeError)
    expect(((thrown as Error).cause as TypeBoxSchemaTooLargeError).code).toBe(
      'TYPEBOX_SCHEMA_TOO_LARGE',
    )
  })

  it('takes a raised maxValues, and a lowered one refuses a schema that shares a part', () => {
    let schema: object = Type.String()
    for (let level = 0; level < 6; level++) schema = Type.Object({ a: schema, b: schema } as never)
    const doubled = standard(schema as never)
    expect(() => toJsonSchema(doubled)).not.toThrow()
    expect(() =>
      toJsonSchema(doubled, { libraryOptions: { typebox: { maxValues: 100 } } }),
    ).toThrow(UnrepresentableSchemaError)
  })

  it('builds tools whose execute gets the validated input', async () => {
    const tool = createTool({
      id: 'weather',
      description: 'Get the weather',
      inputSchema: standard(Type.Object({ city: Type.String() })),
      execute: async ({ city }) => ({ city }),
    })
    expect(await tool.execute!({ city: 'Paris' })).toEqual({ city: 'Paris' })
  })
})
