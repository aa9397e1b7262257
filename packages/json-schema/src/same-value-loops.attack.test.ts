import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { JsonSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import { toProviderSchema } from './to-provider-schema'

// A hostile listing whose references come back to where they started without stepping into the
// value: a validator that follows them checks the same value forever. fromJsonSchema refuses
// them when it compiles, at the reference, instead of failing every later value at the root.
const object = (extra: Record<string, unknown>) => ({
  type: 'object',
  properties: { owner: { type: 'string' }, loop: { $ref: '#/$defs/a' } },
  ...extra,
})
const LOOPS: Record<string, [Record<string, unknown>, string]> = {
  'a pure cycle': [
    object({ $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } } }),
    '/$defs/a',
  ],
  'a self reference': [object({ $defs: { a: { $ref: '#/$defs/a' } } }), '/$defs/a'],
  'through allOf': [
    object({ $defs: { a: { allOf: [{ type: 'string' }, { $ref: '#/$defs/a' }] } } }),
    '/$defs/a/allOf/1',
  ],
  'through anyOf, which a string escapes': [
    object({ $defs: { a: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/a' }] } } }),
    '/$defs/a/anyOf/1',
  ],
  'through not': [object({ $defs: { a: { not: { $ref: '#/$defs/a' } } } }), '/$defs/a/not'],
  'through if/then': [
    object({ $defs: { a: JSON.parse('{"if":{"type":"number"},"then":{"$ref":"#/$defs/a"}}') } }),
    '/$defs/a/then',
  ],
  'through dependentSchemas': [
    object({ $defs: { a: { dependentSchemas: { k: { $ref: '#/$defs/a' } } } } }),
    '/$defs/a/dependentSchemas/k',
  ],
  'back to the root': [{ type: 'object', allOf: [{ $ref: '#' }] }, '/allOf/0'],
  'through a pointer into properties': [
    {
      type: 'object',
      properties: { x: { oneOf: [{ type: 'null' }, { $ref: '#/properties/x' }] } },
    },
    '/properties/x/oneOf/1',
  ],
}

describe('fromJsonSchema refuses a $ref that comes back on the same value', () => {
  for (const [name, [schema, pointer]] of Object.entries(LOOPS)) {
    it(`${name}: a JsonSchemaError at ${pointer}`, () => {
      let thrown: unknown
      try {
        fromJsonSchema(schema)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(JsonSchemaError)
      expect(thrown).toMatchObject({ code: 'INVALID_JSON_SCHEMA', pointer })
      expect((thrown as Error).message).toContain('comes back to itself on the same value')
    })
  }

  it.each(Object.entries(LOOPS))('%s: checkProviderSchema reports it', (_, [schema, pointer]) => {
    for (const target of ['openai', 'mcp'] as const) {
      expect(checkProviderSchema(schema, target)).toContainEqual(
        expect.objectContaining({ pointer, rule: 'invalid-schema' }),
      )
    }
  })

  // Three entry points over 20,000 definitions: about 2 s alone, more on a loaded machine.
  it('a long chain of 20,000 references is refused without a stack overflow', {
    timeout: 30_000,
  }, () => {
    const defs: Record<string, unknown> = {}
    for (let index = 0; index < 20_000; index++)
      defs[`d${index}`] = { $ref: `#/$defs/d${(index + 1) % 20_000}` }
    const schema = object({ $defs: { ...defs, a: { $ref: '#/$defs/d0' } } })
    expect(() => fromJsonSchema(schema)).toThrow(JsonSchemaError)
    expect(checkProviderSchema(schema, 'mcp')).toContainEqual(
      expect.objectContaining({ rule: 'invalid-schema' }),
    )
    expect(() => toProviderSchema(schema, 'mcp')).toThrow(
      expect.objectContaining({ code: 'UNSATISFIABLE' }),
    )
  })

  it('keeps recursion that steps into the value, and validates through it', () => {
    const tree = fromJsonSchema({
      type: 'object',
      $defs: {
        node: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/$defs/node' } },
          },
          additionalProperties: false,
        },
      },
      properties: { root: { $ref: '#/$defs/node' } },
    })['~standard']
    expect(tree.validate({ root: { name: 'a', children: [{ name: 'b', children: [] }] } })).toEqual(
      {
        value: { root: { name: 'a', children: [{ name: 'b', children: [] }] } },
      },
    )
    const refused = tree.validate({ root: { children: [{ name: 1 }] } })
    expect('issues' in refused && refused.issues?.[0]?.path).toEqual([
      'root',
      'children',
      0,
      'name',
    ])
  })

  it('keeps a definition reached twice on the same value without a loop', () => {
    const shared = fromJsonSchema({
      type: 'object',
      $defs: { s: { type: 'string', minLength: 2 } },
      properties: { x: { allOf: [{ $ref: '#/$defs/s' }, { anyOf: [{ $ref: '#/$defs/s' }] }] } },
    })['~standard']
    expect(shared.validate({ x: 'ab' })).toEqual({ value: { x: 'ab' } })
    expect('issues' in shared.validate({ x: 'a' })).toBe(true)
  })
})
