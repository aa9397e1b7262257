import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { ProviderSchemaError } from './errors'
import { deepFreeze } from './freeze'
import type { SchemaNode } from './json-schema'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

const object = (
  properties: Record<string, unknown>,
  required = Object.keys(properties),
): SchemaNode => ({
  type: 'object',
  properties,
  required,
})

function thrown(run: () => unknown): ProviderSchemaError {
  try {
    run()
  } catch (error) {
    if (error instanceof ProviderSchemaError) return error
    throw error
  }
  throw new Error('expected a ProviderSchemaError')
}

describe('toProviderSchema: results', () => {
  it('caches per input object, target and options, and freezes what it returns', () => {
    const schema = object({ a: { type: 'string' } })
    const first = toProviderSchema(schema, 'openai', { strict: true })
    expect(toProviderSchema(schema, 'openai', { strict: true })).toBe(first)
    expect(toProviderSchema(schema, 'openai')).toBe(first)
    expect(toProviderSchema(schema, 'openai', { strict: false })).not.toBe(first)
    expect(toProviderSchema({ ...schema }, 'openai')).not.toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(Object.isFrozen(first.schema.properties)).toBe(true)
    expect(Object.isFrozen(first.warnings)).toBe(true)
  })

  it('never changes the input schema, and works on a frozen one', () => {
    const schema = deepFreeze({
      oneOf: [
        object({ kind: { const: 'a' }, n: { type: 'integer', enum: [1, 2] } }),
        object({ kind: { const: 'b' } }),
      ],
    })
    const copy = structuredClone(schema)
    const { decode } = toProviderSchema(schema, 'gemini')
    expect(decode({ value: { kind: 'a', n: '2' } })).toEqual({ kind: 'a', n: 2 })
    expect(schema).toEqual(copy)
  })

  it('decode never mutates its argument and returns new objects where it changes something', () => {
    const { decode } = toProviderSchema(
      object(
        {
          a: { type: 'string' },
          b: { type: 'array', items: object({ c: { type: 'number' } }, []) },
        },
        [],
      ),
      'openai',
    )
    const args = deepFreeze({ a: null, b: [{ c: null }] })
    expect(decode(args)).toEqual({ b: [{}] })
    expect(args).toEqual({ a: null, b: [{ c: null }] })
  })

  it('decode passes values of an unexpected shape through unchanged', () => {
    const { decode } = toProviderSchema(
      JSON.parse(
        '{"type":"object","properties":{"r":{"type":"object","additionalProperties":{"type":"number"}}}}',
      ),
      'openai',
    )
    for (const value of [
      undefined,
      'text',
      42,
      null,
      [1],
      { r: 'x' },
      { r: [{ key: 1, value: 2 }] },
    ]) {
      expect(decode(value)).toEqual(value)
    }
  })

  it('decode keeps "__proto__" map keys as data', () => {
    const { decode } = toProviderSchema(
      object({ r: { type: 'object', additionalProperties: { type: 'number' } } }),
      'anthropic',
    )
    const decoded = decode({ r: [{ key: '__proto__', value: 1 }] }) as {
      r: Record<string, unknown>
    }
    expect(Object.hasOwn(decoded.r, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(decoded.r)).toBe(Object.prototype)
  })

  it('decode keeps a "__proto__" key the model sends in an object as data', () => {
    const { decode } = toProviderSchema(object({ a: { type: 'string' } }, []), 'openai')
    const decoded = decode(JSON.parse('{"__proto__":{"polluted":true},"a":null}')) as Record<
      string,
      unknown
    >
    expect(Object.hasOwn(decoded, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype)
    expect(Object.hasOwn(decoded, 'a')).toBe(false)
  })

  it('emits a property named "__proto__" as an own key of properties, for every profile', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string"},"b":{"type":"number"}},"required":["__proto__","b"]}',
    ) as SchemaNode
    for (const profile of PROFILES) {
      const emitted = toProviderSchema(schema, profile.target, profile.options).schema as {
        properties: Record<string, unknown>
        required: string[]
      }
      expect(Object.hasOwn(emitted.properties, '__proto__'), profile.id).toBe(true)
      expect(Object.getPrototypeOf(emitted.properties), profile.id).toBe(Object.prototype)
      expect(emitted.required, profile.id).toContain('__proto__')
    }
  })

  it('decode returns arguments too deep to walk as they came', () => {
    const { decode } = toProviderSchema(
      {
        $ref: '#/$defs/n',
        $defs: { n: object({ n: { anyOf: [{ $ref: '#/$defs/n' }, { type: 'null' }] } }, []) },
      },
      'openai',
    )
    let deep: Record<string, unknown> = {}
    for (let level = 0; level < 100_000; level++) deep = { n: deep }
    expect(decode(deep)).toBe(deep)
  })
})

