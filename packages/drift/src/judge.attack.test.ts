import { createValidator } from '@polytool/conformance'
import type { InexactPart } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { branchJudge } from './branches'
import { type Disagreement, isWarned } from './judge'

// A stricter disagreement is told to the user by a warning at the node whose keyword judges the
// refused value. The judge found that node by properties, items and `additionalProperties`
// only: a value under a key a pattern property takes was credited to `additionalProperties`
// (which does not judge it), and a `$ref` whose key holds a percent-encoded `/` led elsewhere.

const refused = (value: object, path: (string | number)[]): Disagreement => ({
  value,
  direction: 'stricter',
  ajvErrors: [],
  libraryIssues: [{ path, message: 'refused' }],
  utf16: false,
})

const warning = (path: string, keyword = 'format'): InexactPart => ({
  keyword,
  path,
  direction: 'stricter',
  message: 'x',
})

const warnedAt = (schema: object, found: Disagreement, ...paths: string[]) =>
  isWarned(
    found,
    { lossy: [], inexact: paths.map((path) => warning(path)) },
    schema,
    branchJudge(createValidator(), schema),
  )

describe('isWarned, for a value under a key a pattern property takes', () => {
  const schema = {
    type: 'object',
    properties: { 'x-b': { type: 'string' } },
    patternProperties: {
      '^x-': { type: 'string', format: 'hostname' },
      'a/b~': { anyOf: [{ type: 'string', format: 'email' }, { type: 'null' }] },
    },
    additionalProperties: { type: 'string' },
  }

  it('attack: credits the pattern property that judges the value, not additionalProperties', () => {
    const found = refused({ 'x-a': 'a.' }, ['x-a'])
    expect(warnedAt(schema, found, '/patternProperties/^x-')).toBe(true)
    expect(warnedAt(schema, found, '/additionalProperties')).toBe(false)
  })

  it('attack: escapes a pattern holding / and ~ in the pointer, and follows its branches', () => {
    const found = refused({ 'za/b~': 'a@b.co' }, ['za/b~'])
    expect(warnedAt(schema, found, '/patternProperties/a~1b~0/anyOf/0')).toBe(true)
    expect(warnedAt(schema, found, '/patternProperties/a~1b~0/anyOf/1')).toBe(false)
    expect(warnedAt(schema, found, '/additionalProperties')).toBe(false)
  })

  it('credits a declared key that a pattern also takes at either node that judges it', () => {
    const found = refused({ 'x-b': 'a.' }, ['x-b'])
    expect(warnedAt(schema, found, '/properties/x-b')).toBe(true)
    expect(warnedAt(schema, found, '/patternProperties/^x-')).toBe(true)
    expect(warnedAt(schema, found, '/additionalProperties')).toBe(false)
  })

  it('still credits additionalProperties for a key no property or pattern takes', () => {
    const found = refused({ other: 'a.' }, ['other'])
    expect(warnedAt(schema, found, '/additionalProperties')).toBe(true)
    expect(warnedAt(schema, found, '/patternProperties/^x-')).toBe(false)
  })

  it('matches patterns as Ajv does: unanchored, with the u flag; a broken one matches nothing', () => {
    const unicode = {
      type: 'object',
      patternProperties: { '^.$': { type: 'string', format: 'hostname' }, '(': {} },
      additionalProperties: { type: 'string' },
    }
    // Under the `u` flag `.` takes one astral character; without it, two UTF-16 units.
    expect(warnedAt(unicode, refused({ '😀': 'a.' }, ['😀']), '/patternProperties/^.$')).toBe(true)
  })
})

describe('isWarned, through a local $ref with escapes', () => {
  const judged = { type: 'string', format: 'hostname' }
  const schema = {
    type: 'object',
    properties: {
      slash: { $ref: '#/$defs/a%2Fb' },
      tilde: { $ref: '#/$defs/a~1b~0c' },
      space: { $ref: '#/$defs/My%20Node' },
      stray: { $ref: '#/$defs/100%' },
    },
    $defs: {
      'a/b': judged,
      a: { b: { type: 'string' } },
      'a/b~c': judged,
      'My Node': judged,
      '100%': judged,
    },
  }

  it('attack: reads a percent-encoded / as part of the key, as Ajv does', () => {
    const found = refused({ slash: 'a.' }, ['slash'])
    expect(warnedAt(schema, found, '/$defs/a~1b')).toBe(true)
    expect(warnedAt(schema, found, '/$defs/a/b')).toBe(false)
  })

  it('undoes ~1 and ~0, and percent-encoded spaces, and names the node by its JSON pointer', () => {
    expect(warnedAt(schema, refused({ tilde: 'a.' }, ['tilde']), '/$defs/a~1b~0c')).toBe(true)
    expect(warnedAt(schema, refused({ space: 'a.' }, ['space']), '/$defs/My Node')).toBe(true)
  })

  it('attack: keeps a percent sign that starts no escape, without throwing', () => {
    expect(warnedAt(schema, refused({ stray: 'a.' }, ['stray']), '/$defs/100%')).toBe(true)
  })
})
