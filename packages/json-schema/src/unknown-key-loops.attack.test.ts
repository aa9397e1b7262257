import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { JsonSchemaError, ProviderSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import { thrownBy } from './test-fixtures/hostile'
import { toProviderSchema } from './to-provider-schema'

// A `$ref` may point anywhere in the document, also under a key that is no keyword (`x-foo`, or
// the empty key). A loop that lives there is only reached through the reference: the search for
// loops walked the known keywords alone, found the loop, could not name it, and let it through.
// Every call then failed with "too deeply nested".
function loopUnder(key: string, through: (ref: string) => unknown): Record<string, unknown> {
  const ref = `#/${key}/a`
  return {
    type: 'object',
    properties: { owner: { type: 'string' }, loop: { $ref: ref } },
    [key]: { a: through(ref) },
  }
}

const ajv = new Ajv2020({ strict: false })

const LOOPS: Record<string, [Record<string, unknown>, string]> = {
  'a self reference under x-foo': [loopUnder('x-foo', (ref) => ({ $ref: ref })), '/x-foo/a'],
  'a self reference under the empty key': [loopUnder('', (ref) => ({ $ref: ref })), '//a'],
  'through anyOf under x-foo': [
    loopUnder('x-foo', (ref) => ({ anyOf: [{ type: 'string' }, { $ref: ref }] })),
    '/x-foo/a/anyOf/1',
  ],
  'a two-step loop between x-foo and x-bar': [
    {
      type: 'object',
      properties: { loop: { $ref: '#/x-foo/a' } },
      'x-foo': { a: { $ref: '#/x-bar/b' } },
      'x-bar': { b: { allOf: [{ $ref: '#/x-foo/a' }] } },
    },
    '/x-foo/a',
  ],
}

describe('a same-value $ref loop under a key that is no keyword', () => {
  for (const [name, [schema, pointer]] of Object.entries(LOOPS)) {
    it(`${name}: fromJsonSchema refuses it with a JsonSchemaError at ${pointer}`, () => {
      const thrown = thrownBy(() => fromJsonSchema(schema))
      expect(thrown).toBeInstanceOf(JsonSchemaError)
      expect(thrown).toMatchObject({ code: 'INVALID_JSON_SCHEMA', pointer })
      expect((thrown as Error).message).toContain('comes back to itself on the same value')
    })

    it(`${name}: checkProviderSchema reports it at ${pointer}`, () => {
      for (const target of ['openai', 'mcp'] as const) {
        expect(checkProviderSchema(schema, target)).toContainEqual(
          expect.objectContaining({ pointer, rule: 'invalid-schema' }),
        )
      }
    })
  }

  it.each(Object.entries(LOOPS))('%s: the emitters refuse it too', (_, [schema]) => {
    for (const target of ['mcp', 'openai'] as const) {
      expect(() => toProviderSchema(schema, target)).toThrow(ProviderSchemaError)
    }
  })

  // A target under x-foo that refers on, without a loop: its own `$ref` was never collected, and
  // the hoisted copy read `#/$defs/undefined`.
  it('a chain of references under x-foo and x-bar is emitted with every reference defined', () => {
    const schema = {
      type: 'object',
      properties: { tag: { $ref: '#/x-foo/a' } },
      'x-foo': { a: { type: 'object', properties: { name: { $ref: '#/x-bar/b' } } } },
      'x-bar': { b: { type: 'string', minLength: 2 } },
    }
    const tool = ajv.compile(schema)
    for (const target of ['mcp', 'openai'] as const) {
      const out = toProviderSchema(schema, target, { strict: false } as never)
      expect(JSON.stringify(out.schema)).not.toContain('undefined')
      const emitted = ajv.compile(out.schema as object)
      for (const value of [{ tag: { name: 'ab' } }, { tag: { name: 'a' } }, { tag: { name: 3 } }])
        expect(emitted(value)).toBe(tool(value))
    }
  })

  it('keeps a definition under x-foo that steps into the value', () => {
    const tree = fromJsonSchema({
      type: 'object',
      properties: { root: { $ref: '#/x-foo/node' } },
      'x-foo': {
        node: {
          type: 'object',
          properties: { children: { type: 'array', items: { $ref: '#/x-foo/node' } } },
        },
      },
    })['~standard']
    expect(tree.validate({ root: { children: [{ children: [] }] } })).toEqual({
      value: { root: { children: [{ children: [] }] } },
    })
  })
})
