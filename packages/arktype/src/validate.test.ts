import { collectUnhandledRejections } from '@polytool/conformance'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { validateArkType } from './validate'

const rejected = async () => Promise.reject(new Error('db=customers_private'))

describe('validateArkType', () => {
  it('handles the promise of a morph that ran next to a key that failed', async () => {
    const schema = type({ a: type('string').pipe(rejected), b: 'number' })
    const { result, unhandled } = await collectUnhandledRejections(async () =>
      validateArkType(schema, { a: 'x', b: 'no' }),
    )
    expect(result.issues?.map((issue) => [...(issue.path ?? [])])).toEqual([['b']])
    expect(unhandled).toEqual([])
  })

  it('handles it when a check after another morph fails', async () => {
    const schema = type({
      a: type('string').pipe(rejected),
      b: type('string')
        .pipe((text) => text.length)
        .to('number > 3'),
    })
    const { unhandled } = await collectUnhandledRejections(async () =>
      validateArkType(schema, { a: 'x', b: 'ab' }),
    )
    expect(unhandled).toEqual([])
  })

  it('fails, without its text, when the morph of a valid value rejects', async () => {
    const result = await validateArkType(type({ a: type('string').pipe(rejected) }), { a: 'x' })
    expect(result.issues).toEqual([
      { message: 'An asynchronous transform of this value failed', path: ['a'] },
    ])
  })
})
