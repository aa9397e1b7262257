import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frozenCopy } from './copy-json'
import { emittedCopy } from './emitted-copy'
import type { SchemaNode } from './json-schema'
import { countUsage, emittedSize, emittedUsage, measureSize } from './measure'
import { providerRules } from './rules'
import { arbitrarySchema } from './test-fixtures/schema-arbitrary'

const strictRules = [providerRules['openai-strict'], providerRules['anthropic-strict']]

function outcome(run: () => unknown): unknown {
  try {
    return { value: run() }
  } catch (error) {
    return { threw: (error as Error).name }
  }
}

function depthOf(value: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (typeof item !== 'object' || item === null) continue
    deepest = Math.max(deepest, depth)
    for (const member of Object.values(item)) stack.push([member, depth + 1])
  }
  return deepest
}

describe('emittedCopy', () => {
  it('copies as frozenCopy does and measures as measureSize and countUsage do', () => {
    fc.assert(
      fc.property(fc.constantFrom(...strictRules), arbitrarySchema(), (rules, schema: unknown) => {
        // Emitted schemas are copied within the depth limit; the arbitrary's 3,000-level chains
        // would only measure the test's own stack.
        fc.pre(typeof schema === 'object' && schema !== null && depthOf(schema) < 200)
        const threshold = rules.limits?.largeStringEnumValues ?? 250
        const expected = outcome(() => {
          const copy = frozenCopy(schema)
          return {
            copy,
            size: rules.limits ? measureSize(copy, threshold, true) : undefined,
            usage: rules.budgets ? countUsage(copy, true) : undefined,
          }
        })
        const actual = outcome(() => {
          const copy = emittedCopy(schema as SchemaNode, rules)
          expect(Object.isFrozen(copy)).toBe(true)
          return {
            copy,
            size: rules.limits ? emittedSize(copy, threshold) : undefined,
            usage: rules.budgets ? emittedUsage(copy) : undefined,
          }
        })
        expect(actual).toEqual(expected)
      }),
      { numRuns: 300 },
    )
  })

  it('counts a node held twice at each of its places, and resets the depth under $defs', () => {
    const shared = { type: 'object', properties: { x: { enum: ['a', 'bb'] } } }
    const schema = {
      type: 'object',
      properties: { one: shared, two: { anyOf: [shared, { type: ['string', 'null'] }] } },
      $defs: { inner: { type: 'object', properties: { deep: shared } } },
    }
    const copy = emittedCopy(schema, providerRules['openai-strict'])
    expect(emittedSize(copy, 250)).toEqual(measureSize(frozenCopy(schema), 250, true))
    const counted = emittedCopy(schema, providerRules['anthropic-strict'])
    expect(emittedUsage(counted)).toEqual(countUsage(frozenCopy(schema), true))
  })
})
