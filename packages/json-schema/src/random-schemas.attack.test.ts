import { createTool, UnrepresentableSchemaError } from '@polytool/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { JsonSchemaError, ProviderSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import type { JsonSchemaInput } from './json-schema'
import { SchemaLimitError } from './limit-error'
import { OUTPUT_GROWTH } from './limits'
import { countStrictBudgetUsage, measureSchema } from './measure'
import { countValues } from './test-fixtures/hostile'
import { PROFILES } from './test-fixtures/profiles'
import { arbitrarySchema } from './test-fixtures/schema-arbitrary'
import { toProviderSchema } from './to-provider-schema'
import { ProviderToolError } from './tools/errors'
import { toProviderTools } from './tools/to-provider-tools'

// Small limits, so random schemas reach them often.
const limits = { maxDepth: 64, maxUnionProduct: 16, maxOutputNodes: 2_000 }
// Each emitted node writes a few JSON values (its type, keywords, a description): at most this many.
const VALUES_PER_OUTPUT_NODE = 4
const RUNS = 150

function isOwnError(error: unknown): boolean {
  return (
    error instanceof ProviderSchemaError ||
    error instanceof JsonSchemaError ||
    error instanceof SchemaLimitError ||
    error instanceof ProviderToolError ||
    // Core's error for a tool schema its converter (here fromJsonSchema's export) refused.
    error instanceof UnrepresentableSchemaError
  )
}

/** Runs a call; only this package's errors may escape it. */
function settle<T>(call: () => T): T | undefined {
  try {
    return call()
  } catch (error) {
    if (!isOwnError(error)) throw error
    return undefined
  }
}

describe('random and deeply nested schemas: only our errors, output bounded by the input', () => {
  it.each(PROFILES)(
    'toProviderSchema $id',
    (profile) => {
      fc.assert(
        fc.property(arbitrarySchema(), (schema) => {
          const options = { ...profile.options, limits }
          const emitted = settle(() =>
            toProviderSchema(schema as JsonSchemaInput, profile.target, options),
          )
          if (emitted === undefined) return
          const budget = Math.max(limits.maxOutputNodes, OUTPUT_GROWTH * countValues(schema))
          expect(countValues(emitted.schema)).toBeLessThanOrEqual(VALUES_PER_OUTPUT_NODE * budget)
          settle(() => emitted.decode({ a: null, value: '1' }))
        }),
        { numRuns: RUNS },
      )
    },
    60_000,
  )

  it.each(PROFILES)(
    'checkProviderSchema $id never throws',
    (profile) => {
      fc.assert(
        fc.property(arbitrarySchema(), (schema) => {
          const options = { ...profile.options, limits }
          const violations = checkProviderSchema(schema, profile.target, options)
          expect(Array.isArray(violations)).toBe(true)
        }),
        { numRuns: RUNS },
      )
    },
    60_000,
  )

  it('fromJsonSchema, measureSchema and countStrictBudgetUsage', () => {
    fc.assert(
      fc.property(arbitrarySchema(), fc.jsonValue({ maxDepth: 3 }), (schema, value) => {
        const tool = settle(() => fromJsonSchema(schema as JsonSchemaInput, { limits }))
        if (tool !== undefined) {
          const result = tool['~standard'].validate(value)
          expect(result).toBeTypeOf('object')
          settle(() => tool['~standard'].jsonSchema.input({ target: 'draft-07' }))
        }
        const size = settle(() => measureSchema(schema, 250, { limits }))
        if (size !== undefined) expect(size.nestingDepth).toBeLessThanOrEqual(limits.maxDepth)
        settle(() => countStrictBudgetUsage(schema, { limits }))
      }),
      { numRuns: RUNS * 2 },
    )
  }, 60_000)

  it.each(['openai', 'anthropic', 'gemini', 'mcp'] as const)(
    'toProviderTools %s',
    (target) => {
      fc.assert(
        fc.property(arbitrarySchema(), (schema) => {
          const inputSchema = settle(() =>
            fromJsonSchema(schema as JsonSchemaInput, { limits: { maxDepth: 1_000 } }),
          )
          if (inputSchema === undefined) return
          const tool = createTool({ id: 'random', description: 'A random tool', inputSchema })
          const list = settle(() => toProviderTools([tool], target, { limits }))
          if (list !== undefined) expect(list.tools).toHaveLength(1)
        }),
        { numRuns: RUNS },
      )
    },
    60_000,
  )
})
