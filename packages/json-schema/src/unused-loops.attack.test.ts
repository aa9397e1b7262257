import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { JsonSchemaError, ProviderSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import type { ProviderTarget } from './options'
import { toProviderSchema } from './to-provider-schema'

// A server hides a same-value `$ref` loop in a definition nothing uses. The check called the
// schema invalid and fromJsonSchema refused it, while the emitters dropped the definition and
// sent the schema: the three entry points must give one answer, and that answer is "invalid".
const withUnused = (unused: Record<string, unknown>) => ({
  type: 'object',
  properties: { p: { type: 'string' } },
  required: ['p'],
  additionalProperties: false,
  $defs: unused,
})

const LOOPS: readonly (readonly [string, Record<string, unknown>, string])[] = [
  ['a self reference', { unused: { $ref: '#/$defs/unused' } }, '/$defs/unused'],
  ['a pure cycle', { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, '/$defs/'],
  [
    'a loop through anyOf',
    { a: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/a' }] } },
    '/$defs/a',
  ],
]

const TARGETS: readonly ProviderTarget[] = ['openai', 'anthropic', 'gemini', 'mcp']

describe('a same-value loop in an unused definition', () => {
  for (const [name, defs, pointer] of LOOPS) {
    const schema = withUnused(defs)
    it(`(${name}) is refused by fromJsonSchema`, () => {
      expect(() => fromJsonSchema(schema)).toThrow(JsonSchemaError)
    })
    for (const target of TARGETS) {
      it(`(${name}) is refused by toProviderSchema and reported by checkProviderSchema for ${target}`, () => {
        expect(() => toProviderSchema(schema, target)).toThrow(ProviderSchemaError)
        try {
          toProviderSchema(schema, target)
        } catch (error) {
          expect((error as ProviderSchemaError).pointer.startsWith(pointer)).toBe(true)
        }
        expect(checkProviderSchema(schema, target)).toContainEqual(
          expect.objectContaining({ rule: 'invalid-schema' }),
        )
      })
    }
  }

  it('while unused recursion that steps into the value is still dropped quietly', () => {
    const schema = withUnused({ tree: { type: 'array', items: { $ref: '#/$defs/tree' } } })
    expect(toProviderSchema(schema, 'openai').schema).not.toHaveProperty('$defs')
    expect(checkProviderSchema(schema, 'openai')).toEqual([])
  })
})
