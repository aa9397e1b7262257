import { createValidator } from '@polytool/conformance'
import {
  createTool,
  extractJsonSchema,
  isValidationError,
  toJsonSchema,
  UnrepresentableSchemaError,
  withAdapter,
} from '@polytool/core'
import { describe, expect, it, vi } from 'vitest'
import * as y from 'yup'
import { yupAdapter } from './adapter'
import { YupSchemaTooDeepError } from './from-description'

const bound = <S extends y.Schema>(schema: S) => withAdapter(schema, yupAdapter)

describe('the Yup adapter', () => {
  it("writes Yup's checks as JSON Schema keywords, regexes as exact patterns", () => {
    const schema = y
      .object({
        name: y.string().strict().defined().min(2).max(5),
        email: y.string().strict().email(),
        age: y.number().strict().integer().moreThan(0).max(130),
        tags: y.array(y.string().strict().defined()).strict().max(3),
        note: y.string().strict().nullable().meta({ description: 'Free text' }),
      })
      .strict()
      .noUnknown()
    expect(toJsonSchema(bound(schema))).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: {
        name: { type: 'string', minLength: 2, maxLength: 5 },
        email: { type: 'string', pattern: expect.stringMatching(/\|\^\$$/) },
        age: { type: 'integer', exclusiveMinimum: 0, maximum: 130 },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
        note: { type: ['string', 'null'], description: 'Free text' },
      },
    })
  })

  it('refuses by default what it cannot state, naming the part: a date, a custom test', () => {
    const schema = y.object({
      at: y.date().strict().defined(),
      even: y
        .number()
        .strict()
        .test('even', 'must be even', (value) => value === undefined || value % 2 === 0),
    })
    expect(() => toJsonSchema(bound(schema))).toThrow(UnrepresentableSchemaError)
    try {
      toJsonSchema(bound(schema))
    } catch (error) {
      const parts = (error as UnrepresentableSchemaError).parts
      expect(parts.map(({ code, path }) => ({ code, path }))).toEqual([
        { code: 'date', path: '/properties/at' },
        { code: 'refinement', path: '/properties/even' },
      ])
    }
  })

  it('fails a schema nested past maxDepth with its own error, and the depth can be raised', () => {
    let schema: y.Schema = y.string().strict()
    for (let level = 0; level < 300; level++) schema = y.object({ a: schema }).strict()
    let thrown: unknown
    try {
      toJsonSchema(bound(schema))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(UnrepresentableSchemaError)
    expect(String((thrown as Error).message)).toContain('raise libraryOptions.yup.maxDepth')
    expect(new YupSchemaTooDeepError(1).code).toBe('YUP_SCHEMA_TOO_DEEP')
    const deeper = toJsonSchema(bound(schema), { libraryOptions: { yup: { maxDepth: 400 } } })
    expect(deeper).toMatchObject({ type: 'object' })
  })

  it('builds tools that refuse what Yup refuses', async () => {
    const tool = createTool({
      id: 'yup-weather',
      description: 'Weather',
      inputSchema: bound(y.object({ city: y.string().strict().defined().min(2) }).strict()),
      execute: async ({ city }) => ({ city }),
    })
    expect(await tool.execute({ city: 'Paris' })).toEqual({ city: 'Paris' })
    expect(isValidationError(await tool.execute({ city: 'P' }))).toBe(true)
  })

  describe('attacks: schemas whose emitted JSON Schema said other than Yup', () => {
    it('refuses null for y.mixed(), as Yup does, unless nullable', async () => {
      const schema = y.object({ a: y.mixed().defined(), b: y.mixed().nullable() }).strict()
      expect((await schema['~standard'].validate({ a: null })).issues).toBeDefined()
      expect(toJsonSchema(bound(schema))).toMatchObject({
        properties: { a: { not: { enum: [null] } }, b: {} },
        required: ['a'],
      })
    })

    it('lists null in enum only where Yup lets null through: a nullable schema', async () => {
      // Yup checks nullability before oneOf(): a listed null fails unless nullable, and
      // undefined passes every oneOf() (a missing key, not a JSON value). Yup's types refuse the
      // null; JavaScript callers are not stopped by them.
      const listed = y.mixed().oneOf(['a', null as never, undefined])
      await expect(listed.isValid(null)).resolves.toBe(false)
      expect(toJsonSchema(bound(listed))).toEqual({ enum: ['a'] })
      const nullable = y.mixed().nullable().oneOf(['a', null])
      await expect(nullable.isValid(null)).resolves.toBe(true)
      expect(toJsonSchema(bound(nullable))).toEqual({
        anyOf: [{ enum: ['a', null] }, { type: 'null' }],
      })
      const text = y.string().strict().nullable().oneOf(['a', null])
      expect(toJsonSchema(bound(text))).toEqual({ type: ['string', 'null'], enum: ['a', null] })
    })

    it('lets null through a nullable schema only when notOneOf() does not refuse it', async () => {
      const refused = y.mixed().nullable().notOneOf([null])
      await expect(refused.isValid(null)).resolves.toBe(false)
      const check = createValidator().compile(toJsonSchema(bound(refused)))
      expect([check(null), check('a')]).toEqual([false, true])
      const listed = y.mixed().nullable().oneOf(['a']).notOneOf([null])
      expect(toJsonSchema(bound(listed))).toEqual({ enum: ['a'], not: { enum: [null] } })
    })

    it('reports a y.ref() in oneOf() as a loss, instead of putting its description in enum', () => {
      const schema = y
        .object({
          a: y.string().strict().defined(),
          b: y
            .string()
            .strict()
            .oneOf([y.ref('a')]),
        })
        .strict()
      expect(() => toJsonSchema(bound(schema))).toThrow(UnrepresentableSchemaError)
      const { schema: emitted, warnings } = extractJsonSchema(bound(schema), {
        onUnrepresentable: 'any',
      })
      expect(warnings.map(({ code, path }) => ({ code, path }))).toEqual([
        { code: 'refinement', path: '/properties/b' },
      ])
      expect(JSON.stringify(emitted)).not.toContain('"ref"')
    })

    it('writes a regex without the u flag as a pattern that compiles with u', () => {
      // `\_` and the `-` of `[\w-_]` are SyntaxErrors with `u`, the flag JSON Schema reads with.
      const regex = /^[\w-_]+_$/
      const emitted = toJsonSchema(bound(y.string().strict().matches(regex))) as {
        pattern: string
      }
      expect(emitted.pattern).toBe(String.raw`^[\w\-_]+_$`)
      expect(new RegExp(emitted.pattern, 'u').test('a-_')).toBe(true)
    })

    it('anchors a sticky regex at the start, as value.search() does', async () => {
      const schema = y.string().strict().matches(/\d+/y)
      expect((await schema['~standard'].validate('a1')).issues).toBeDefined()
      const emitted = toJsonSchema(bound(schema)) as { pattern: string }
      expect(new RegExp(emitted.pattern, 'u').test('a1')).toBe(false)
      expect(new RegExp(emitted.pattern, 'u').test('1a')).toBe(true)
    })

    it('warns at run time when a regex without u reads emoji as two units', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      try {
        const schema = bound(
          y
            .string()
            .strict()
            .matches(/^.{1,2}$/),
        )
        expect(extractJsonSchema(schema).inexact).toEqual([
          expect.objectContaining({ keyword: 'pattern', path: '', direction: 'both' }),
        ])
      } finally {
        warn.mockRestore()
      }
    })

    it('requires every item of a tuple, since Yup checks its length', async () => {
      const schema = y.tuple([y.string().strict().defined(), y.number().strict()]).strict()
      expect((await schema['~standard'].validate(['a'])).issues).toBeDefined()
      expect(toJsonSchema(bound(schema))).toMatchObject({ minItems: 2, items: false })
    })
  })
})
