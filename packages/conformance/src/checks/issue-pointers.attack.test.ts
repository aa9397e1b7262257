import { describe, expect, it } from 'vitest'
import { pointerOfPath } from './drift'

// A library issue is placed at the schema node its path leads to, and a declared gap excuses
// only disagreements at its pointer. A value under a key a pattern property takes was placed at
// `additionalProperties`, which does not judge it: a gap declared at the pattern excused nothing,
// and one at `additionalProperties` excused what it does not explain.
describe('pointerOfPath, through pattern properties', () => {
  const schema = {
    type: 'object',
    properties: { 'x-b': { type: 'string' } },
    patternProperties: {
      '^x-': { type: 'object', properties: { n: { type: 'number' } } },
      'a/b~': { type: 'string' },
      '^\\d+$': { type: 'array', items: { type: 'string' } },
    },
    additionalProperties: { type: 'string' },
  }

  it('attack: leads a key a pattern takes to that pattern, and on inside it', () => {
    expect(pointerOfPath(schema, ['x-a'])).toBe('/patternProperties/^x-')
    expect(pointerOfPath(schema, ['x-a', 'n'])).toBe('/patternProperties/^x-/properties/n')
  })

  it('attack: escapes / and ~ of the pattern in the pointer', () => {
    expect(pointerOfPath(schema, ['za/b~'])).toBe('/patternProperties/a~1b~0')
  })

  it('reads a key given as a number, or as digits, against the patterns too', () => {
    expect(pointerOfPath(schema, [7, 0])).toBe('/patternProperties/^\\d+$/items')
    expect(pointerOfPath(schema, ['7', '0'])).toBe('/patternProperties/^\\d+$/items')
  })

  it('keeps a declared property first, and additionalProperties for a key nothing else takes', () => {
    expect(pointerOfPath(schema, ['x-b'])).toBe('/properties/x-b')
    expect(pointerOfPath(schema, ['other'])).toBe('/additionalProperties')
  })

  it('matches with the u flag, and a pattern that does not compile matches nothing', () => {
    const unicode = {
      patternProperties: { '(': {}, '^.$': { type: 'string' } },
      additionalProperties: { type: 'number' },
    }
    expect(pointerOfPath(unicode, ['😀'])).toBe('/patternProperties/^.$')
    expect(pointerOfPath(unicode, ['ab'])).toBe('/additionalProperties')
  })
})
