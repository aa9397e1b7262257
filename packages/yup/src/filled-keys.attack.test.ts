import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { ajvAccepts, emitted, inexactOf, toolAccepts } from './test-fixtures/verdicts'

// A key Yup fills: each attack sends a value missing it, which the emitted JSON Schema and the
// tool must judge alike, or the difference be warned of where it shows.

describe('an object or array default, which Yup casts again once filled', () => {
  it.each([
    [
      'an object default Yup fills from its fields',
      y.object({ a: y.string().required().default('q') }).default({}),
    ],
    [
      'an array default whose items Yup casts',
      y.array(y.number().required()).default(['5'] as never),
    ],
    [
      'an array default whose items Yup trims',
      y.array(y.string().trim().matches(/^x$/)).default([' x ']),
    ],
  ])(
    'attack on a default judged before the cast, %s: {} passes, the key is optional',
    async (_, field) => {
      const schema = y.object({ o: field })
      expect(await toolAccepts(schema, {})).toBe(true)
      expect(ajvAccepts(schema, {})).toBe(true)
    },
  )

  it('attack on a default judged before the cast, an object default whose filled field fails: {} fails, the key is required', async () => {
    const schema = y.object({ o: y.object({ retries: y.number().max(3).default(5) }).default({}) })
    expect(await toolAccepts(schema, {})).toBe(false)
    expect(ajvAccepts(schema, {})).toBe(false)
    expect(emitted(schema).schema).toMatchObject({ required: ['o'] })
  })

  it('still judges a y.ref() between fields of the filled object itself', async () => {
    const field = y.object({ lo: y.number().default(5), a: y.number().min(y.ref('lo')).default(1) })
    const schema = y.object({ o: field })
    expect(await toolAccepts(schema, {})).toBe(false)
    expect(ajvAccepts(schema, {})).toBe(false)
    // Only `a` inside `o`, filled beside a `lo` of the caller's, is left unjudged.
    expect(inexactOf(schema)).not.toContain('required  looser')
    expect(inexactOf(schema)).not.toContain('default /properties/o stricter')
    expect(inexactOf(schema)).toContain('default /properties/o/properties/a stricter')
  })
})

describe('a key whose filled value depends on the object it sits in', () => {
  it('attack on a default judged without its parent, a y.ref() bound: kept optional as described, warned', async () => {
    const schema = y.object({
      lo: y.number().required(),
      a: y.number().min(y.ref('lo')).default(0),
    })
    expect(await toolAccepts(schema, { lo: -5 })).toBe(true)
    expect(ajvAccepts(schema, { lo: -5 })).toBe(true)
    expect(await toolAccepts(schema, { lo: 5 })).toBe(false)
    expect(emitted(schema).schema).toMatchObject({ required: ['lo'] })
    expect(inexactOf(schema)).toContain('default /properties/a stricter')
  })

  it('attack on a default judged without its parent, a required key with a y.ref() bound: kept required, warned looser', async () => {
    const schema = y.object({
      lo: y.number().required(),
      a: y.number().required().min(y.ref('lo')).default(0),
    })
    expect(await toolAccepts(schema, { lo: -5 })).toBe(true)
    expect(ajvAccepts(schema, { lo: -5 })).toBe(false)
    expect(emitted(schema).schema).toMatchObject({ required: ['lo', 'a'] })
    expect(inexactOf(schema)).toContain('required  looser')
  })

  it('attack on a default judged without its parent, a .test() reading this.parent: kept optional, warned', async () => {
    const schema = y.object({
      k: y.string(),
      a: y
        .string()
        .default('x')
        .test('p', 'p', function () {
          return this.parent?.k === 'good'
        }),
    })
    expect(await toolAccepts(schema, { k: 'good' })).toBe(true)
    expect(ajvAccepts(schema, { k: 'good' })).toBe(true)
    expect(inexactOf(schema)).toContain('default /properties/a stricter')
  })

  type Resolved = { parent?: { k?: number }; originalValue?: { k?: number } }
  // Yup passes `originalValue` at run time; its types leave it out.
  it.each([
    // Yup hands the default a parent still empty while it fills it: `{ k: 9 }` fills 0, which passes.
    ['the parent', (options?: Resolved) => options?.parent?.k ?? 0, true],
    // Yup hands the default the object's raw value: `{ k: 9 }` fills 9, which fails max(3).
    ['options.originalValue', (options?: Resolved) => options?.originalValue?.k ?? 0, false],
  ])(
    'attack on a default judged without its parent, a default function reading %s: kept required, warned',
    async (_, fill, toolSays) => {
      const schema = y.object({
        k: y.number(),
        a: y
          .number()
          .required()
          .max(3)
          .default(fill as () => number),
      })
      expect(await toolAccepts(schema, { k: 9 })).toBe(toolSays)
      expect(ajvAccepts(schema, { k: 9 })).toBe(false)
      expect(emitted(schema).schema).toMatchObject({ required: ['a'] })
      expect(inexactOf(schema)).toContain('required  looser')
    },
  )
})

