import { extractJsonSchema, toJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it, vi } from 'vitest'
import * as y from 'yup'
import { yupAdapter } from './adapter'

const bound = <S extends y.Schema>(schema: S) => withAdapter(schema, yupAdapter)
const inexactOf = (schema: y.Schema) =>
  extractJsonSchema(bound(schema)).inexact.map(({ keyword, path, direction }) =>
    [keyword, path, direction].join(' '),
  )

// Without strict(), Yup casts before it checks: "5" passes y.number() as 5, 5 passes
// y.string() as "5". The JSON Schema says the type; the validator accepts more.
describe('Yup casts', () => {
  it('are warned of at each scalar a schema casts, naming its path', async () => {
    const schema = y.object({ age: y.number(), name: y.string(), ok: y.boolean() })
    await expect(schema.validate({ age: '5', name: 5, ok: 'true' })).resolves.toEqual({
      age: 5,
      name: '5',
      ok: true,
    })
    expect(inexactOf(schema).sort()).toEqual([
      'type /properties/age looser',
      'type /properties/name looser',
      'type /properties/ok looser',
    ])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      toJsonSchema(bound(y.object({ count: y.number() })))
      expect(warn.mock.calls.map(([line]) => String(line)).join('\n')).toMatch(
        /accepts more than "type" at \/properties\/count: .*"5"/,
      )
    } finally {
      warn.mockRestore()
    }
  })

  it('follow Yup: array items are cast, a strict field and whatever is under a strict root are not', async () => {
    await expect(y.array(y.number().strict()).validate(['5'])).resolves.toEqual([5])
    await expect(y.object({ a: y.number().strict() }).validate({ a: '5' })).rejects.toThrow()
    expect(inexactOf(y.array(y.number().strict()))).toEqual(['type /items looser'])
    expect(inexactOf(y.tuple([y.string().strict().defined()]))).toEqual([
      'type /prefixItems/0 looser',
    ])
    expect(inexactOf(y.object({ a: y.number().strict(), b: y.number().nullable() }))).toEqual([
      'type /properties/b looser',
    ])
    expect(inexactOf(y.object({ a: y.number(), b: y.array(y.string()) }).strict())).toEqual([])
  })
})
