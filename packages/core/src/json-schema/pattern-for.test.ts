import { describe, expect, it } from 'vitest'
import { INEXACT_KEYWORD } from './inexact'
import { patternFor } from './pattern-for'
import { UNREPRESENTABLE_KEYWORD } from './unrepresentable'

type Node = Record<string, unknown>

// TypeScript refuses the `v` flag below ES2024, and Annex B's `/\8/` (read as "8"), as literals.
const compiled = (source: string, flags = '') => new RegExp(source, flags)

describe('patternFor', () => {
  it.each([
    [/^[\d-z]+$/, '^[\\d\\-z]+$'],
    [/a{/, 'a\\{'],
    [/-/, '-'],
    [/]/, '\\]'],
    [/\p{L}/u, '\\p{L}'],
    [/\u{41}/u, '\\u{41}'],
    [/^ab$/i, '^[aA][bB]$'],
  ])('writes %s as a pattern that compiles with u and means the same', (regex, expected) => {
    const node: Node = {}
    const pattern = patternFor(node, regex)
    expect(pattern).toBe(expected)
    expect(() => new RegExp(pattern as string, 'u')).not.toThrow()
    expect(node).toEqual({})
  })

  it('tags a regex without u that reads an emoji as two units as inexact both ways', () => {
    const node: Node = {}
    expect(patternFor(node, /^.$/)).toBe('^.$')
    expect(node[INEXACT_KEYWORD]).toEqual([
      expect.objectContaining({ keyword: 'pattern', direction: 'both' }),
    ])
  })

  it.each([/^a$/m, /a.b/s, compiled('a', 'v'), compiled('\\8')])(
    'refuses %s and tags the node as a lost constraint',
    (regex) => {
      const node: Node = {}
      expect(patternFor(node, regex)).toBeUndefined()
      expect(node[UNREPRESENTABLE_KEYWORD]).toEqual([
        expect.objectContaining({ code: 'constraint' }),
      ])
    },
  )
})
