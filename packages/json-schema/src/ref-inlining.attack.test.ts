import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { ProviderSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import { SchemaLimitError } from './limit-error'
import { DEFAULT_SCHEMA_LIMITS } from './limits'
import { countValues, recursiveFanOut, refDoubling, thrownBy } from './test-fixtures/hostile'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'
import { toProviderTools } from './tools/to-provider-tools'

const { maxOutputNodes } = DEFAULT_SCHEMA_LIMITS
// Gemini `parameters` has no $ref: every reference is inlined, every recursion unrolled.
const INLINING = PROFILES.filter((profile) => profile.id === 'gemini-parameters')
const KEEPING = PROFILES.filter((profile) => profile.id !== 'gemini-parameters')
// Strict Anthropic keeps references but cannot take recursion: it unrolls it.
const UNROLLING = PROFILES.filter((profile) =>
  ['gemini-parameters', 'anthropic-strict'].includes(profile.id),
)

describe('$ref doubling chains: def_k = { a: def_(k-1), b: def_(k-1) }', () => {
  it.each(INLINING.flatMap((profile) => [17, 20, 30, 40].map((k) => ({ ...profile, k }))))(
    '$id, $k doublings: MAX_OUTPUT_NODES once the inlined output passes the budget',
    ({ target, options, k }) => {
      const error = thrownBy(() => toProviderSchema(refDoubling(k), target, options))
      expect(error).toBeInstanceOf(SchemaLimitError)
      expect(error).toMatchObject({ code: 'MAX_OUTPUT_NODES', limit: maxOutputNodes })
      expect((error as SchemaLimitError).pointer).toMatch(/^\/\$defs\/def_\d+$/)
    },
    10_000,
  )

  it.each(INLINING)('$id, 10 doublings: inlined, 2^10 leaves, within the budget', (profile) => {
    const { schema } = toProviderSchema(refDoubling(10), profile.target, profile.options)
    const size = countValues(schema)
    expect(JSON.stringify(schema).match(/"string"/g)).toHaveLength(2 ** 10)
    expect(size).toBeLessThanOrEqual(maxOutputNodes)
  })

  it('the budget is raised through limits.maxOutputNodes', () => {
    const options = { limits: { maxOutputNodes: 1_000_000 } }
    const { schema } = toProviderSchema(refDoubling(17), 'gemini', options)
    expect(JSON.stringify(schema).match(/"string"/g)).toHaveLength(2 ** 17)
  }, 20_000)

  it.each(KEEPING.flatMap((profile) => [20, 40].map((k) => ({ ...profile, k }))))(
    '$id, $k doublings: kept as references, the output linear in the input',
    ({ id, target, options, k }) => {
      const input = refDoubling(k)
      if (id === 'anthropic-strict') {
        // Anthropic strict counts the union parameters of every definition: over its budget.
        const error = thrownBy(() => toProviderSchema(input, target, options))
        expect(error).toMatchObject({ code: 'STRICT_LIMIT_EXCEEDED' })
        return
      }
      const { schema } = toProviderSchema(input, target, options)
      expect(countValues(schema)).toBeLessThanOrEqual(4 * countValues(input))
    },
  )

  it.each(PROFILES.flatMap((profile) => [20, 40].map((k) => ({ ...profile, k }))))(
    'checkProviderSchema $id, $k doublings: returns, never inlines',
    ({ target, options, k }) => {
      const violations = checkProviderSchema(refDoubling(k), target, options)
      expect(violations.length).toBeLessThanOrEqual(4 * k + 8)
    },
    10_000,
  )

  it('toProviderTools gemini: a tool with 40 doublings stops with MAX_OUTPUT_NODES', () => {
    const tool = createTool({
      id: 'hostile',
      description: 'Loaded from a remote MCP server',
      inputSchema: fromJsonSchema(refDoubling(40)),
    })
    const error = thrownBy(() => toProviderTools([tool], 'gemini'))
    expect(error).toMatchObject({ code: 'MAX_OUTPUT_NODES', limit: maxOutputNodes })
  }, 10_000)
})

describe('a recursive definition with 60 and more self-references', () => {
  it.each(UNROLLING.flatMap((profile) => [60, 80, 200].map((refs) => ({ ...profile, refs }))))(
    '$id, $refs self-references: MAX_OUTPUT_NODES while unrolling',
    ({ target, options, refs }) => {
      const error = thrownBy(() => toProviderSchema(recursiveFanOut(refs), target, options))
      expect(error).toBeInstanceOf(SchemaLimitError)
      expect(error).toMatchObject({ code: 'MAX_OUTPUT_NODES', limit: maxOutputNodes })
      expect((error as SchemaLimitError).pointer).toMatch(/^\/\$defs\/node/)
    },
    10_000,
  )

  it('unrolled one level, 60 self-references fit: each cut costs what the definition holds', () => {
    const input = recursiveFanOut(60)
    const { schema } = toProviderSchema(input, 'gemini', { recursionDepth: 1 })
    // 60 children at the first level, each cut into JSON text quoting the definition.
    expect(JSON.stringify(schema).match(/sent as a JSON-encoded string/g)).toHaveLength(60)
    expect(JSON.stringify(schema).length).toBeLessThan(200 * JSON.stringify(input).length)
  })

  it.each(
    PROFILES.filter((profile) => !UNROLLING.includes(profile)).map((profile) => ({
      ...profile,
      refs: 200,
    })),
  )('$id, $refs self-references: kept recursive, the output linear in the input', (profile) => {
    const input = recursiveFanOut(profile.refs)
    const { schema } = toProviderSchema(input, profile.target, profile.options)
    expect(countValues(schema)).toBeLessThanOrEqual(4 * countValues(input))
  })

  it.each(PROFILES)('checkProviderSchema $id: returns for 200 self-references', (profile) => {
    const violations = checkProviderSchema(recursiveFanOut(200), profile.target, profile.options)
    expect(violations.length).toBeLessThan(250)
  })
})

describe('an error under a property name an attacker made long', () => {
  it('quotes at most 200 characters of its pointer, and carries each token cut to 200', () => {
    const name = `k${'x'.repeat(100_000)}`
    const schema = {
      type: 'object',
      properties: { [name]: { $ref: '#/$defs/missing' } },
      required: [name],
    }
    const error = thrownBy(() => toProviderSchema(schema, 'openai')) as ProviderSchemaError
    expect(error).toBeInstanceOf(ProviderSchemaError)
    expect(error.code).toBe('UNRESOLVED_REF')
    // The `pointer` field is logged as the message is: cut the same way (`fieldPointer`).
    expect(error.pointer.split('/').map((token) => token.length)).toEqual([0, 10, 200])
    expect(error.pointer.startsWith('/properties/kxxx')).toBe(true)
    expect(error.message.length).toBeLessThan(600)
    expect(error.message).toContain(`(${`/properties/${name}`.length} characters)`)
  })
})
