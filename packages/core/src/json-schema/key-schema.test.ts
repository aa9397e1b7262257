import { describe, expect, it } from 'vitest'
import { keySchemaMayRefuse } from './key-schema'

describe('keySchemaMayRefuse', () => {
  it.each([
    [undefined, false],
    [{ type: 'string' }, false],
    [{ pattern: '^(_|c)' }, false],
    [{ type: 'string', pattern: '^[a-z_]+$' }, false],
    [{ type: 'string', pattern: '^[a-z]+$' }, true],
    [{ type: 'string', maxLength: 3 }, true],
    [{ type: 'number' }, true],
    [{ pattern: 42 }, true],
    [{ pattern: '(' }, true],
    [{ enum: ['a'] }, true],
  ])('%j may refuse __proto__ or constructor: %s', (names, refuses) => {
    expect(keySchemaMayRefuse(names, ['__proto__', 'constructor'])).toBe(refuses)
  })
})
