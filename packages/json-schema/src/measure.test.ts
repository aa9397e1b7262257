import { describe, expect, it } from 'vitest'
import { countStrictBudgetUsage, measureSchema } from './measure'
import { providerRules } from './rules'

describe('countStrictBudgetUsage', () => {
  it('counts optional properties and union nodes at every depth, once per definition', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: ['string', 'null'] },
        b: {
          type: 'object',
          properties: {
            c: { anyOf: [{ type: 'string' }, { type: 'number' }] },
            d: { type: 'string' },
          },
          required: ['d'],
        },
        e: { $ref: '#/$defs/e' },
      },
      required: ['b'],
      $defs: { e: { type: 'object', properties: { f: { type: 'boolean' } } } },
    }
    expect(countStrictBudgetUsage(schema)).toEqual({ optionalParameters: 4, unionParameters: 2 })
  })

  it('gives the lead what a request needs: usage against the published budgets', () => {
    const budgets = providerRules['anthropic-strict'].budgets!
    const usage = countStrictBudgetUsage({ type: 'object', properties: { a: { type: 'string' } } })
    expect(usage.optionalParameters <= budgets.optionalParameters).toBe(true)
    expect(budgets).toEqual({ strictTools: 20, optionalParameters: 24, unionParameters: 16 })
  })
})

describe('measureSchema', () => {
  it('measures properties, object nesting, names and enum sizes', () => {
    const schema = {
      type: 'object',
      properties: {
        ab: { type: 'object', properties: { c: { type: 'string', enum: ['xy', 'z'] } } },
        d: { const: 'e' },
      },
      $defs: { fgh: { type: 'object', properties: {} } },
    }
    expect(measureSchema(schema)).toEqual({
      properties: 3,
      nestingDepth: 2,
      // ab, d, c; the definition fgh; the enum values xy, z; the const e
      totalStringLength: 2 + 1 + 1 + 3 + 2 + 1 + 1,
      enumValues: 2,
      largeStringEnums: [],
    })
  })
})