describe('a default given as a function', () => {
  it('attack on a default read once, a function giving another value per call: kept as described, warned', async () => {
    let calls = 0
    const schema = y.object({
      a: y
        .number()
        .max(5)
        .default(() => (calls++ % 2 === 0 ? 1 : 9)),
    })
    expect(emitted(schema).schema).not.toHaveProperty('required')
    expect(inexactOf(schema)).toContain('default /properties/a stricter')
  })

  it('is judged like a value when it gives the same one per call', async () => {
    const schema = y.object({
      a: y
        .array(y.string())
        .min(1)
        .default(() => []),
    })
    expect(await toolAccepts(schema, {})).toBe(false)
    expect(ajvAccepts(schema, {})).toBe(false)
    expect(inexactOf(schema).filter((part) => part.startsWith('default'))).toEqual([])
  })
})

describe('a noUnknown test that lets unknown keys through', () => {
  const shape = { a: y.string().strict() }
  it.each([
    ['.unknown()', y.object(shape).unknown()],
    ['.noUnknown(false)', y.object(shape).noUnknown(false)],
    ['.noUnknown().unknown()', y.object(shape).noUnknown().unknown()],
    ['.unknown().strict()', y.object(shape).unknown().strict()],
    ['.unknown().stripUnknown().strict()', y.object(shape).unknown().stripUnknown().strict()],
  ])(
    'attack on additionalProperties: false from the test name, %s: an unknown key passes both',
    async (_, schema) => {
      expect(await toolAccepts(schema, { a: 'x', z: 1 })).toBe(true)
      expect(ajvAccepts(schema, { a: 'x', z: 1 })).toBe(true)
      expect(emitted(schema).schema).not.toHaveProperty('additionalProperties')
    },
  )

  it('attack on additionalProperties: false from the test name, nested: an unknown key passes both', async () => {
    const schema = y.object({ o: y.object({ a: y.string() }).unknown() }).strict()
    expect(await toolAccepts(schema, { o: { a: 'x', z: 1 } })).toBe(true)
    expect(ajvAccepts(schema, { o: { a: 'x', z: 1 } })).toBe(true)
  })

  it('still refuses unknown keys for .unknown().noUnknown() under strict()', async () => {
    const schema = y.object({ a: y.string() }).unknown().noUnknown().strict()
    expect(await toolAccepts(schema, { a: 'x', z: 1 })).toBe(false)
    expect(ajvAccepts(schema, { a: 'x', z: 1 })).toBe(false)
  })

  it('attack on a .test() of the user\'s named "noUnknown": reported lost, no additionalProperties', async () => {
    const schema = y
      .object({ a: y.string() })
      .strict()
      .test('noUnknown', 'm', (value) => value?.a !== 'bad')
    expect(await toolAccepts(schema, { a: 'bad' })).toBe(false)
    expect(ajvAccepts(schema, { a: 'x', z: 1 })).toBe(true)
    expect(emitted(schema).warnings).toEqual([
      expect.objectContaining({ code: 'refinement', path: '' }),
    ])
  })
})

describe('a default too large to compare', () => {
  it('attack on the comparison of two casts, a default of 100,001 objects: warned as too large to compare, not as varying', () => {
    const schema = y.object({ a: y.mixed().default(Array.from({ length: 100_001 }, () => ({}))) })
    const messages = emitted(schema).inexact.map(({ path, message }) => `${path} ${message}`)
    expect(messages).toContainEqual(expect.stringMatching(/^\/properties\/a .*too large to tell/))
    expect(messages.join('\n')).not.toContain('another value per call')
  })
})
