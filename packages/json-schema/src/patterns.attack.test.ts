import { describe, expect, it } from 'vitest'
import { JsonSchemaError } from './errors'
import { type FromJsonSchemaWarning, fromJsonSchema } from './from-json-schema'
import { isSimplePattern } from './patterns'
import { checkSchemaPattern, schemaPattern } from './safe-pattern'
import { toProviderSchema } from './to-provider-schema'
import { toIssues } from './validator-issues'

// Each pattern takes the backtracking engine exponential (or high polynomial) time on a string
// that almost matches; 34 characters of the first already blocked the event loop for 15 s.
const EVIL = [
  { pattern: '^(a+)+$', near: (n: number) => `${'a'.repeat(n)}!`, good: 'aaaa' },
  { pattern: '^(a|a)*b$', near: (n: number) => 'a'.repeat(n), good: 'aab' },
  { pattern: '^(x+x+)+y$', near: (n: number) => 'x'.repeat(n), good: 'xxy' },
  { pattern: '^((ab)*|a*)*c$', near: (n: number) => 'ab'.repeat(n / 2), good: 'ababc' },
  { pattern: '^(\\w+\\s?)+$', near: (n: number) => `${'word '.repeat(n / 5)}!`, good: 'a b' },
]
const LENGTHS = [30, 34, 500, 5_000]
// One generous bound per test: the old code took minutes to hours on these inputs.
const HANG_GUARD = { timeout: 10_000 }

describe('schema patterns run on a linear-time engine', () => {
  it('fromJsonSchema validates near-miss strings against nested quantifiers', HANG_GUARD, () => {
    for (const { pattern, near, good } of EVIL) {
      const schema = fromJsonSchema({ type: 'string', pattern })['~standard']
      expect(schema.validate(good), pattern).toEqual({ value: good })
      for (const length of LENGTHS) {
        const result = schema.validate(near(length))
        expect(result, `${pattern} × ${length}`).toEqual({
          issues: [{ path: [], message: 'String does not match pattern.' }],
        })
      }
    }
  })

  it('patternProperties keys run on RE2 too', HANG_GUARD, () => {
    const schema = fromJsonSchema({
      type: 'object',
      patternProperties: { '^(a+)+$': { type: 'number' } },
      additionalProperties: false,
    })['~standard']
    const key = `${'a'.repeat(5_000)}!`
    expect(schema.validate({ [key]: 1 })).toMatchObject({ issues: [{ path: [key] }] })
    expect(schema.validate({ aaaa: 1 })).toEqual({ value: { aaaa: 1 } })
    expect(schema.validate({ aaaa: 'x' })).toMatchObject({ issues: [{ path: ['aaaa'] }] })
  })

  it('a pattern inside anyOf, a $ref and an array item is safe as well', HANG_GUARD, () => {
    const schema = fromJsonSchema({
      $defs: { evil: { type: 'string', pattern: '^(x+x+)+y$' } },
      type: 'object',
      properties: {
        list: { type: 'array', items: { anyOf: [{ $ref: '#/$defs/evil' }, { type: 'number' }] } },
      },
    })['~standard']
    const attack = { list: Array.from({ length: 20 }, () => 'x'.repeat(3_000)) }
    const result = schema.validate(attack) as { issues: unknown[] }
    expect(result.issues).toHaveLength(20)
  })

  it('decode matches union branches with RE2', HANG_GUARD, () => {
    const branch = (pattern: string) => ({
      type: 'object',
      properties: { s: { type: 'string', pattern }, n: { type: 'number' } },
      required: ['s'],
      additionalProperties: false,
    })
    const { decode } = toProviderSchema(
      {
        type: 'object',
        properties: { v: { anyOf: [branch('^(a+)+$'), branch('^(a|a)*b$')] } },
        required: ['v'],
        additionalProperties: false,
      },
      'openai',
      { strict: true },
    )
    const near = 'a'.repeat(5_000)
    expect(decode({ v: { s: near, n: null } })).toEqual({ v: { s: near } })
    expect(decode({ v: { s: `${near}b`, n: null } })).toEqual({ v: { s: `${near}b` } })
  })

  it('hands the global RegExp back after every validation', () => {
    const native = globalThis.RegExp
    const schema = fromJsonSchema({
      type: 'object',
      patternProperties: { '^(a+)+$': { type: 'number' } },
      properties: { s: { type: 'string', pattern: '^(a|a)*b$' } },
    })['~standard']
    expect(schema.validate({ aaaa: 1, s: 'aaab' })).toEqual({ value: { aaaa: 1, s: 'aaab' } })
    expect(schema.validate({ aaaa: 'x', s: 'aaaa' })).toHaveProperty('issues')
    expect(globalThis.RegExp).toBe(native)
  })

  it('format: regex only parses the instance, it never runs it', HANG_GUARD, () => {
    const schema = fromJsonSchema({ type: 'string', format: 'regex' })['~standard']
    const evil = `^(${'(a+)+'.repeat(1_000)})$`
    expect(schema.validate(evil)).toEqual({ value: evil })
  })
})

