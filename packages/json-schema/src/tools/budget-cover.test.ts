import { describe, expect, it } from 'vitest'
import { coverProblem, type StrictUsage } from './budget-cover'
import type { RequestBudget } from './request-budgets'

const budget = {
  dimensions: [
    { name: 'properties', limit: 10 },
    { name: 'characters', limit: 50 },
  ],
  usage: () => [0, 0],
} as unknown as RequestBudget

// The order the search relies on, written the plain way: by use, largest first, then heaviest.
function byUseReference(tools: readonly StrictUsage[], heaviest: readonly number[], d: number) {
  return heaviest.slice().sort((a, b) => tools[b]!.usage[d]! - tools[a]!.usage[d]!)
}

function randomTools(count: number, use: () => number): StrictUsage[] {
  return Array.from({ length: count }, (_, index) => ({ index, usage: [use(), use()] }))
}

describe('coverProblem', () => {
  it.each([
    ['whole uses with many ties', () => Math.floor(Math.random() * 4) * 3],
    ['fractional uses', () => Math.random() * 10],
    ['uses too large to pack with a rank', () => Math.floor(Math.random() * 3) * 2 ** 50],
  ])('orders each budget by use, largest first, ties in the heaviest order (%s)', (_, use) => {
    for (let round = 0; round < 50; round++) {
      const tools = randomTools(1 + Math.floor(Math.random() * 200), use)
      const problem = coverProblem(budget, tools)
      if (problem === undefined) continue
      problem.binding.forEach((d, b) => {
        expect(problem.byUse[b]).toEqual(byUseReference(tools, problem.heaviest, d))
      })
    }
  })
})
