import { describe, expect, it } from 'vitest'
import { type Disagreement, isWarned } from './judge'

// A value that fails only a `not` (Yup's `compact()` drops what `not` refuses) is told to the
// user by a loss reported at or above the `not`, and by nothing else.
describe('isWarned, for a disagreement whose only failing keyword is a summary', () => {
  const found: Disagreement = {
    value: { a: [null] },
    direction: 'looser',
    ajvErrors: [
      {
        schemaPointer: '/properties/a/items',
        instancePath: '/a/0',
        keyword: 'not',
        message: 'must NOT be valid',
      },
    ],
    libraryIssues: [],
    utf16: false,
  }
  const schema = { type: 'object', properties: { a: { type: 'array', items: { not: {} } } } }

  it('counts a loss reported above it', () => {
    const lossy = [{ code: 'refinement' as const, path: '/properties/a', message: 'compact()' }]
    expect(isWarned(found, { lossy, inexact: [] }, schema)).toBe(true)
  })

  it('counts nothing else', () => {
    const inexact = [
      { keyword: 'not', path: '/properties/a/items', direction: 'looser' as const, message: 'x' },
    ]
    expect(isWarned(found, { lossy: [], inexact }, schema)).toBe(false)
    const elsewhere = [{ code: 'refinement' as const, path: '/properties/b', message: 'other' }]
    expect(isWarned(found, { lossy: elsewhere, inexact: [] }, schema)).toBe(false)
  })
})
