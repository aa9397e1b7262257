import { describe, expect, it } from 'vitest'
import type { DecodePlan } from './decode-plan'
import { hasUnion } from './plan-unions'
import { toProviderSchema } from './to-provider-schema'

describe('hasUnion', () => {
  it('finds a union anywhere in a plan, through arrays, objects and references', () => {
    const union: DecodePlan = { kind: 'union', branches: [] }
    const nested: DecodePlan = {
      kind: 'object',
      properties: [{ key: 'a', plan: { kind: 'array', items: union } }],
    }
    expect(hasUnion(nested)).toBe(true)
    expect(hasUnion({ kind: 'unwrap', key: 'value', inner: { kind: 'json' } })).toBe(false)
    expect(hasUnion(undefined)).toBe(false)
  })

  it('ends on a recursive reference', () => {
    const target: { plan: DecodePlan | undefined } = { plan: undefined }
    target.plan = { kind: 'array', items: { kind: 'ref', target } }
    expect(hasUnion({ kind: 'ref', target })).toBe(false)
  })

  it('looks into a shared step once: 60 levels of two properties sharing one plan', () => {
    let plan: DecodePlan = { kind: 'json' }
    for (let level = 0; level < 60; level++) {
      plan = {
        kind: 'object',
        properties: [
          { key: 'a', plan },
          { key: 'b', plan },
        ],
      }
    }
    expect(hasUnion(plan)).toBe(false)
  }, 10_000)

  it('finds a union past the first steps, in a plan of many steps that share nothing', () => {
    const properties = Array.from({ length: 100 }, (_, index) => ({
      key: `p${index}`,
      plan: { kind: 'unwrap', key: 'value', inner: { kind: 'json' } } as DecodePlan,
    }))
    expect(hasUnion({ kind: 'object', properties })).toBe(false)
    properties.push({ key: 'last', plan: { kind: 'union', branches: [] } })
    expect(hasUnion({ kind: 'object', properties })).toBe(true)
  })

  it('leaves decoding of unions as it was', () => {
    const { decode } = toProviderSchema(
      {
        type: 'object',
        properties: { at: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
        required: ['at'],
      },
      'gemini',
    )
    expect(decode({ at: 3 })).toEqual({ at: 3 })
  })
})