describe('toProviderSchema: rewrites', () => {
  it('merges allOf into one object, closed for strict targets', () => {
    const schema = {
      allOf: [
        object({ a: { type: 'string' } }),
        { type: 'object', properties: { b: { type: 'integer', minimum: 2 } }, required: ['b'] },
      ],
    }
    expect(toProviderSchema(schema, 'openai').schema).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'integer', minimum: 2 } },
      required: ['a', 'b'],
      additionalProperties: false,
    })
    expect(
      thrown(() => toProviderSchema({ allOf: [{ type: 'string' }, { type: 'number' }] }, 'openai'))
        .code,
    ).toBe('ALLOF_CONFLICT')
  })

  it('turns oneOf into anyOf only when branches are disjoint, and says where', () => {
    const overlapping = object({ v: { oneOf: [{ type: 'number' }, { type: 'integer' }] } })
    const error = thrown(() => toProviderSchema(overlapping, 'anthropic'))
    expect(error.code).toBe('ONEOF_NOT_DISJOINT')
    expect(error.pointer).toBe('/properties/v')
    expect(error.message).toContain('Anthropic strict')
    expect(
      toProviderSchema(overlapping, 'gemini', { mode: 'parametersJsonSchema' }).schema?.properties,
    ).toEqual({
      v: { oneOf: [{ type: 'number' }, { type: 'integer' }] },
    })
    expect(
      toProviderSchema(object({ v: { oneOf: [{ type: 'string' }, { type: 'number' }] } }), 'openai')
        .schema.properties,
    ).toEqual({
      v: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    })
  })

  it('never leaves a described $ref for OpenAI strict: inlined, or wrapped when recursive', () => {
    const schema = {
      ...object({
        leaf: { $ref: '#/$defs/leaf', description: 'a leaf' },
        next: { anyOf: [{ $ref: '#/$defs/node' }], description: 'the next node' },
      }),
      $defs: {
        leaf: { type: 'string' },
        node: object({ next: { anyOf: [{ $ref: '#/$defs/node' }, { type: 'null' }] } }),
      },
    }
    const { schema: emitted } = toProviderSchema(schema, 'openai')
    expect(emitted.properties).toEqual({
      leaf: { type: 'string', description: 'a leaf' },
      next: { anyOf: [{ $ref: '#/$defs/node' }], description: 'the next node' },
    })
    expect(checkProviderSchema(emitted, 'openai')).toEqual([])
  })

  // A boolean bound is draft-04's spelling: a draft-07 document holding one is refused, as
  // fromJsonSchema refuses it (draft-07-dialect.attack.test.ts).
  it('reads draft-04 spellings: definitions, tuple items, boolean exclusive bounds', () => {
    const schema = {
      $schema: 'http://json-schema.org/draft-04/schema#',
      type: 'object',
      properties: {
        p: { $ref: '#/definitions/point' },
        n: { type: 'number', minimum: 0, exclusiveMinimum: true },
      },
      required: ['p', 'n'],
      definitions: {
        point: {
          type: 'array',
          items: [{ type: 'number' }, { type: 'number' }],
          additionalItems: false,
        },
      },
    }
    expect(toProviderSchema(schema, 'gemini', { mode: 'parametersJsonSchema' }).schema).toEqual({
      type: 'object',
      properties: {
        p: { $ref: '#/$defs/point' },
        n: { type: 'number', minimum: 0, description: 'Constraints: greater than 0.' },
      },
      required: ['p', 'n'],
      $defs: {
        point: {
          type: 'array',
          prefixItems: [{ type: 'number' }, { type: 'number' }],
          maxItems: 2,
        },
      },
    })
  })

  it('hoists a reference into a property to $defs', () => {
    const schema = object({ a: object({ x: { type: 'string' } }), b: { $ref: '#/properties/a' } })
    expect(toProviderSchema(schema, 'mcp').schema).toEqual({
      ...object({ a: object({ x: { type: 'string' } }), b: { $ref: '#/$defs/a' } }),
      $defs: { a: object({ x: { type: 'string' } }) },
    })
  })

  it('turns a record with a finite key set into an object', () => {
    const schema = object({
      r: {
        type: 'object',
        propertyNames: { type: 'string', enum: ['a', 'b'] },
        additionalProperties: { type: 'number' },
        required: ['a', 'b'],
      },
    })
    expect(toProviderSchema(schema, 'openai').schema.properties).toEqual({
      r: {
        type: 'object',
        properties: { a: { type: 'number' }, b: { type: 'number' } },
        required: ['a', 'b'],
        additionalProperties: false,
      },
    })
  })

  it('warns when strict closing drops extra properties an object allows', () => {
    const schema = {
      ...object({ a: { type: 'string' } }),
      additionalProperties: { type: 'string' },
    }
    const { warnings } = toProviderSchema(schema, 'openai')
    expect(warnings).toEqual([
      expect.objectContaining({ pointer: '', code: 'EXTRA_PROPERTIES_DROPPED' }),
    ])
  })

  it('states non-primitive enum values in the description for Anthropic strict', () => {
    const { schema, warnings } = toProviderSchema(
      object({ e: { type: 'array', items: { type: 'number' }, enum: [[1, 2]] } }),
      'anthropic',
    )
    expect(schema.properties).toEqual({
      e: { type: 'array', items: { type: 'number' }, description: 'Allowed values: [[1,2]].' },
    })
    expect(warnings).toEqual([
      expect.objectContaining({ pointer: '/properties/e', code: 'ENUM_DROPPED' }),
    ])
  })

  it('Gemini parameters: type lists become anyOf, nullable enums keep null aside, booleans become strings', () => {
    const schema = object({
      a: { type: ['string', 'number'] },
      b: { type: ['string', 'null'], enum: ['x', null] },
      c: { const: true },
      d: { type: 'null' },
    })
    const { schema: emitted, decode } = toProviderSchema(schema, 'gemini')
    expect(emitted?.properties).toEqual({
      a: { anyOf: [{ type: 'string' }, { type: 'number' }] },
      b: { type: 'string', enum: ['x'], nullable: true },
      c: { type: 'string', enum: ['true'] },
      d: { type: 'string', enum: ['null'] },
    })
    expect(decode({ a: 1, b: null, c: 'true', d: 'null' })).toEqual({
      a: 1,
      b: null,
      c: true,
      d: null,
    })
  })

  it('Gemini parameters: a numeric enum keeps its default, written as the listed string', () => {
    const { schema } = toProviderSchema(
      object({ n: { type: 'integer', enum: [1, 2], default: 2 } }, []),
      'gemini',
    )
    expect(schema?.properties).toEqual({ n: { type: 'string', enum: ['1', '2'], default: '2' } })
  })

  it('Gemini parameters: refuses enums whose values read the same as strings', () => {
    expect(thrown(() => toProviderSchema(object({ e: { enum: ['1', 1] } }), 'gemini')).code).toBe(
      'ENUM_COLLISION',
    )
  })

  it('Gemini: parameter names over 64 characters are refused', () => {
    const error = thrown(() =>
      toProviderSchema(object({ ['x'.repeat(65)]: { type: 'string' } }), 'gemini'),
    )
    expect(error.code).toBe('STRICT_LIMIT_EXCEEDED')
  })

  it('wraps a non-object root and unwraps it when decoding', () => {
    const { schema, decode } = toProviderSchema({ type: 'string' }, 'mcp')
    expect(schema).toEqual({
      type: 'object',
      properties: { value: { type: 'string' } },
      required: ['value'],
    })
    expect(decode({ value: 'x' })).toBe('x')
  })

  it('lossy: "error" throws on the first lossy step', () => {
    const error = thrown(() =>
      toProviderSchema(object({ n: { type: 'number', maximum: 3 } }), 'anthropic', {
        lossy: 'error',
      }),
    )
    expect(error.code).toBe('LOSSY_CONVERSION')
    expect(error.pointer).toBe('/properties/n')
  })
})

