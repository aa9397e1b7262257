import { collectUnhandledRejections } from '@polytool/conformance'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { ajvAccepts, emitted, inexactOf, toolAccepts } from './test-fixtures/verdicts'

// Without `.strict()`, Yup casts before it checks: it fills a missing key with its default,
// drops the keys `.noUnknown()` refuses, and runs the transforms `ensure()`, `json()`,
// `compact()`, `round()` and `truncate()`. Each attack sends what the emitted JSON Schema and the
// tool judged apart; the two must agree, or the difference be warned at its node.

describe('a missing key Yup fills with its default', () => {
  it.each([
    ['an optional nested object', y.object({ city: y.string().required() }).optional()],
    ['a nullable nested object', y.object({ city: y.string().required() }).nullable()],
    ['a notRequired nested object', y.object({ city: y.string().required() }).notRequired()],
    ['a default its own schema refuses', y.string().min(3).default('ab')],
  ])('%s: {} fails, and the key is required', async (_, field) => {
    const schema = y.object({ a: field })
    expect(await toolAccepts(schema, {})).toBe(false)
    expect(ajvAccepts(schema, {})).toBe(false)
  })

  it.each([
    ['a required key with a default', y.string().required().default('anon')],
    ['a nested object whose fields have defaults', y.object({ b: y.string().default('x') })],
    [
      'an object with .default(undefined)',
      y.object({ b: y.string().required() }).default(undefined),
    ],
  ])('%s: {} passes, and the key is not required', async (_, field) => {
    const schema = y.object({ a: field })
    expect(await toolAccepts(schema, {})).toBe(true)
    expect(ajvAccepts(schema, {})).toBe(true)
  })

  it('is left as described in a strict object, where Yup fills nothing', async () => {
    const schema = y.object({ a: y.string().required().default('anon') }).strict()
    expect(await toolAccepts(schema, {})).toBe(false)
    expect(ajvAccepts(schema, {})).toBe(false)
    const field = y.object({ a: y.string().min(3).default('ab').strict() })
    expect(await toolAccepts(field, {})).toBe(true)
    expect(ajvAccepts(field, {})).toBe(true)
  })

  it('is left as described for a stripped key, which Yup removes before it fills', async () => {
    const schema = y.object({ a: y.string().required().default('x').strip() })
    expect(await toolAccepts(schema, {})).toBe(false)
    expect(ajvAccepts(schema, {})).toBe(false)
  })

  it('is judged without dropping the promise of an async test', async () => {
    let calls = 0
    const rejected = async () => {
      calls++
      throw new Error('refused later')
    }
    const schema = y.object({ a: y.string().default('x').test('later', 'm', rejected) })
    // Yup's validateSync would throw on the promise, and drop it unhandled.
    const { result, unhandled } = await collectUnhandledRejections(async () => emitted(schema))
    expect(result.schema).not.toHaveProperty('required')
    expect(calls).toBe(1)
    expect(unhandled).toEqual([])
  })

  it('is read inside array items too', async () => {
    const schema = y.object({
      list: y.array(y.object({ a: y.object({ b: y.string().required() }) })),
    })
    expect(await toolAccepts(schema, { list: [{}] })).toBe(false)
    expect(ajvAccepts(schema, { list: [{}] })).toBe(false)
  })
})

describe('.noUnknown() on an object Yup casts', () => {
  const schema = y.object({ a: y.object({ b: y.string() }).noUnknown() })

  it('removes an unknown key instead of refusing it, and the schema allows it', async () => {
    expect(await toolAccepts(schema, { a: { b: 'x', extra: 1 } })).toBe(true)
    expect(ajvAccepts(schema, { a: { b: 'x', extra: 1 } })).toBe(true)
  })

  it('still refuses unknown keys where the object is not cast', async () => {
    const strict = y.object({ a: y.object({ b: y.string() }).noUnknown() }).strict()
    expect(await toolAccepts(strict, { a: { b: 'x', extra: 1 } })).toBe(false)
    expect(ajvAccepts(strict, { a: { b: 'x', extra: 1 } })).toBe(false)
  })
})

