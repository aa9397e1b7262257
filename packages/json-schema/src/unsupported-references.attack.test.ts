import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { ProviderSchemaError } from './errors'
import type { JsonSchema } from './json-schema'
import type { ProviderTarget } from './options'
import { toProviderSchema } from './to-provider-schema'

// A server writes its recursion with the 2020-12 dynamic keywords. Every emitter refuses them
// (UNSUPPORTED_REF), but the check of a target that takes any keyword (MCP, non-strict) said
// nothing: a schema reported clean could not be sent.
const SCHEMAS: readonly (readonly [string, JsonSchema, string])[] = [
  [
    '$dynamicRef',
    {
      type: 'object',
      $dynamicAnchor: 'node',
      properties: { child: { $dynamicRef: '#node' } },
      required: ['child'],
    },
    '/properties/child',
  ],
  [
    '$recursiveRef',
    { type: 'object', properties: { child: { $recursiveRef: '#' } } },
    '/properties/child',
  ],
  [
    '$anchor',
    { type: 'object', properties: { child: { $anchor: 'x', type: 'string' } } },
    '/properties/child',
  ],
  [
    'a nested $id',
    { type: 'object', properties: { child: { $id: 'https://example.com/c', type: 'string' } } },
    '/properties/child',
  ],
]

const TARGETS: readonly (readonly [ProviderTarget, object])[] = [
  ['mcp', {}],
  ['openai', { strict: false }],
  ['anthropic', { strict: false }],
  ['openai', {}],
  ['gemini', {}],
]

describe('a reference keyword no emitter follows', () => {
  for (const [name, schema, pointer] of SCHEMAS) {
    for (const [target, options] of TARGETS) {
      it(`(${name}) is refused by the emitter and reported by the check for ${target} ${JSON.stringify(options)}`, () => {
        expect(() => toProviderSchema(schema, target, options as never)).toThrow(
          ProviderSchemaError,
        )
        expect(checkProviderSchema(schema, target, options as never)).toContainEqual(
          expect.objectContaining({ pointer, rule: 'unsupported-keyword' }),
        )
      })
    }
  }

  it('while a root $id, which the emitters strip, is no violation for MCP', () => {
    const schema = { $id: 'https://example.com/s', type: 'object', properties: {} }
    expect(checkProviderSchema(schema, 'mcp')).toEqual([])
  })
})
