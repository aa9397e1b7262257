import type { RequestBudget } from './request-budgets'

/** A strict tool of a request: its position in the list and what it uses of each budget. */
export interface StrictUsage {
  readonly index: number
  readonly usage: readonly number[]
}

const SEARCH_STEPS = 200_000

/**
 * Chooses the tools to send non-strict so that the strict ones fit the request budget, dropping
 * strict on as few tools as possible. Among equally small choices it prefers the tools that use
 * the most of the budgets (the sum of their shares of each limit), and among equal shares the
 * tools later in the list. The search is exact; past a fixed number of steps (only reachable
 * with very many tools) it falls back to dropping the heaviest tools first.
 * Returns list positions, ascending.
 */
export function toolsToRelax(budget: RequestBudget, strictTools: readonly StrictUsage[]): number[] {
  const limits = budget.dimensions.map((dimension) => dimension.limit)
  const totals = limits.map((_, d) => strictTools.reduce((sum, tool) => sum + tool.usage[d]!, 0))
  const excess = totals.map((total, d) => Math.max(0, total - limits[d]!))
  const countExcess = Math.max(0, strictTools.length - (budget.strictTools ?? Infinity))
  if (countExcess === 0 && excess.every((value) => value === 0)) return []
  const weight = (tool: StrictUsage) =>
    tool.usage.reduce((sum, used, d) => sum + used / limits[d]!, 0)
  const ordered = [...strictTools].sort((a, b) => weight(b) - weight(a) || b.index - a.index)
  const found = exactSearch(ordered, excess, countExcess) ?? greedy(ordered, excess, countExcess)
  return found.map((tool) => tool.index).sort((a, b) => a - b)
}

function exactSearch(
  ordered: readonly StrictUsage[],
  excess: readonly number[],
  countExcess: number,
): StrictUsage[] | undefined {
  let steps = 0
  const chosen: StrictUsage[] = []
  const scratch = new Float64Array(ordered.length)
  // Whether `size` more tools from `start` on can cover what is left of the excess.
  const search = (start: number, size: number, left: readonly number[]): boolean => {
    if (size === 0) return left.every((value) => value <= 0)
    if (++steps > SEARCH_STEPS) throw new SearchTooLong()
    for (let i = start; i <= ordered.length - size; i++) {
      if (!canCover(ordered, i, size, left, scratch)) break
      const tool = ordered[i]!
      chosen.push(tool)
      if (
        search(
          i + 1,
          size - 1,
          left.map((value, d) => value - tool.usage[d]!),
        )
      )
        return true
      chosen.pop()
    }
    return false
  }
  try {
    for (let size = Math.max(1, countExcess); size <= ordered.length; size++) {
      if (search(0, size, excess)) return chosen
    }
  } catch (error) {
    if (error instanceof SearchTooLong) return undefined
    throw error
  }
  return undefined
}

/** Whether the `size` largest uses of each budget from `start` on reach what is left. */
function canCover(
  ordered: readonly StrictUsage[],
  start: number,
  size: number,
  left: readonly number[],
  scratch: Float64Array,
): boolean {
  for (let d = 0; d < left.length; d++) {
    const value = left[d]!
    if (value <= 0) continue
    // Sorted in place as numbers, ascending, at every search step: no comparator, no new
    // array. The places of the tools before `start` hold -Infinity, which sorts first.
    scratch.fill(Number.NEGATIVE_INFINITY, 0, start)
    for (let index = start; index < ordered.length; index++)
      scratch[index] = ordered[index]!.usage[d]!
    scratch.sort()
    const available = ordered.length - start
    let largest = 0
    for (let taken = 0; taken < size && taken < available; taken++)
      largest += scratch[scratch.length - 1 - taken]!
    if (largest < value) return false
  }
  return true
}

function greedy(
  ordered: readonly StrictUsage[],
  excess: readonly number[],
  countExcess: number,
): StrictUsage[] {
  const chosen: StrictUsage[] = []
  let left = [...excess]
  for (const tool of ordered) {
    if (chosen.length >= countExcess && left.every((value) => value <= 0)) break
    chosen.push(tool)
    left = left.map((value, d) => value - tool.usage[d]!)
  }
  return chosen
}

class SearchTooLong extends Error {}
