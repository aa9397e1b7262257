import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { StrictUsage } from './budget-cover'
import { toolsToRelax } from './relax-strict'
import type { RequestBudget } from './request-budgets'

/** A budget with the given limits (and tool-count limit), as the request budgets have them. */
function budgetOf(limits: readonly number[], strictTools: number | undefined): RequestBudget {
  return {
    label: 'Test',
    strictTools,
    dimensions: limits.map((limit, d) => ({ what: `use ${d}`, limit })),
    usage: () => [],
  }
}

/** Whether the tools left strict, all but `dropped`, fit the budget. */
function fits(budget: RequestBudget, tools: readonly StrictUsage[], dropped: ReadonlySet<number>) {
  const kept = tools.filter((tool) => !dropped.has(tool.index))
  if (budget.strictTools !== undefined && kept.length > budget.strictTools) return false
  return budget.dimensions.every(
    (dimension, d) => kept.reduce((sum, tool) => sum + tool.usage[d]!, 0) <= dimension.limit,
  )
}

/**
 * The exact answer: the fewest tools whose dropping fits the budget, found by visiting every
 * subset in Gray-code order (one tool in or out per step, sums kept up to date).
 */
function fewestByBruteForce(budget: RequestBudget, tools: readonly StrictUsage[]): number {
  const limits = budget.dimensions.map((dimension) => dimension.limit)
  const kept = limits.map((_, d) => tools.reduce((sum, tool) => sum + tool.usage[d]!, 0))
  const maxKept = budget.strictTools ?? Number.POSITIVE_INFINITY
  const inSet = new Uint8Array(tools.length)
  let dropped = 0
  const fitsNow = () =>
    tools.length - dropped <= maxKept && kept.every((total, d) => total <= limits[d]!)
  let fewest = fitsNow() ? 0 : Number.POSITIVE_INFINITY
  for (let step = 1; step < 2 ** tools.length; step++) {
    const flip = Math.log2(step & -step)
    const sign = inSet[flip] === 1 ? 1 : -1
    inSet[flip] = 1 - inSet[flip]!
    dropped -= sign
    tools[flip]!.usage.forEach((used, d) => {
      kept[d]! += sign * used
    })
    if (dropped < fewest && fitsNow()) fewest = dropped
  }
  return fewest
}

/** The fewest tools that cover one budget's excess alone (the largest uses first). */
function fewestForOne(budget: RequestBudget, tools: readonly StrictUsage[], d: number): number {
  const uses = tools.map((tool) => tool.usage[d]!).sort((a, b) => b - a)
  let excess = uses.reduce((sum, used) => sum + used, 0) - budget.dimensions[d]!.limit
  let taken = 0
  for (const used of uses) {
    if (excess <= 0) break
    excess -= used
    taken++
  }
  return taken
}

// Up to 20 tools over 2 or 3 budgets with small limits (so that they bind often), uses often
// zero, with or without a tool-count limit: the shapes of OpenAI's and Anthropic's budgets.
const instance = fc
  .record({
    limits: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 2, maxLength: 3 }),
    strictTools: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
    uses: fc.array(
      fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 })), {
        minLength: 3,
        maxLength: 3,
      }),
      { minLength: 1, maxLength: 20 },
    ),
  })
  .map(({ limits, strictTools, uses }) => ({
    budget: budgetOf(limits, strictTools),
    tools: uses.map((usage, index) => ({ index, usage: usage.slice(0, limits.length) })),
  }))

describe('toolsToRelax against an exact solver', () => {
  // 2,000 instances against a brute force over up to 2^20 subsets: seconds on a busy machine.
  it('fits, never claims more than it proves, and keeps its stated guarantee', {
    timeout: 60_000,
  }, () => {
    const seen = { multi: 0, multiFewest: 0, proven: 0, all: 0, fewest: 0 }
    fc.assert(
      fc.property(instance, ({ budget, tools }) => {
        const relaxation = toolsToRelax(budget, tools)
        const dropped = relaxation.positions.length
        const exact = fewestByBruteForce(budget, tools)
        seen.all++
        if (dropped === exact) seen.fewest++
        if (relaxation.budgetsExceeded >= 2) {
          seen.multi++
          if (dropped === exact) seen.multiFewest++
        }
        if (dropped === relaxation.fewestPossible) seen.proven++
        expect(fits(budget, tools, new Set(relaxation.positions))).toBe(true)
        // The lower bound is a proven one: the warning says "the fewest" only when it is.
        expect(relaxation.fewestPossible).toBeLessThanOrEqual(exact)
        expect(dropped).toBeGreaterThanOrEqual(exact)
        const m = relaxation.budgetsExceeded
        // With one budget exceeded the choice is the fewest, and the bound proves it: the
        // warning then says "the fewest" (it says so exactly when the two are equal).
        if (m <= 1) {
          expect(dropped).toBe(exact)
          expect(relaxation.fewestPossible).toBe(dropped)
        }
        const count = Math.max(0, tools.length - (budget.strictTools ?? Number.POSITIVE_INFINITY))
        let sumOfOnes = 0
        budget.dimensions.forEach((_, d) => {
          sumOfOnes += fewestForOne(budget, tools, d)
        })
        expect(dropped).toBeLessThanOrEqual(Math.max(count, sumOfOnes))
        expect(dropped).toBeLessThanOrEqual(Math.max(1, m) * exact)
      }),
      { seed: 27, numRuns: 2000 },
    )
    // Measured with this seed: 1104 of 1106 instances exceeding two or more budgets got the
    // fewest exactly, 1998 of 2000 overall, and 1868 were proven the fewest by the lower bound
    // (what the warning then says); this keeps those from slipping unnoticed.
    expect(seen.multi).toBeGreaterThan(1000)
    expect(seen.multiFewest / seen.multi).toBeGreaterThanOrEqual(0.995)
    expect(seen.proven).toBeGreaterThanOrEqual(1850)
  })
})