describe('toProviderSchema: bad input', () => {
  it.each([
    ['a non-schema', 'text', 'INVALID_SCHEMA', ''],
    ['a false schema', false, 'UNSATISFIABLE', ''],
    [
      'an external $ref',
      object({ a: { $ref: 'https://example.com/a.json' } }),
      'UNSUPPORTED_REF',
      '/properties/a',
    ],
    [
      'a dangling $ref',
      object({ a: { $ref: '#/$defs/missing' } }),
      'UNRESOLVED_REF',
      '/properties/a',
    ],
    ['$dynamicRef', object({ a: { $dynamicRef: '#x' } }), 'UNSUPPORTED_REF', '/properties/a'],
    ['a non-schema property', object({ a: 3 }), 'INVALID_SCHEMA', '/properties/a'],
    ['an unknown type', object({ a: { type: 'date' } }), 'INVALID_SCHEMA', '/properties/a'],
    [
      'a required property that can never be set',
      object({ a: false }),
      'UNSATISFIABLE',
      '/properties/a',
    ],
  ])('%s is refused with a code and a pointer', (_, schema, code, pointer) => {
    const error = thrown(() => toProviderSchema(schema as SchemaNode, 'openai'))
    expect([error.code, error.pointer, error.name]).toEqual([code, pointer, 'ProviderSchemaError'])
  })

  it('refuses a circular schema object', () => {
    const schema: SchemaNode = { type: 'object', properties: {} }
    ;(schema.properties as SchemaNode).self = schema
    const error = thrown(() => toProviderSchema(schema, 'mcp'))
    expect([error.code, error.pointer]).toEqual(['INVALID_SCHEMA', '/properties/self'])
  })

  it('a getter that turns into a cycle after the scan ends in a typed error, not a crash', () => {
    let reads = 0
    const schema: SchemaNode = { type: 'object' }
    Object.defineProperty(schema, 'properties', {
      enumerable: true,
      get: () => (++reads === 1 ? {} : { self: schema }),
    })
    expect(() => toProviderSchema(schema, 'openai')).toThrow(
      expect.objectContaining({ name: 'SchemaLimitError', code: 'MAX_DEPTH' }),
    )
    expect(reads).toBeGreaterThan(1)
  })

  it.each([
    [{ recursionDepth: -1 }],
    [{ recursionDepth: 1.5 }],
    [{ wrapKey: '' }],
    [{ records: 'drop' }],
    [{ strict: 'yes' }],
    [{ lossy: 'ignore' }],
  ])('refuses options %j', (options) => {
    expect(
      thrown(() => toProviderSchema({ type: 'object' }, 'openai', options as never)).code,
    ).toBe('INVALID_OPTIONS')
  })

  it('refuses an unknown target and Gemini mode', () => {
    expect(thrown(() => toProviderSchema({}, 'claude' as never)).code).toBe('INVALID_OPTIONS')
    expect(thrown(() => toProviderSchema({}, 'gemini', { mode: 'openapi' as never })).code).toBe(
      'INVALID_OPTIONS',
    )
  })
})
