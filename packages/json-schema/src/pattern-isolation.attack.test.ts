import { RE2JS } from 're2js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import { SchemaLimitError } from './limit-error'
import { withGuardedRegExp } from './test-fixtures/guarded-regexp'
import { toProviderSchema } from './to-provider-schema'

afterEach(() => {
  vi.restoreAllMocks()
})

// Attacks on schema patterns from an untrusted schema (an MCP listing): reaching the host's
// global RegExp, changing how another tool validates through shared state, and costing
// unbounded compile time with a short pattern whose repeats multiply.
const EVIL = ['^(a+)+$', '^(a|a)*b$', '^(x+x+)+y$']

describe('schema patterns never reach the global RegExp', () => {
  it('fromJsonSchema loads and validates pattern, patternProperties and format: regex without it', () => {
    const { result, calls, writes } = withGuardedRegExp(() => {
      const schema = fromJsonSchema({
        type: 'object',
        properties: {
          s: { type: 'string', pattern: EVIL[0] },
          r: { type: 'string', format: 'regex' },
          list: { type: 'array', items: { anyOf: [{ type: 'string', pattern: EVIL[1] }] } },
        },
        patternProperties: { [EVIL[2]!]: { type: 'number' } },
      })['~standard']
      return [
        schema.validate({ s: 'aaaa', r: '^(a+)+$', list: ['aab'], xxy: 1 }),
        schema.validate({
          s: `${'a'.repeat(5_000)}!`,
          r: '(',
          list: ['a'.repeat(5_000)],
          xxy: 'x',
        }),
      ]
    })
    expect(calls).toEqual([])
    expect(writes).toEqual([])
    expect(result[0]).toHaveProperty('value')
    expect(
      (result[1] as unknown as { issues: { path: unknown[] }[] }).issues.map((issue) => issue.path),
    ).toEqual([['s'], ['r'], ['list', 0], ['xxy']])
  })

  it('decode matches union branches by their patterns without it', () => {
    const branch = (pattern: string) => ({
      type: 'object',
      properties: { s: { type: 'string', pattern } },
      required: ['s'],
      additionalProperties: false,
    })
    const { result, calls, writes } = withGuardedRegExp(() => {
      const { decode } = toProviderSchema(
        {
          type: 'object',
          properties: { v: { anyOf: [branch(EVIL[0]!), branch(EVIL[1]!)] } },
          required: ['v'],
          additionalProperties: false,
        },
        'openai',
        { strict: true },
      )
      return decode({ v: { s: 'aab' } })
    })
    expect(calls).toEqual([])
    expect(writes).toEqual([])
    expect(result).toEqual({ v: { s: 'aab' } })
  })
})

describe("one schema's patterns never change how another validates", () => {
  const samples = ['abc', 'ab c', '', 'ABC', 'a'.repeat(1_000), 'cab', 'abd']

  it('after 100,000 patterns from one listing, a tool compiles nothing and answers the same', {
    timeout: 120_000,
  }, () => {
    const victim = fromJsonSchema({ type: 'string', pattern: '^[a-c]+$' })['~standard']
    const before = samples.map((sample) => victim.validate(sample))
    // One server's listing: 100 tools of 1,000 distinct patterns each.
    for (let tool = 0; tool < 100; tool++) {
      const patternProperties: Record<string, unknown> = {}
      for (let index = 0; index < 1_000; index++)
        patternProperties[`^t${tool}_${index}[a-z]*$`] = { type: 'string' }
      fromJsonSchema(
        { type: 'object', patternProperties },
        { limits: { maxPatternProperties: 1_000 } },
      )['~standard'].validate({ t0_0x: 'y' })
    }
    const compile = vi.spyOn(RE2JS, 'compile')
    const after = samples.map((sample) => victim.validate(sample))
    expect(after).toEqual(before)
    expect(compile).not.toHaveBeenCalled()
  })

  it('a pattern refused under one schema limits is still accepted under raised ones, either order', () => {
    const heavy = '[a-z]{1,1000}'.repeat(6)
    const raised = { maxPatternComplexity: 20_000 }
    for (let round = 0; round < 2; round++) {
      expect(() => fromJsonSchema({ type: 'string', pattern: heavy })).toThrow(SchemaLimitError)
      const trusted = fromJsonSchema({ type: 'string', pattern: heavy }, { limits: raised })
      expect(trusted['~standard'].validate('abc'.repeat(3))).toHaveProperty('value')
    }
  })
})

describe('patterns have a size and a complexity limit', () => {
  const refusal = (schema: unknown, limits?: object) => {
    try {
      fromJsonSchema(schema as never, limits === undefined ? {} : { limits })
    } catch (error) {
      return error
    }
    return undefined
  }

  it('refuses a pattern over 8,192 characters with PATTERN_TOO_LARGE at its pointer', () => {
    const error = refusal({
      type: 'object',
      properties: { s: { type: 'string', pattern: `^${'x'.repeat(10_000)}$` } },
    })
    expect(error).toBeInstanceOf(SchemaLimitError)
    expect(error).toMatchObject({
      code: 'PATTERN_TOO_LARGE',
      limit: 8_192,
      pointer: '/properties/s/pattern',
    })
    expect((error as Error).message.length).toBeLessThan(400)
    const key = `^${'k'.repeat(9_000)}`
    expect(refusal({ type: 'object', patternProperties: { [key]: {} } })).toMatchObject({
      code: 'PATTERN_TOO_LARGE',
    })
  })

  it('refuses a short pattern whose repeats multiply into a huge program with PATTERN_TOO_COMPLEX', () => {
    for (const pattern of [
      '[a-z]{1,1000}'.repeat(6),
      'a{1000}'.repeat(11),
      '(?:(?:.{1,100}){1,100})',
    ]) {
      expect(refusal({ type: 'string', pattern }), pattern).toMatchObject({
        name: 'SchemaLimitError',
        code: 'PATTERN_TOO_COMPLEX',
        limit: 10_000,
        pointer: '/pattern',
      })
    }
  })

  // Compiling 30 patterns near the limit takes about half a second alone: room for a loaded machine.
  it('refuses a schema whose many patterns together compile too much with PATTERNS_TOO_COMPLEX', {
    timeout: 30_000,
  }, () => {
    const properties = Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [
        `p${index}`,
        { type: 'string', pattern: `^${index}${'[a-z]{1,1000}'.repeat(4)}$` },
      ]),
    )
    expect(refusal({ type: 'object', properties })).toMatchObject({
      code: 'PATTERNS_TOO_COMPLEX',
      limit: 200_000,
    })
  })
})
