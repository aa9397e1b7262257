import { describe, expect, it } from 'vitest'
import { toolsToRelax } from './relax-strict'
import { requestBudgetFor } from './request-budgets'

const anthropic = requestBudgetFor('anthropic')!
const tools = (...usages: [number, number][]) => usages.map((usage, index) => ({ index, usage }))
const relaxed = (...args: Parameters<typeof toolsToRelax>) => toolsToRelax(...args).positions

describe('toolsToRelax: the fewest tools whose strict must go', () => {
  it('nothing when the strict tools fit', () => {
    expect(relaxed(anthropic, tools([12, 8], [12, 8]))).toEqual([])
  })

  it('finds a single tool where dropping the heaviest first would take two', () => {
    // Over by 6 optional parameters only. Tool 0 weighs most (its unions) but frees only 5:
    // dropping by weight would take tools 0 and 2, tool 2 alone is enough.
    expect(relaxed(anthropic, tools([5, 16], [8, 0], [17, 0]))).toEqual([2])
  })

  it('prefers the heavier of equally small choices, then the later tool', () => {
    expect(relaxed(anthropic, tools([10, 0], [12, 0], [10, 0]))).toEqual([1])
    expect(relaxed(anthropic, tools([10, 0], [10, 0], [10, 0]))).toEqual([2])
  })

  it('covers several budgets at once', () => {
    // Over by 4 optional parameters and 4 unions: one tool must free both.
    expect(relaxed(anthropic, tools([14, 0], [0, 14], [14, 6], [0, 0]))).toEqual([2])
    expect(relaxed(anthropic, tools([20, 0], [0, 20], [8, 0]))).toEqual([0, 1])
  })

  // A use one short of an excess of 10^8 is a share of 1 - 10^-8 of it, within the float
  // tolerance of the bounds across budgets: counted as a share, it would "cover" the excess
  // alone, the proven bound would say 1 where 2 are needed, and the warning would not say
  // "the fewest" of an answer that is.
  it('proves the fewest when one budget with a large excess binds', () => {
    const oneBudget = {
      label: 'Test',
      strictTools: undefined,
      dimensions: [{ what: 'characters', limit: 1 }],
      usage: () => [],
    }
    const relaxation = toolsToRelax(oneBudget, [
      { index: 0, usage: [1e8 - 1] },
      { index: 1, usage: [1] },
      { index: 2, usage: [1] },
    ])
    expect(relaxation.positions).toHaveLength(2)
    expect(relaxation.fewestPossible).toBe(2)
  })

  it('stays fast with many tools: the answer is still within budget', () => {
    const many = tools(
      ...Array.from({ length: 60 }, (_, i) => [i % 3, (i + 1) % 2] as [number, number]),
    )
    const dropped = new Set(relaxed(anthropic, many))
    const kept = many.filter((tool) => !dropped.has(tool.index))
    expect(kept.length).toBeLessThanOrEqual(20)
    expect(kept.reduce((sum, tool) => sum + tool.usage[0]!, 0)).toBeLessThanOrEqual(24)
    expect(kept.reduce((sum, tool) => sum + tool.usage[1]!, 0)).toBeLessThanOrEqual(16)
    expect(dropped.size).toBe(40)
  })
})