describe("Yup's transforms", () => {
  it.each([
    ['array().ensure()', y.array(y.string()).ensure(), 'x', ['type /properties/a looser']],
    ['array().json()', y.array(y.number()).json(), '[1,2]', ['type /properties/a looser']],
    ['number().truncate()', y.number().truncate().max(1), 1.9, ['maximum /properties/a both']],
    ['number().round()', y.number().round().max(1), 1.4, ['maximum /properties/a both']],
  ])(
    '%s: accepts what the schema refuses, warned at its keyword',
    async (_, field, sent, warned) => {
      const schema = y.object({ a: field })
      expect(await toolAccepts(schema, { a: sent })).toBe(true)
      expect(ajvAccepts(schema, { a: sent })).toBe(false)
      expect(inexactOf(schema)).toEqual(expect.arrayContaining(warned))
    },
  )

  // An item compact() removes may fail any keyword under `items` (a `not` among them), and the
  // length is counted after: no inexact keyword names all of it.
  it.each([
    ['an item the items refuse', y.array(y.mixed()).compact(), [null, 1], true],
    ['more items than maxItems', y.array(y.number()).compact().max(1), [0, 1], true],
    ['as many items as minItems', y.array(y.number()).compact().min(2), [0, 1], false],
  ])(
    'compact(): judges %s apart, and is reported lost at the array',
    async (_, field, sent, accepted) => {
      const schema = y.object({ a: field })
      expect(await toolAccepts(schema, { a: sent })).toBe(accepted)
      expect(ajvAccepts(schema, { a: sent })).toBe(!accepted)
      expect(emitted(schema).warnings).toEqual([
        expect.objectContaining({ code: 'refinement', path: '/properties/a' }),
      ])
    },
  )

  it("a .transform() of the user's is reported lost at its node", async () => {
    const schema = y.object({
      a: y
        .string()
        .transform((value) => `${value}x`)
        .max(2),
    })
    expect(await toolAccepts(schema, { a: 'ab' })).toBe(false)
    expect(ajvAccepts(schema, { a: 'ab' })).toBe(true)
    expect(emitted(schema).warnings).toEqual([
      expect.objectContaining({ code: 'refinement', path: '/properties/a' }),
    ])
    const renamed = y.object({ a: y.object({ bC: y.string().strict().required() }).camelCase() })
    expect(await toolAccepts(renamed, { a: { b_c: 'x' } })).toBe(true)
    expect(ajvAccepts(renamed, { a: { b_c: 'x' } })).toBe(false)
    expect(emitted(renamed).warnings).toEqual([
      expect.objectContaining({ code: 'refinement', path: '/properties/a' }),
    ])
  })

  it('truncate() refuses what minimum accepts, warned both ways', async () => {
    const schema = y.object({ a: y.number().truncate().min(0.5) })
    expect(await toolAccepts(schema, { a: 0.9 })).toBe(false)
    expect(ajvAccepts(schema, { a: 0.9 })).toBe(true)
    expect(inexactOf(schema)).toContain('minimum /properties/a both')
  })

  it('are not warned of under a strict root, which does not run them', () => {
    const schema = y
      .object({
        a: y.array(y.string()).ensure().compact(),
        n: y.number().round().max(1),
        s: y.string().transform((value) => value),
      })
      .strict()
    expect(inexactOf(schema)).toEqual([])
    expect(emitted(schema).warnings).toEqual([])
  })
})

describe('a cast value checked by oneOf()', () => {
  it.each([
    ['number', y.number().oneOf([5]), '5'],
    ['boolean', y.boolean().oneOf([true]), 'true'],
    ['string', y.string().oneOf(['5']), 5],
  ])('%s: passes as the listed value, warned at enum too', async (_, field, sent) => {
    const schema = y.object({ a: field })
    expect(await toolAccepts(schema, { a: sent })).toBe(true)
    expect(ajvAccepts(schema, { a: sent })).toBe(false)
    expect(inexactOf(schema)).toEqual(
      expect.arrayContaining(['type /properties/a looser', 'enum /properties/a looser']),
    )
  })
})
