import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import type { JsonSchemaInput } from './json-schema'
import { SchemaLimitError } from './limit-error'
import { DEFAULT_SCHEMA_LIMITS, type SchemaLimits } from './limits'

function thrown(run: () => unknown): SchemaLimitError {
  try {
    run()
  } catch (error) {
    if (error instanceof SchemaLimitError) return error
    throw error
  }
  throw new Error('expected a SchemaLimitError')
}

describe('SchemaLimitError.option', () => {
  it('names the option of `limits` that raises it, and raising it lets the schema through', () => {
    let deep: Record<string, unknown> = { type: 'string' }
    for (let level = 0; level < 20; level++) deep = { type: 'array', items: deep }
    const wide = {
      type: 'object',
      patternProperties: Object.fromEntries(
        Array.from({ length: 5 }, (_, index) => [`^p${index}`, { type: 'string' }]),
      ),
    }
    const cases: [JsonSchemaInput, Partial<SchemaLimits>, keyof SchemaLimits][] = [
      [deep, { maxDepth: 10 }, 'maxDepth'],
      [{ type: 'string', pattern: 'a'.repeat(40) }, { maxPatternLength: 20 }, 'maxPatternLength'],
      [wide, { maxPatternProperties: 2 }, 'maxPatternProperties'],
    ]
    for (const [schema, limits, option] of cases) {
      // Patterns are compiled by the validator, so every limit is met through `fromJsonSchema`.
      const convert = (given: Partial<SchemaLimits>) => fromJsonSchema(schema, { limits: given })
      const error = thrown(() => convert(limits))
      expect(error.option).toBe(option)
      expect(error.limit).toBe(limits[option])
      expect(() => convert({ ...limits, [option]: DEFAULT_SCHEMA_LIMITS[option] })).not.toThrow()
    }
  })

  it('has an option for every code', () => {
    const codes = [
      'MAX_DEPTH',
      'MAX_INPUT_NODES',
      'MAX_UNION_PRODUCT',
      'MAX_OUTPUT_NODES',
      'PATTERN_TOO_LARGE',
      'PATTERN_TOO_COMPLEX',
      'PATTERNS_TOO_COMPLEX',
      'TOO_MANY_PATTERN_PROPERTIES',
    ] as const
    for (const code of codes) {
      const { option } = new SchemaLimitError(code, 1, '', 'x')
      expect(Object.keys(DEFAULT_SCHEMA_LIMITS)).toContain(option)
    }
  })
})
