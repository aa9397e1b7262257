import { describe, expect, it } from 'vitest'
import { INEXACT_KEYWORD } from './inexact'
import { rewritePatterns } from './rewrite-patterns'
import { UNREPRESENTABLE_KEYWORD } from './unrepresentable'

describe('rewritePatterns', () => {
  it('rewrites patterns and patternProperties keys, never data or a property named pattern', () => {
    const regexes = new Map<string, RegExp>([
      ['[\\d-z]', /[\d-z]/],
      ['ab', /ab/i],
    ])
    const schema = {
      type: 'object',
      properties: {
        pattern: { type: 'string', pattern: '[\\d-z]' },
        other: { enum: [{ pattern: 'ab' }], default: { pattern: 'ab' } },
      },
      patternProperties: { ab: { type: 'number' } },
    }
    rewritePatterns(schema, (source) => regexes.get(source))
    expect(schema.properties.pattern.pattern).toBe('[\\d\\-z]')
    expect(schema.properties.other).toEqual({
      enum: [{ pattern: 'ab' }],
      default: { pattern: 'ab' },
    })
    expect(schema.patternProperties).toEqual({ '[aA][bB]': { type: 'number' } })
  })

  it('removes a pattern no JSON Schema pattern can say, and tags its node', () => {
    const schema: Record<string, unknown> = { type: 'string', pattern: '^a$' }
    rewritePatterns(schema, () => /^a$/m)
    expect(schema.pattern).toBeUndefined()
    expect(schema[UNREPRESENTABLE_KEYWORD]).toEqual([
      expect.objectContaining({ code: 'constraint' }),
    ])
  })

  it('tags an inexact one and leaves sources it is not told about', () => {
    const schema = { allOf: [{ pattern: '^.$' }, { pattern: 'x' }] }
    rewritePatterns(schema, (source) => (source === '^.$' ? /^.$/ : undefined))
    expect((schema.allOf[0] as Record<string, unknown>)[INEXACT_KEYWORD]).toHaveLength(1)
    expect(schema.allOf[1]).toEqual({ pattern: 'x' })
  })
})
