import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { fromJsonSchema } from './from-json-schema'
import { SchemaLimitError } from './limit-error'
import { DEFAULT_SCHEMA_LIMITS } from './limits'
import { countStrictBudgetUsage, measureSchema } from './measure'
import { deepArray, deepSchema, refChain, thrownBy } from './test-fixtures/hostile'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'
import { toProviderTools } from './tools/to-provider-tools'

const { maxDepth } = DEFAULT_SCHEMA_LIMITS
// The value at JSON depth 128 of a `properties.a` chain: 64 times `/properties/a`.
const DEEPEST_ALLOWED = '/properties/a'.repeat(maxDepth / 2)
const DEPTHS = [1_500, 3_000, 10_000]

function expectDepthError(error: unknown, pointer = DEEPEST_ALLOWED): void {
  expect(error).toBeInstanceOf(SchemaLimitError)
  expect(error).toMatchObject({ code: 'MAX_DEPTH', limit: maxDepth, pointer })
}

describe('schemas 1,500 to 10,000 levels deep', () => {
  it.each(PROFILES.flatMap((profile) => DEPTHS.map((depth) => ({ ...profile, depth }))))(
    'toProviderSchema $id, $depth levels: MAX_DEPTH at level 128, no RangeError',
    ({ target, options, depth }) => {
      expectDepthError(thrownBy(() => toProviderSchema(deepSchema(depth), target, options)))
    },
  )

  it.each(PROFILES.flatMap((profile) => DEPTHS.map((depth) => ({ ...profile, depth }))))(
    'checkProviderSchema $id, $depth levels: one schema-limit violation, never throws',
    ({ target, options, depth }) => {
      const violations = checkProviderSchema(deepSchema(depth), target, options)
      expect(violations).toEqual([
        expect.objectContaining({
          rule: 'schema-limit',
          code: 'MAX_DEPTH',
          pointer: DEEPEST_ALLOWED,
        }),
      ])
    },
  )

  it.each(DEPTHS)(
    'fromJsonSchema, measureSchema, countStrictBudgetUsage, %i levels: MAX_DEPTH',
    (depth) => {
      const schema = deepSchema(depth)
      expectDepthError(thrownBy(() => fromJsonSchema(schema)))
      expectDepthError(thrownBy(() => measureSchema(schema)))
      expectDepthError(thrownBy(() => countStrictBudgetUsage(schema)))
    },
  )

  it.each(PROFILES)(
    '$id: arrays 10,000 deep in a const and in items stop at the limit',
    (profile) => {
      const inConst = { type: 'object', properties: { a: { const: deepArray(10_000) } } }
      const error = thrownBy(() => toProviderSchema(inConst, profile.target, profile.options))
      expect(error).toMatchObject({ code: 'MAX_DEPTH', limit: maxDepth })
      expect((error as SchemaLimitError).pointer).toMatch(/^\/properties\/a\/const(\/0)+$/)
      let items: Record<string, unknown> = { type: 'string' }
      for (let level = 0; level < 10_000; level++) items = { type: 'array', items }
      const root = { type: 'object', properties: { list: items } }
      expect(thrownBy(() => toProviderSchema(root, profile.target, profile.options))).toMatchObject(
        { code: 'MAX_DEPTH' },
      )
      expect(checkProviderSchema(root, profile.target, profile.options)).toEqual([
        expect.objectContaining({ rule: 'schema-limit', code: 'MAX_DEPTH' }),
      ])
    },
  )

  it.each(PROFILES)('$id: 127 levels (within the limit) still emit', (profile) => {
    const schema = deepSchema(63)
    const result = thrownBy(() => toProviderSchema(schema, profile.target, profile.options))
    // Strict OpenAI and Anthropic have their own nesting limits: a provider error, not ours.
    expect(result === undefined || !(result instanceof SchemaLimitError)).toBe(true)
    expect(checkProviderSchema(schema, profile.target, profile.options)).not.toContainEqual(
      expect.objectContaining({ rule: 'schema-limit' }),
    )
  })

  it('the limit is raised through limits.maxDepth, lowered the same way', () => {
    const options = { limits: { maxDepth: 400 } }
    expect(toProviderSchema(deepSchema(150), 'gemini', options).schema).toBeDefined()
    const low = thrownBy(() =>
      toProviderSchema(deepSchema(10), 'gemini', { limits: { maxDepth: 4 } }),
    )
    expect(low).toMatchObject({
      code: 'MAX_DEPTH',
      limit: 4,
      pointer: '/properties/a/properties/a',
    })
  })

  it('raised past what the stack holds, depth still ends in MAX_DEPTH, never a RangeError', () => {
    const options = { limits: { maxDepth: 1_000_000 } }
    const schema = deepSchema(50_000)
    for (const error of [
      thrownBy(() => toProviderSchema(schema, 'openai', options)),
      thrownBy(() => toProviderSchema(schema, 'gemini', options)),
      thrownBy(() => fromJsonSchema(schema, options)),
      thrownBy(() => measureSchema(schema, 250, options)),
    ]) {
      expect(error).toBeInstanceOf(SchemaLimitError)
      expect(error).toMatchObject({ code: 'MAX_DEPTH', limit: 1_000_000 })
    }
    expect(checkProviderSchema(schema, 'anthropic', options)).toEqual([
      expect.objectContaining({ rule: 'schema-limit', code: 'MAX_DEPTH' }),
    ])
  }, 10_000)

  it('a short chain of definitions inlined into a deep output stops at the emitter depth', () => {
    const error = thrownBy(() => toProviderSchema(refChain(300), 'gemini'))
    expect(error).toBeInstanceOf(SchemaLimitError)
    expect(error).toMatchObject({ code: 'MAX_DEPTH', limit: maxDepth })
    expect((error as SchemaLimitError).pointer).toMatch(/^\/\$defs\/d_\d+/)
  })

  it.each(['openai', 'anthropic', 'gemini', 'mcp'] as const)(
    'toProviderTools %s: a tool 200 levels deep, accepted by a raised fromJsonSchema limit, stops at the default',
    (target) => {
      const limits = { maxDepth: 1_000 }
      const tool = createTool({
        id: 'hostile',
        description: 'Loaded from a remote MCP server',
        inputSchema: fromJsonSchema(deepSchema(200), { limits }),
      })
      expectDepthError(thrownBy(() => toProviderTools([tool], target)))
    },
  )
})
