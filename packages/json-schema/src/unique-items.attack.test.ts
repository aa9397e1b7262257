import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'
import { firstDuplicate } from './unique-items'

// A model sends a huge `uniqueItems` array: comparing every pair of items is quadratic. Each
// item is hashed once instead, and the hashing counts against the step budget.
const issuesOf = (result: unknown) =>
  (result as { issues?: { path: unknown[]; message: string }[] }).issues

describe('uniqueItems on a hostile array', () => {
  it('hashes 32,000 distinct strings in 32,000 steps: linear, not one step per pair', () => {
    const items = Array.from({ length: 32_000 }, (_, index) => `tag-${index}`)
    let steps = 0
    const step = (count = 1) => {
      steps += count
    }
    expect(firstDuplicate(items, step)).toBeUndefined()
    expect(steps).toBe(32_000)
  })

  // 15,000 items: fewer values than the budget, so the copy takes them, and hashing them for
  // uniqueItems on top of visiting each for `items` goes past it.
  it('counts against maxValidationSteps: a 15,000-item array past a 20,000-step budget', () => {
    const schema = fromJsonSchema(
      { type: 'array', items: { type: 'number' }, uniqueItems: true },
      { maxValidationSteps: 20_000 },
    )['~standard']
    const issues = issuesOf(schema.validate(Array.from({ length: 15_000 }, (_, index) => index)))
    expect(issues).toHaveLength(1)
    expect(issues![0]!.message).toMatch(/within 20000 steps/)
  })

  it('reports the pair the pairwise loop reported: lowest index with a twin, then its twin', () => {
    const schema = fromJsonSchema({ type: 'array', uniqueItems: true })['~standard']
    const message = (value: unknown[]) => issuesOf(schema.validate(value))?.[0]?.message
    expect(message(['a', 'b', 'b', 'a'])).toBe('Duplicate items at indexes 0 and 3.')
    expect(message([1, { b: [2], a: null }, 3, { a: null, b: [2] }])).toBe(
      'Duplicate items at indexes 1 and 3.',
    )
    expect(message([0, -0])).toBe('Duplicate items at indexes 0 and 1.')
  })

  it('keeps apart what JSON keeps apart: 1 and "1", [1] and {"0": 1}, {} and []', () => {
    const schema = fromJsonSchema({ type: 'array', uniqueItems: true })['~standard']
    const value = [1, '1', [1], { 0: 1 }, {}, [], null, 'null', true, 'true']
    expect(schema.validate(value)).toEqual({ value })
  })
})
