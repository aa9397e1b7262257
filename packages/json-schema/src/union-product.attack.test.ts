import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { fromJsonSchema } from './from-json-schema'
import { SchemaLimitError } from './limit-error'
import { DEFAULT_SCHEMA_LIMITS } from './limits'
import { allOfAnyOf, anyOfParts, countValues, thrownBy } from './test-fixtures/hostile'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'
import { toProviderTools } from './tools/to-provider-tools'

// Profiles that rewrite unions (no allOf): they distribute allOf over anyOf.
const DISTRIBUTING = PROFILES.filter((profile) => profile.strict)
const PASSING_THROUGH = PROFILES.filter((profile) => !profile.strict)
const SIZES = [9, 16, 20, 22, 32, 64]

function branchesOfX(schema: unknown): unknown[] {
  const properties = (schema as { properties: Record<string, { anyOf: unknown[] }> }).properties
  return properties.x!.anyOf
}

describe('allOf of N two-branch anyOfs (2^N branches once distributed)', () => {
  it.each(DISTRIBUTING.flatMap((profile) => SIZES.map((n) => ({ ...profile, n }))))(
    '$id, N=$n: MAX_UNION_PRODUCT at the allOf, before distributing',
    ({ target, options, n }) => {
      const error = thrownBy(() => toProviderSchema(allOfAnyOf(n), target, options))
      expect(error).toBeInstanceOf(SchemaLimitError)
      expect(error).toMatchObject({
        code: 'MAX_UNION_PRODUCT',
        limit: DEFAULT_SCHEMA_LIMITS.maxUnionProduct,
        pointer: '/properties/x',
      })
    },
    10_000,
  )

  it('N=8 is 256 branches, at the default limit: emitted, one branch per combination', () => {
    const { schema } = toProviderSchema(allOfAnyOf(8), 'gemini', { mode: 'parametersJsonSchema' })
    const x = branchesOfX(schema)
    expect(x).toHaveLength(256)
  })

  it('the limit is raised through limits.maxUnionProduct', () => {
    const options = { mode: 'parametersJsonSchema', limits: { maxUnionProduct: 512 } } as const
    const { schema } = toProviderSchema(allOfAnyOf(9), 'gemini', options)
    const x = branchesOfX(schema)
    expect(x).toHaveLength(512)
    const lower = thrownBy(() =>
      toProviderSchema(allOfAnyOf(5), 'gemini', { limits: { maxUnionProduct: 16 } }),
    )
    expect(lower).toMatchObject({ code: 'MAX_UNION_PRODUCT', limit: 16 })
  })

  it.each(PASSING_THROUGH.flatMap((profile) => [22, 64].map((n) => ({ ...profile, n }))))(
    '$id, N=$n: passed through, its size linear in the input',
    ({ target, options, n }) => {
      const input = allOfAnyOf(n)
      const { schema } = toProviderSchema(input, target, options)
      expect(countValues(schema)).toBeLessThanOrEqual(2 * countValues(input))
    },
  )

  it.each(PASSING_THROUGH.filter((profile) => profile.target !== 'mcp'))(
    '$id: a root allOf of 22 anyOfs, merged because the root takes no allOf, stops at the root',
    ({ target, options }) => {
      const root = { allOf: anyOfParts(22) }
      const error = thrownBy(() => toProviderSchema(root, target, options))
      expect(error).toMatchObject({ code: 'MAX_UNION_PRODUCT', pointer: '' })
    },
  )

  it('mcp: a root allOf of 22 anyOfs is passed through as it is', () => {
    const root = { allOf: anyOfParts(22) }
    const { schema } = toProviderSchema(root, 'mcp')
    expect(countValues(schema)).toBeLessThanOrEqual(2 * countValues(root))
  })

  it.each(PROFILES.flatMap((profile) => [22, 64].map((n) => ({ ...profile, n }))))(
    'checkProviderSchema $id, N=$n: lists violations, never distributes',
    ({ target, options, n }) => {
      const violations = checkProviderSchema(allOfAnyOf(n), target, options)
      expect(Array.isArray(violations)).toBe(true)
      expect(violations.length).toBeLessThanOrEqual(4 * n + 8)
    },
    10_000,
  )

  it.each(['openai', 'anthropic', 'gemini'] as const)(
    'toProviderTools %s: a tool loaded with N=22 stops with MAX_UNION_PRODUCT',
    (target) => {
      const tool = createTool({
        id: 'hostile',
        description: 'Loaded from a remote MCP server',
        inputSchema: fromJsonSchema(allOfAnyOf(22)),
      })
      const error = thrownBy(() => toProviderTools([tool], target))
      expect(error).toBeInstanceOf(SchemaLimitError)
      expect(error).toMatchObject({ code: 'MAX_UNION_PRODUCT', pointer: '/properties/x' })
    },
    10_000,
  )
})
