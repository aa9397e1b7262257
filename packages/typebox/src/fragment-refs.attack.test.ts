import { type TSchema, Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { bothSay, judge } from './test-fixtures/input-side'

const unsafe = (schema: object) => Type.Unsafe(schema)

/** A resource `https://example.com/r` whose `$defs` hold `X`, a string. */
const resource = unsafe({
  $id: 'https://example.com/r',
  $defs: { X: { type: 'string' } },
  type: 'object',
})

const values = [
  { r: {}, p: 'x' },
  { r: {}, p: 1 },
]

describe('a reference of the form <$id>#/<pointer> (attack)', () => {
  it('into the resource its $id names, where TypeBox finds the same entry, is kept and checks what TypeBox checks', async () => {
    const type = Type.Object({ r: resource, p: unsafe({ $ref: 'https://example.com/r#/$defs/X' }) })
    const { schema, answers, warnings } = await judge(type, values)
    expect(warnings).toEqual([])
    expect(answers).toEqual(bothSay([true, false]))
    expect((schema as { properties: { p: unknown } }).properties.p).toEqual({
      $ref: 'https://example.com/r#/$defs/X',
    })
  })

  it.each<[string, TSchema]>([
    [
      'where the root holds another entry at the pointer, which TypeBox takes (attacks references left to a definition TypeBox does not use)',
      Type.Object(
        { r: resource, p: unsafe({ $ref: 'https://example.com/r#/$defs/X' }) },
        { $defs: { X: { type: 'number' } } },
      ),
    ],
    [
      'where only a node below the resource holds the pointer (attacks references JSON Schema cannot resolve)',
      Type.Object({
        r: unsafe({
          $id: 'https://example.com/r',
          type: 'object',
          properties: { h: { $defs: { X: { type: 'string' } } } },
        }),
        p: unsafe({ $ref: 'https://example.com/r#/$defs/X' }),
      }),
    ],
    [
      "to the root's own $id, the entry below it (attacks references JSON Schema cannot resolve)",
      Type.Object(
        {
          r: unsafe({ type: 'object', properties: { h: { $defs: { X: { type: 'string' } } } } }),
          p: unsafe({ $ref: 'https://example.com/root#/$defs/X' }),
        },
        { $id: 'https://example.com/root' },
      ),
    ],
    [
      'with a relative $id, which validators resolve against their own base (attacks relative URIs read as TypeBox reads them)',
      Type.Object(
        {
          r: unsafe({ $id: 'inner', $defs: { X: { type: 'string' } }, type: 'object' }),
          p: unsafe({ $ref: 'inner#/$defs/X' }),
        },
        { $defs: { X: { type: 'number' } } },
      ),
    ],
    [
      'into a Type.Cyclic definition, whose $id is gone (attacks references through removed $ids)',
      Type.Object({
        r: Type.Cyclic({ N: Type.Object({ v: Type.String() }) }, 'N'),
        p: unsafe({ $ref: 'N#/properties/v' }),
      }),
    ],
  ])('%s, is dropped and reported, and Ajv compiles the rest', async (_, type) => {
    const { schema, warnings } = await judge(type, [])
    expect(warnings).toEqual(['constraint /properties/p'])
    expect((schema as { properties: { p: object } }).properties.p).not.toHaveProperty('$ref')
  })
})

describe('an $id that holds a fragment (attack)', () => {
  it('"#foo", with a reference to it, is dropped and reported, and Ajv compiles the rest (attacks $ids Ajv refuses the document for)', async () => {
    const type = Type.Object({
      a: unsafe({ $id: '#foo', type: 'string' }),
      b: unsafe({ $ref: '#foo' }),
    })
    const { warnings } = await judge(type, [{ a: 'x', b: 'y' }])
    expect(warnings).toEqual(['constraint /properties/a', 'constraint /properties/b'])
  })

  it('"https://example.com/a#foo" is dropped and reported, and a `#/$defs` reference below it still checks what TypeBox checks (attacks $ids Ajv refuses the document for)', async () => {
    const type = Type.Object({
      a: unsafe({
        $id: 'https://example.com/a#foo',
        type: 'object',
        properties: { h: { $defs: { X: { type: 'string' } } }, v: { $ref: '#/$defs/X' } },
      }),
    })
    const { answers, warnings } = await judge(type, [{ a: { v: 'x' } }, { a: { v: 1 } }])
    expect(warnings).toEqual(['constraint /properties/a'])
    expect(answers).toEqual(bothSay([true, false]))
  })
})
