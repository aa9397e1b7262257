import { describe, expect, it, vi } from 'vitest'
import { compileSchema, createValidator } from '../ajv'
import { patternStrings, withLookaroundsConsumed } from './pattern-strings'
import { schemaValues } from './schema-values'
import { fitLength } from './string-values'

const ajv = createValidator()
const admitted = (schema: object) => schemaValues(schema).filter(compileSchema(ajv, schema))

describe('schemaValues', () => {
  it('builds objects with each dependentRequired trigger and the keys it requires', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'string' }, card: { type: 'string' } },
      dependentRequired: { card: ['billing'] },
    }
    expect(admitted(schema)).toContainEqual(
      expect.objectContaining({ card: expect.any(String), billing: expect.anything() }),
    )
  })

  it('gives a required key without a property schema a value', () => {
    const schema = { type: 'object', required: ['id'], additionalProperties: { type: 'integer' } }
    expect(admitted(schema)).toContainEqual({ id: expect.any(Number) })
  })

  it('builds arrays of different items where uniqueItems refuses repeats', () => {
    const schema = {
      type: 'array',
      items: { enum: ['x', 'y', 'z'] },
      minItems: 3,
      uniqueItems: true,
    }
    expect(admitted(schema)).toContainEqual(['x', 'y', 'z'])
  })

  it('gives a node that constrains nothing values of every type', () => {
    expect(schemaValues({ description: 'anything' })).toEqual(['x', 1, null, {}])
  })

  it('keeps an integer format’s edges', () => {
    expect(admitted({ type: 'integer', format: 'int32' })).toEqual(
      expect.arrayContaining([2_147_483_647, -2_147_483_648]),
    )
  })

  it('builds no string or array too long to hold, instead of throwing', () => {
    expect(() => schemaValues({ type: 'string', minLength: 2 ** 31 })).not.toThrow()
    expect(() => schemaValues({ type: 'array', minItems: 1e9 })).not.toThrow()
    expect(() => schemaValues({ type: 'array', contains: {}, minContains: 1e9 })).not.toThrow()
    expect(() => schemaValues({ type: 'string', minLength: -1, maxLength: -2 })).not.toThrow()
  })

  it('reads a $ref with a stray percent sign as no reference, instead of throwing', () => {
    expect(() => schemaValues({ $ref: '#/%' })).not.toThrow()
    expect(() =>
      schemaValues({ type: 'array', items: { $ref: '#/%zz' }, minItems: 3, uniqueItems: true }),
    ).not.toThrow()
  })

  it('builds a run of different items as long as the bounds ask, and no longer than its cap', () => {
    const hundred = { type: 'array', items: { type: 'integer' }, minItems: 100, uniqueItems: true }
    expect(admitted(hundred)).toContainEqual(Array.from({ length: 100 }, (_, at) => at))
    const tooMany = { ...hundred, minItems: 5_000 }
    expect(() => schemaValues(tooMany)).not.toThrow()
    const strings = { type: 'array', items: { type: 'string', maxLength: 1 }, minItems: 30 }
    expect(
      admitted({ ...strings, uniqueItems: true }).some(
        (value) => Array.isArray(value) && value.length === 30,
      ),
    ).toBe(true)
  })
})

describe('strings of several keywords', () => {
  it('stretch a pattern’s string to a length, within the pattern', () => {
    const fits = (value: string) => /^sk-[a-z]+$/u.test(value)
    expect(fitLength('sk-ab', 8, fits)).toBe('sk-abbbb')
    expect(fitLength('sk-abcdef', 5, fits)).toBe('sk-ab')
    expect(fitLength('sk-', 8, fits)).toBe('sk-aaaaa')
    expect(fitLength('sk-a', 2, fits)).toBeUndefined()
  })

  it('read a lookahead as what the string starts with, and drop the other assertions', () => {
    expect(withLookaroundsConsumed('^(?=qz)')).toBe('^(?:qz)')
    expect(withLookaroundsConsumed('^(?!x)(?<=y)\\bab[(?=]\\(?=')).toBe('^ab[(?=]\\(?=')
    expect(withLookaroundsConsumed('^(?=.*(\\d))[a-z]+$')).toBe('^(?:.*(\\d))[a-z]+$')
  })

  it('build from a lookahead pattern', () => {
    const built = patternStrings('^(?=.*\\d)(?=.*[A-Z]).{8,}$')
    expect(built.length).toBeGreaterThan(0)
    for (const value of built) expect(value).toMatch(/^(?=.*\d)(?=.*[A-Z]).{8,}$/u)
  })

  it('say once that no string could be built for a pattern', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(patternStrings('^(?!a)a')).toEqual([])
    expect(patternStrings('^(?!a)a')).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(
      'conformance: no string could be built for the pattern "^(?!a)a"; the values only it admits are not checked against the validator',
    )
    warn.mockRestore()
  })
})
