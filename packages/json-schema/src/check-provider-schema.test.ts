import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import type { SchemaNode } from './json-schema'

const rulesOf = (schema: unknown, ...args: Parameters<typeof checkProviderSchema>[1 | 2][]) =>
  checkProviderSchema(schema, ...(args as [never, never])).map((violation) => [
    violation.pointer,
    violation.rule,
  ])

const closed = (properties: Record<string, unknown>, extra: SchemaNode = {}): SchemaNode => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
  ...extra,
})

describe('checkProviderSchema', () => {
  it('accepts a schema that follows the OpenAI strict rules', () => {
    expect(
      rulesOf(closed({ a: { type: ['string', 'null'], format: 'email' } }), 'openai', {
        strict: true,
      }),
    ).toEqual([])
  })

  it('reports open objects and optional properties for OpenAI strict, with the fix', () => {
    const violations = checkProviderSchema(
      {
        type: 'object',
        properties: { a: { type: 'object', properties: { b: { type: 'string' } } } },
      },
      'openai',
      { strict: true },
    )
    expect(violations.map((violation) => [violation.pointer, violation.rule])).toEqual([
      ['', 'closed-objects'],
      ['', 'all-properties-required'],
      ['/properties/a', 'closed-objects'],
      ['/properties/a', 'all-properties-required'],
    ])
    expect(violations[1]!.fix).toContain('nullable')
    expect(violations[1]!.message).toBe(
      'OpenAI strict: every property must be required; not required: a',
    )
  })

  it('reports every unsupported keyword with its fix, also inside $defs', () => {
    const schema = closed(
      { a: { $ref: '#/$defs/x' } },
      { $defs: { x: { type: 'string', minLength: 1, oneOf: [{ type: 'string' }] } } },
    )
    const violations = checkProviderSchema(schema, 'openai', { strict: true })
    expect(violations.map((violation) => [violation.pointer, violation.message])).toEqual([
      ['/$defs/x', 'OpenAI strict: minLength is not supported'],
      ['/$defs/x', 'OpenAI strict: oneOf is not supported'],
    ])
    expect(violations[1]!.fix).toContain('anyOf')
    expect(rulesOf(schema, 'openai', { strict: true, stringLength: 'keep' })).toEqual([
      ['/$defs/x', 'unsupported-keyword'],
    ])
  })

  it('reports formats, missing types, arrays without items and non-primitive enums', () => {
    const schema = closed({
      a: { type: 'string', format: 'uri' },
      b: { description: 'anything' },
      c: { type: 'array' },
      d: {
        type: 'object',
        enum: [{ x: 1 }],
        properties: {},
        required: [],
        additionalProperties: false,
      },
    })
    expect(rulesOf(schema, 'openai', { strict: true })).toEqual([
      ['/properties/a', 'unsupported-format'],
      ['/properties/b', 'missing-type'],
      ['/properties/c', 'array-items'],
      ['/properties/d', 'enum-values'],
    ])
    expect(
      rulesOf(closed({ a: { type: 'string', format: 'uri' } }), 'anthropic', { strict: true }),
    ).toEqual([])
  })

  it('reports a $ref with sibling keywords for OpenAI strict', () => {
    const schema = closed(
      { a: { $ref: '#/$defs/a', description: 'the a' } },
      { $defs: { a: { type: 'string' } } },
    )
    expect(rulesOf(schema, 'openai', { strict: true })).toEqual([['/properties/a', 'ref-siblings']])
    expect(rulesOf(schema, 'anthropic', { strict: true })).toEqual([])
  })

  it('reports root problems: not an object, unions, $ref', () => {
    expect(rulesOf({ anyOf: [{ type: 'object' }] }, 'openai', { strict: false })).toEqual([
      ['', 'root-object'],
      ['', 'root-keyword'],
    ])
    expect(
      rulesOf({ type: 'object', $ref: '#/$defs/a', $defs: { a: { type: 'object' } } }, 'mcp'),
    ).toEqual([['', 'root-keyword']])
    expect(rulesOf({ type: 'object', oneOf: [{ type: 'object' }] }, 'mcp')).toEqual([])
    expect(
      rulesOf({ type: 'object', oneOf: [{ type: 'object' }] }, 'anthropic', { strict: false }),
    ).toEqual([['', 'root-keyword']])
  })

  it('reports Anthropic strict specifics: recursion, minItems over 1, complex patterns, allOf with $ref', () => {
    const schema = closed(
      {
        tree: { $ref: '#/$defs/node' },
        list: { type: 'array', items: { type: 'string' }, minItems: 2 },
        code: { type: 'string', pattern: '^(\\w)\\1$' },
        both: { allOf: [{ $ref: '#/$defs/leaf' }] },
      },
      {
        $defs: {
          node: closed({ next: { $ref: '#/$defs/node' } }),
          leaf: closed({ v: { type: 'string' } }),
        },
      },
    )
    expect(rulesOf(schema, 'anthropic', { strict: true })).toEqual([
      ['/properties/list', 'min-items'],
      ['/properties/code', 'simple-pattern'],
      ['/properties/both', 'allof-ref'],
      ['/$defs/node', 'recursion'],
    ])
  })

  it('reports recursion through the root', () => {
    expect(
      rulesOf(closed({ next: { anyOf: [{ $ref: '#' }, { type: 'null' }] } }), 'anthropic', {
        strict: true,
      }),
    ).toEqual([['', 'recursion']])
  })

  it('reports Gemini parameters specifics: type lists, string enums, $ref, names, empty objects', () => {
    const longName = 'p'.repeat(65)
    const schema = {
      type: 'object',
      properties: {
        a: { type: ['string', 'null'] },
        b: { type: 'integer', enum: [1, 2] },
        c: { $ref: '#/$defs/c' },
        d: { type: 'object', properties: {} },
        [longName]: { type: 'string' },
      },
      $defs: { c: { type: 'string' } },
    }
    expect(rulesOf(schema, 'gemini')).toEqual([
      [`/properties/${longName}`, 'parameter-name-length'],
      ['', 'unsupported-keyword'],
      ['/properties/a', 'type-list'],
      ['/properties/b', 'enum-values'],
      ['/properties/c', 'unsupported-keyword'],
      ['/properties/d', 'empty-object'],
    ])
    expect(rulesOf(undefined, 'gemini')).toEqual([])
    expect(rulesOf({ type: 'object', properties: {} }, 'gemini')).toEqual([
      ['', 'empty-parameters'],
    ])
  })

  it('takes numeric enums in Gemini parametersJsonSchema, not booleans', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'number', enum: [1, 2] }, b: { enum: [true] } },
    }
    expect(rulesOf(schema, 'gemini', { mode: 'parametersJsonSchema' })).toEqual([
      ['/properties/b', 'enum-values'],
    ])
  })

  it('reports OpenAI size limits', () => {
    const wide = closed(
      Object.fromEntries(
        Array.from({ length: 1001 }, (_, index) => [`p${index}`, { type: 'string', enum: ['x'] }]),
      ),
    )
    expect(rulesOf(wide, 'openai', { strict: true })).toEqual([['', 'limit-enum-values']])
    let deep: SchemaNode = closed({ leaf: { type: 'string' } })
    for (let level = 0; level < 10; level++) deep = closed({ next: deep })
    expect(rulesOf(deep, 'openai', { strict: true })).toEqual([['', 'limit-nesting-depth']])
    const bigEnum = closed({
      e: {
        type: 'string',
        enum: Array.from({ length: 251 }, (_, index) => `${'v'.repeat(60)}${index}`),
      },
    })
    expect(rulesOf(bigEnum, 'openai', { strict: true })).toEqual([
      ['/properties/e', 'limit-large-enum'],
    ])
  })

  it('reports external and dangling references on every profile', () => {
    const schema = {
      type: 'object',
      properties: { a: { $ref: 'https://example.com/a.json' }, b: { $ref: '#/$defs/missing' } },
    }
    expect(rulesOf(schema, 'mcp')).toEqual([
      ['/properties/a', 'external-ref'],
      ['/properties/b', 'invalid-schema'],
    ])
  })

  it('never throws on malformed input', () => {
    expect(rulesOf(null, 'openai')).toEqual([['', 'invalid-schema']])
    expect(rulesOf({ type: 'object', properties: { a: 3 } }, 'mcp')).toEqual([
      ['/properties/a', 'invalid-schema'],
    ])
    const cyclic: SchemaNode = {
      type: 'object',
      properties: {},
      required: [],
      additionalProperties: false,
    }
    ;(cyclic.properties as SchemaNode).self = cyclic
    expect(() => checkProviderSchema(cyclic, 'openai', { strict: true })).not.toThrow()
  })

  it('rejects an unknown target with a typed error', () => {
    expect(() => checkProviderSchema({}, 'bard' as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    )
  })
})