describe('patterns RE2 cannot run', () => {
  const unsupported = ['^(\\w)\\1$', '^(?<c>a)\\k<c>$', '^(?=a)a', '(?!b)a', '(?<=a)b', '(?<!a)b']

  it('are refused with UNSUPPORTED_PATTERN, a pointer and a short pattern', () => {
    for (const pattern of unsupported) {
      let error: unknown
      try {
        fromJsonSchema({ type: 'object', properties: { s: { type: 'string', pattern } } })
      } catch (caught) {
        error = caught
      }
      expect(error, pattern).toBeInstanceOf(JsonSchemaError)
      expect(error).toMatchObject({
        code: 'UNSUPPORTED_PATTERN',
        pointer: '/properties/s/pattern',
      })
    }
  })

  it('cut the pattern in the message to 64 characters', () => {
    const long = `(a)\\1${'x'.repeat(100_000)}`
    const limits = {
      maxPatternLength: 200_000,
      maxPatternComplexity: 200_000,
      maxTotalPatternComplexity: 200_000,
    }
    expect(() => fromJsonSchema({ type: 'string', pattern: long }, { limits })).toThrow(
      JsonSchemaError,
    )
    try {
      fromJsonSchema({ type: 'string', pattern: long }, { limits })
    } catch (error) {
      expect((error as Error).message.length).toBeLessThan(300)
    }
  })

  it("are left unenforced with a warning when unsupportedPatterns is 'ignore'", () => {
    const warnings: FromJsonSchemaWarning[] = []
    const schema = fromJsonSchema(
      {
        type: 'object',
        properties: { s: { type: 'string', pattern: '^(a)\\1$', maxLength: 3 } },
        patternProperties: { '^(?=x)': { type: 'number' } },
      },
      { unsupportedPatterns: 'ignore', onWarning: (warning) => warnings.push(warning) },
    )['~standard']
    expect(warnings.map(({ code, pointer }) => [code, pointer])).toEqual([
      ['PATTERN_NOT_ENFORCED', '/patternProperties/^(?=x)'],
      ['PATTERN_NOT_ENFORCED', '/properties/s/pattern'],
    ])
    expect(schema.validate({ s: 'ab', x: 'not a number' })).toEqual({
      value: { s: 'ab', x: 'not a number' },
    })
    expect(schema.validate({ s: 'abcd' })).toMatchObject({ issues: [{ path: ['s'] }] })
  })

  it("are dropped from the emitted schema too when unsupportedPatterns is 'ignore', so the model is asked for what is checked", () => {
    const warnings: FromJsonSchemaWarning[] = []
    const schema = fromJsonSchema(
      {
        type: 'object',
        properties: { s: { type: 'string', pattern: '^(a)\\1$' }, t: { $ref: '#/$defs/t' } },
        patternProperties: { '^(?=x)': { type: 'number' } },
        $defs: { t: { type: 'string', pattern: '(?<=a)b' } },
      },
      { unsupportedPatterns: 'ignore', onWarning: (warning) => warnings.push(warning) },
    )['~standard']
    // The validator accepts what the dropped patterns would have refused...
    expect(schema.validate({ s: 'xy', t: 'zz', x: 'text' })).toEqual({
      value: { s: 'xy', t: 'zz', x: 'text' },
    })
    // ...and the schema the model sees no longer asks for them.
    for (const target of ['draft-2020-12', 'draft-07'] as const) {
      const emitted = JSON.stringify(schema.jsonSchema.input({ target }))
      expect(emitted).not.toContain('(a)')
      expect(emitted).not.toContain('(?=x)')
      expect(emitted).not.toContain('(?<=a)')
      expect(emitted).not.toContain('"pattern"')
      expect(emitted).not.toContain('patternProperties')
    }
    expect(warnings.map(({ pointer }) => pointer).sort()).toEqual([
      '/$defs/t/pattern',
      '/patternProperties/^(?=x)',
      '/properties/s/pattern',
    ])
    for (const warning of warnings) {
      expect(warning.message).toContain('The pattern is dropped')
      expect(warning.message).toContain('emitted for the model does not carry it')
    }
  })

  it('make a decode branch fail closed instead of running it on RegExp', () => {
    expect(() => schemaPattern('(a)\\1')).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_PATTERN' }),
    )
    expect(checkSchemaPattern('\\bword\\b').supported).toBe(true)
  })

  it('a backslash or bracket inside a class is not mistaken for a backreference', () => {
    for (const pattern of ['[\\1-\\9]', '[(?=]', '\\\\1', '\\(?=x\\)']) {
      expect(checkSchemaPattern(pattern).supported, pattern).toBe(pattern !== '[\\1-\\9]')
    }
  })
})

describe('checks we run over pattern text and messages', () => {
  it(
    'isSimplePattern reads escapes and classes, in linear time on huge patterns',
    HANG_GUARD,
    () => {
      // An escaped backslash before a digit, and a backspace in a class, are neither a
      // backreference nor a word boundary.
      expect(isSimplePattern('^\\\\1$')).toBe(true)
      expect(isSimplePattern('^[\\b]$')).toBe(true)
      expect(isSimplePattern('(a)\\1')).toBe(false)
      expect(isSimplePattern('a\\b')).toBe(false)
      expect(isSimplePattern('(?<=a)b')).toBe(false)
      expect(isSimplePattern('a{101}')).toBe(false)
      expect(isSimplePattern(`{${'1'.repeat(200_000)}`.repeat(5))).toBe(true)
      expect(isSimplePattern('(?'.repeat(100_000))).toBe(true)
      expect(isSimplePattern('\\'.repeat(200_001))).toBe(true)
    },
  )

  it('toIssues drops wrapper messages of a huge key in linear time', HANG_GUARD, () => {
    const key = '" matches pattern "'.repeat(20_000)
    const issues = toIssues(
      [
        {
          instanceLocation: '#',
          keyword: 'additionalProperties',
          keywordLocation: '#/additionalProperties',
          error: `Property "${key}" does not match additional properties schema.`,
        },
        {
          instanceLocation: '#/x',
          keyword: 'type',
          keywordLocation: '#/properties/x/type',
          error: 'Instance type "number" is invalid. Expected "string".',
        },
      ],
      { x: 1 },
    )
    expect(issues.map((issue) => issue.message)).toEqual([
      'Property is not allowed here.',
      'Instance type "number" is invalid. Expected "string".',
    ])
  })
})
