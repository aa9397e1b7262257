import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { mayTransform } from './may-transform'
import { validateYup } from './validate'

const rejected = async () => Promise.reject(new Error('db=customers_private'))

describe('mayTransform', () => {
  it('is false for schemas with only the casts of their types', () => {
    const schema = y.object({
      a: y.string().min(1),
      n: y.number(),
      list: y.array(y.boolean()),
      pair: y.tuple([y.string(), y.date()]),
    })
    expect(mayTransform(schema)).toBe(false)
  })

  it('finds a transform of the user anywhere; takes lazy and when as ones that may', () => {
    expect(mayTransform(y.array(y.object({ a: y.string().transform((s) => s.trim()) })))).toBe(true)
    expect(mayTransform(y.object({ a: y.lazy(() => y.string()) }))).toBe(true)
    expect(
      mayTransform(y.object({ a: y.string().when('b', ([b], s) => (b === 1 ? s.min(2) : s)) })),
    ).toBe(true)
  })
})

describe('validateYup', () => {
  it('gives the issues Yup gives, for a schema that transforms', async () => {
    const schema = y.object({ a: y.string().transform((s) => s.trim()), b: y.number().defined() })
    const value = { a: ' x ', b: 'not a number' }
    expect(await validateYup(schema, value)).toEqual(await schema['~standard'].validate(value))
  })

  it('fails, without its text, on an async transform that rejects', async () => {
    const schema = y.object({ a: y.mixed().transform(rejected) })
    const result = await validateYup(schema, { a: 'x' })
    expect(result.issues).toEqual([
      { message: 'An asynchronous transform of this value failed', path: ['a'] },
    ])
  })

  it('keeps the output of a transform that resolves', async () => {
    const schema = y.object({ a: y.string().transform((s) => s.trim()) })
    expect(await validateYup(schema, { a: ' x ' })).toEqual({ value: { a: 'x' } })
  })
})
