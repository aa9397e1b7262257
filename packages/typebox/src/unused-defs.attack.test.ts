import { type TSchema, Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { bothSay, judge } from './test-fixtures/input-side'

type Json = Record<string, unknown>

/** Every JSON Pointer of the document at which a `$defs` stands, with the names it holds. */
function defsIn(schema: unknown, at = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return []
  const found: string[] = []
  for (const [key, value] of Object.entries(schema as Json)) {
    const here = `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
    if (key === '$defs') found.push(`${here} ${Object.keys(value as Json).join(',')}`)
    found.push(...defsIn(value, here))
  }
  return found
}

/** A Type.Unsafe holding a string `X` in its own `$defs`, and referring to it. */
const holder = () =>
  Type.Unsafe({
    $defs: { X: { type: 'string', minLength: 2 } },
    type: 'object',
    properties: { s: { $ref: '#/$defs/X' } },
  })

describe('$defs left behind once definitions move (attack)', () => {
  it.each<[string, TSchema, unknown[], boolean[], string[]]>([
    [
      'a Type.Unsafe with $defs used twice leaves no copy below the root (attacks copies left where the entry was hoisted from)',
      (() => {
        const shared = holder()
        return Type.Object({ a: shared, b: shared })
      })(),
      [
        { a: { s: 'ab' }, b: { s: 'cd' } },
        { a: { s: 'ab' }, b: { s: 'c' } },
      ],
      [true, false],
      ['/$defs X'],
    ],
    [
      'two equal Type.Unsafe holders leave one entry (attacks copies left where the entry was hoisted from)',
      Type.Object({ a: holder(), b: Type.Array(holder()) }),
      [
        { a: { s: 'ab' }, b: [{ s: 'cd' }] },
        { a: { s: 'ab' }, b: [{ s: 'c' }] },
      ],
      [true, false],
      ['/$defs X'],
    ],
    [
      'a Type.Unsafe used at the root and inside a Type.Cyclic definition leaves one entry, not an equal one under a fresh name (attacks duplicate hoisted entries)',
      (() => {
        const shared = holder()
        const tree = Type.Cyclic(
          { T: Type.Object({ h: shared, n: Type.Optional(Type.Ref('T')) }) },
          'T',
        )
        return Type.Object({ a: shared, t: tree })
      })(),
      [
        { a: { s: 'ab' }, t: { h: { s: 'cd' }, n: { h: { s: 'ef' } } } },
        { a: { s: 'ab' }, t: { h: { s: 'cd' }, n: { h: { s: 'e' } } } },
      ],
      [true, false],
      ['/$defs T,X'],
    ],
    [
      'a Type.Unsafe whose $defs nothing refers to leaves no $defs (attacks unused nested $defs)',
      Type.Object({ a: Type.Unsafe({ $defs: { U: { type: 'string' } }, type: 'number' }) }),
      [{ a: 1 }, { a: 'x' }],
      [true, false],
      [],
    ],
    [
      'a Type.Cyclic definition its root does not reach is not written out (attacks unused definitions)',
      Type.Object({
        t: Type.Cyclic(
          {
            A: Type.Object({ v: Type.Number(), n: Type.Optional(Type.Ref('A')) }),
            B: Type.Object({ w: Type.String() }),
          },
          'A',
        ),
      }),
      [{ t: { v: 1, n: { v: 2 } } }, { t: { v: 1, n: { v: 'x' } } }],
      [true, false],
      ['/$defs A'],
    ],
    [
      'an entry a pointer reaches through another entry keeps both (attacks removing entries a reference passes through)',
      Type.Unsafe({
        $defs: {
          A: { type: 'object', properties: { v: { $ref: '#/$defs/B' } } },
          B: { type: 'string' },
          C: { type: 'boolean' },
        },
        $ref: '#/$defs/A/properties/v',
      }),
      ['x', 1],
      [true, false],
      ['/$defs A,B'],
    ],
    [
      'an entry holding an $id a reference names is kept (attacks removing entries reached by $id)',
      Type.Object(
        { p: Type.Unsafe({ $ref: 'https://example.com/s' }) },
        {
          $defs: {
            A: { $id: 'https://example.com/s', type: 'string' },
            B: { type: 'boolean' },
          },
        },
      ),
      [{ p: 'x' }, { p: 1 }],
      [true, false],
      ['/$defs A'],
    ],
  ])('%s', async (_, type, values, verdicts, defs) => {
    const { schema, answers, warnings } = await judge(type, values)
    expect(warnings).toEqual([])
    expect(answers).toEqual(bothSay(verdicts))
    expect(defsIn(schema)).toEqual(defs)
  })
})
