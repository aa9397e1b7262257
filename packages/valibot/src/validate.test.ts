import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { mayTransform } from './may-transform'
import { valibotValidator } from './validate'

const validateValibot = (schema: Parameters<typeof valibotValidator>[0], value: unknown) =>
  valibotValidator(schema)(value)

const rejected = async () => Promise.reject(new Error('db=customers_private'))

describe('mayTransform', () => {
  it('is false for a schema without a transform of the user', () => {
    const schema = v.object({
      a: v.pipe(v.string(), v.trim(), v.minLength(1)),
      list: v.array(v.union([v.number(), v.literal('x')])),
    })
    expect(mayTransform(schema)).toBe(false)
  })

  it('finds a transform anywhere, and takes a lazy schema as one that may', () => {
    expect(mayTransform(v.array(v.object({ a: v.pipe(v.string(), v.transform(Number)) })))).toBe(
      true,
    )
    expect(
      mayTransform(
        v.object({
          a: v.pipe(
            v.string(),
            v.rawTransform(({ dataset }) => dataset.value),
          ),
        }),
      ),
    ).toBe(true)
    expect(mayTransform(v.lazy(() => v.string()))).toBe(true)
  })
})

describe('validateValibot', () => {
  it('leaves a schema without transforms to Valibot, synchronously', () => {
    expect(validateValibot(v.object({ a: v.string() }), { a: 'x' })).toMatchObject({
      value: { a: 'x' },
    })
  })

  it('fails, without its text, on an async transform in a sync pipe that rejects', async () => {
    const schema = v.object({ a: v.pipe(v.string(), v.transform(rejected)) })
    const result = await validateValibot(schema, { a: 'x' })
    expect(result.issues).toEqual([
      { message: 'An asynchronous transform of this value failed', path: ['a'] },
    ])
  })

  it('keeps a resolved promise where the output type says a promise', async () => {
    const schema = v.object({
      a: v.pipe(
        v.string(),
        v.transform(async (text) => `${text}!`),
      ),
    })
    const result = await validateValibot(schema, { a: 'x' })
    await expect((result as { value: { a: Promise<string> } }).value.a).resolves.toBe('x!')
  })
})
