import { createValidator } from '@polytool/conformance'
import { extractJsonSchema, withAdapter } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { yupAdapter } from './adapter'
import { createTool } from './index'

const emitted = (schema: y.Schema) =>
  extractJsonSchema(withAdapter(schema, yupAdapter), { onUnrepresentable: 'any' })
const ajv = createValidator()
const ajvAccepts = (schema: y.Schema, value: unknown) =>
  ajv.compile(emitted(schema).schema)(value) === true

const seen: unknown[] = []
const toolOf = (inputSchema: y.Schema) =>
  createTool({
    id: 'yup_gaps',
    description: 'Reads a value',
    inputSchema,
    execute: async (input: unknown) => {
      seen.push(input)
      return { ok: true }
    },
  })
const str = () => y.string().strict()

// A `.when()` builds the field's schema per value of another field: the JSON Schema states the
// field without the condition, which can make it required, or change any check.
describe('a .when() condition', () => {
  const schema = y
    .object({ k: str(), a: str().when('k', ([k], s) => (k === 'x' ? s.required() : s)) })
    .strict()

  it('refuses what the emitted schema accepts (the library fact)', async () => {
    expect(ajvAccepts(schema, { k: 'x' })).toBe(true)
    expect(await toolOf(schema).execute({ k: 'x' })).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
  })

  it('is reported lost at its pointer, naming the field it reads', () => {
    expect(emitted(schema).warnings).toEqual([
      expect.objectContaining({
        code: 'refinement',
        path: '/properties/a',
        message: expect.stringContaining('"k"'),
      }),
    ])
  })

  it('is warned of on the parent too where it may make a required key optional', async () => {
    const loosened = y
      .object({
        k: str(),
        b: str()
          .required()
          .when('k', ([k], s) => (k === 'y' ? s.optional() : s)),
      })
      .strict()
    expect(ajvAccepts(loosened, { k: 'y' })).toBe(false)
    expect(await toolOf(loosened).execute({ k: 'y' })).toEqual({ ok: true })
    expect(emitted(loosened).inexact).toContainEqual(
      expect.objectContaining({ keyword: 'required', path: '', direction: 'looser' }),
    )
  })

  it('leaves a schema without one unreported', () => {
    expect(emitted(y.object({ k: str(), a: str() }).strict()).warnings).toEqual([])
  })
})

// `oneOf([..., undefined])` lets a missing value through, not null: JSON has no undefined.
describe('a oneOf() listing undefined', () => {
  const schema = y.object({ a: y.mixed().oneOf(['a', undefined]) }).strict()

  it('is emitted without null, which Yup refuses', async () => {
    expect(emitted(schema).schema).toMatchObject({ properties: { a: { enum: ['a'] } } })
    expect(ajvAccepts(schema, { a: null })).toBe(false)
    expect(await toolOf(schema).execute({ a: null })).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
  })
})

// Yup's tuple runs an optional item on `undefined` and lets it through: no JSON value is
// undefined, but an in-process caller may pass one, and execute gets it.
describe('an optional tuple item', () => {
  const schema = y
    .object({ t: y.tuple([str().defined(), y.number().strict().optional()]).strict() })
    .strict()

  it('lets undefined through where the schema says number (the library fact)', async () => {
    seen.length = 0
    expect(await toolOf(schema).execute({ t: ['a', undefined] })).toEqual({ ok: true })
    expect(ajvAccepts(schema, { t: ['a', undefined] })).toBe(false)
  })

  it('is warned of at run time, at the item', () => {
    expect(emitted(schema).inexact).toEqual([
      expect.objectContaining({
        keyword: 'type',
        path: '/properties/t/prefixItems/1',
        direction: 'looser',
      }),
    ])
  })

  it('is not warned of for a defined item', () => {
    const defined = y.tuple([str().defined(), y.number().strict().defined()]).strict()
    expect(emitted(defined).inexact).toEqual([])
  })
})

// `matches(re, { excludeEmptyString: true })` lets "" through, which describe() does not show.
describe('a matches() that excludes the empty string', () => {
  const schema = y.object({ a: str().matches(/^a+$/, { excludeEmptyString: true }) }).strict()

  it('admits "" in its pattern too, and nothing else more', async () => {
    expect(await toolOf(schema).execute({ a: '' })).toEqual({ ok: true })
    expect(ajvAccepts(schema, { a: '' })).toBe(true)
    expect(ajvAccepts(schema, { a: 'aa' })).toBe(true)
    expect(ajvAccepts(schema, { a: 'b' })).toBe(false)
  })

  it('keeps a flag translated: an i regex admits "" and its case partners', () => {
    const folded = y.object({ a: str().matches(/^ab$/i, { excludeEmptyString: true }) }).strict()
    expect(ajvAccepts(folded, { a: '' })).toBe(true)
    expect(ajvAccepts(folded, { a: 'AB' })).toBe(true)
    expect(ajvAccepts(folded, { a: 'ax' })).toBe(false)
  })

  it('leaves a matches() without it refusing ""', () => {
    const plain = y.object({ a: str().matches(/^a+$/) }).strict()
    expect(ajvAccepts(plain, { a: '' })).toBe(false)
  })
})

// describe() lists one test per name: a second matches() was missing from the JSON Schema.
describe('two matches() on one string', () => {
  const schema = y.object({ a: str().matches(/^a/).matches(/b$/) }).strict()

  it('both hold in the emitted schema, as in Yup', async () => {
    expect(await toolOf(schema).execute({ a: 'ax' })).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
    expect(ajvAccepts(schema, { a: 'ax' })).toBe(false)
    expect(ajvAccepts(schema, { a: 'ab' })).toBe(true)
  })

  it('reports a second regex no pattern can state', () => {
    const lost = y.object({ a: str().matches(/^a/).matches(/^b$/m) }).strict()
    expect(emitted(lost).warnings).toEqual([
      expect.objectContaining({ code: 'refinement', path: '/properties/a' }),
    ])
  })
})
