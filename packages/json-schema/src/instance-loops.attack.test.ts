import { describe, expect, it } from 'vitest'
import { toProviderSchema } from './to-provider-schema'

// A hostile listing whose definitions only point at each other: checking `loop` checks the same
// value again forever, and no value satisfies it. Offered to a model, every value it sends fails.
const pureCycle = {
  type: 'object',
  $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } },
  properties: { owner: { type: 'string' }, loop: { $ref: '#/$defs/a' } },
  required: ['owner'],
}
const throughAllOf = {
  type: 'object',
  $defs: { a: { allOf: [{ type: 'string' }, { $ref: '#/$defs/a' }] } },
  properties: { loop: { $ref: '#/$defs/a' } },
}

describe('a $ref chain that comes back on the same value', () => {
  for (const [name, schema] of Object.entries({ pureCycle, throughAllOf })) {
    for (const [target, options] of [
      ['openai', { strict: true }],
      ['anthropic', { strict: true }],
      ['gemini', {}],
      ['mcp', {}],
    ] as const) {
      it(`${name} is refused for ${target} with UNSATISFIABLE at its definition`, () => {
        expect(() => toProviderSchema(schema, target, options as never)).toThrow(
          expect.objectContaining({ code: 'UNSATISFIABLE', pointer: '/$defs/a' }),
        )
      })
    }
  }

  it('is told apart from recursion that steps into the value', () => {
    const tree = {
      type: 'object',
      $defs: {
        node: {
          type: 'object',
          properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } },
        },
      },
      properties: { root: { $ref: '#/$defs/node' } },
    }
    expect(toProviderSchema(tree, 'mcp').schema).toBeDefined()
  })

  // A string satisfies it, but a validator checking a number follows the second branch forever:
  // relayed to an MCP client, it overflows the client's stack.
  it('through anyOf, which a string escapes, is refused with INVALID_SCHEMA for every target', () => {
    const escapable = {
      type: 'object',
      $defs: { a: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/a' }] } },
      properties: { x: { $ref: '#/$defs/a' } },
    }
    for (const target of ['openai', 'anthropic', 'gemini', 'mcp'] as const) {
      expect(() => toProviderSchema(escapable, target)).toThrow(
        expect.objectContaining({ code: 'INVALID_SCHEMA', pointer: '/$defs/a' }),
      )
    }
  })
})
