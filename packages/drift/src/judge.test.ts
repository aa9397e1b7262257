import { createValidator } from '@polytool/conformance'
import { describe, expect, it } from 'vitest'
import { branchJudge } from './branches'
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

// A stricter disagreement: the library refuses `{ n: 7 }`, which the schema accepts.
describe('isWarned, for a stricter disagreement, credits only a part whose keyword judges the value', () => {
  const found: Disagreement = {
    value: { n: 7, s: 'x' },
    direction: 'stricter',
    ajvErrors: [],
    libraryIssues: [{ path: ['n'], message: 'not a multiple of 0.1' }],
    utf16: false,
  }
  const schema = {
    type: 'object',
    properties: { n: { type: 'number', multipleOf: 0.1, pattern: 'a' }, s: { type: 'string' } },
  }
  const part = (keyword: string, direction: 'looser' | 'stricter' | 'both') => ({
    keyword,
    path: '/properties/n',
    direction,
    message: 'x',
  })

  it('attack: a string keyword warned at the node does not cover a number refused there', () => {
    expect(isWarned(found, { lossy: [], inexact: [part('pattern', 'stricter')] }, schema)).toBe(
      false,
    )
    expect(isWarned(found, { lossy: [], inexact: [part('minLength', 'both')] }, schema)).toBe(false)
  })

  it('a part in the other direction does not cover it', () => {
    expect(isWarned(found, { lossy: [], inexact: [part('multipleOf', 'looser')] }, schema)).toBe(
      false,
    )
  })

  it('attack: a key the value leaves out is covered by no keyword of one type', () => {
    const missing = { ...found, value: { s: 'x' } }
    expect(
      isWarned(missing, { lossy: [], inexact: [part('multipleOf', 'stricter')] }, schema),
    ).toBe(false)
    expect(isWarned(missing, { lossy: [], inexact: [part('default', 'stricter')] }, schema)).toBe(
      true,
    )
  })

  it('counts a part whose keyword and direction fit', () => {
    expect(isWarned(found, { lossy: [], inexact: [part('multipleOf', 'stricter')] }, schema)).toBe(
      true,
    )
    expect(isWarned(found, { lossy: [], inexact: [part('type', 'both')] }, schema)).toBe(true)
  })
})

// `{ a: 'x' }` goes the string branch of `a`: a warning on that branch tells the user.
describe('isWarned, for a stricter disagreement under a union, follows the branch the value took', () => {
  const schema = {
    type: 'object',
    properties: {
      a: { anyOf: [{ type: 'string', format: 'hostname' }, { type: 'null' }] },
      b: { $ref: '#/$defs/B' },
    },
    $defs: { B: { oneOf: [{ type: 'integer' }, { type: 'string', pattern: '^b' }] } },
  }
  const judge = branchJudge(createValidator(), schema)
  const refused = (value: object, path: string[]): Disagreement => ({
    value,
    direction: 'stricter',
    ajvErrors: [],
    libraryIssues: [{ path, message: 'refused' }],
    utf16: false,
  })
  const format = (path: string) => ({
    keyword: 'format',
    path,
    direction: 'stricter' as const,
    message: 'x',
  })

  it('attack: a warning on the branch the value took covers it', () => {
    const gaps = { lossy: [], inexact: [format('/properties/a/anyOf/0')] }
    expect(isWarned(refused({ a: 'a.' }, ['a']), gaps, schema, judge)).toBe(true)
  })

  it('a warning on another branch does not', () => {
    const gaps = { lossy: [], inexact: [format('/properties/a/anyOf/1')] }
    expect(isWarned(refused({ a: 'a.' }, ['a']), gaps, schema, judge)).toBe(false)
  })

  it('follows a local $ref into a oneOf', () => {
    const pattern = { ...format('/$defs/B/oneOf/1'), keyword: 'pattern' }
    expect(
      isWarned(refused({ b: 'bb' }, ['b']), { lossy: [], inexact: [pattern] }, schema, judge),
    ).toBe(true)
    expect(
      isWarned(refused({ b: 3 }, ['b']), { lossy: [], inexact: [pattern] }, schema, judge),
    ).toBe(false)
  })
})
