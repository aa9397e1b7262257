import { RE2JS } from 're2js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { fromJsonSchema } from './from-json-schema'
import { withGuardedRegExp } from './test-fixtures/guarded-regexp'
import { toProviderSchema } from './to-provider-schema'

afterEach(() => {
  vi.restoreAllMocks()
})

const EVIL = ['^(a+)+$', '^(a|a)*b$']

describe('schema patterns elsewhere', () => {
  it('checkProviderSchema and toProviderSchema read patterns for every target without it', () => {
    const schema = {
      type: 'object',
      properties: {
        s: { type: 'string', pattern: EVIL[0] },
        big: { type: 'string', pattern: 'a{1000}' },
        word: { type: 'string', pattern: '\\bword\\b' },
      },
      patternProperties: { [EVIL[1]!]: { type: 'string' } },
      required: ['s', 'big', 'word'],
      additionalProperties: false,
    }
    const targets = ['openai', 'anthropic', 'gemini', 'mcp'] as const
    const { result, calls, writes } = withGuardedRegExp(() =>
      targets.map((target) => [
        checkProviderSchema(schema, target).map((violation) => violation.rule),
        toProviderSchema(schema, target).schema,
      ]),
    )
    expect(calls).toEqual([])
    expect(writes).toEqual([])
    expect(result.flatMap(([rules]) => rules)).toContain('simple-pattern')
  })

  it('takes raised limits for a trusted schema', () => {
    const pattern = `^${'x'.repeat(10_000)}$`
    const schema = fromJsonSchema(
      { type: 'string', pattern },
      { limits: { maxPatternLength: 20_000, maxPatternComplexity: 20_000 } },
    )['~standard']
    expect(schema.validate('x'.repeat(10_000))).toHaveProperty('value')
    expect(schema.validate('x')).toHaveProperty('issues')
  })

  it('compiles a pattern repeated across a schema once', () => {
    const compile = vi.spyOn(RE2JS, 'compile')
    const properties = Object.fromEntries(
      Array.from({ length: 1_000 }, (_, index) => [
        `p${index}`,
        { type: 'string', pattern: '^[a-z]{1,1000}[a-z]{1,1000}$' },
      ]),
    )
    fromJsonSchema({ type: 'object', properties })
    expect(compile).toHaveBeenCalledTimes(1)
  })
})
