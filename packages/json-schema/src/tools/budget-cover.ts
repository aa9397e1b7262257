import type { RequestBudget } from './request-budgets'

/** A strict tool of a request: its position in the list and what it uses of each budget. */
export interface StrictUsage {
  readonly index: number
  readonly usage: readonly number[]
  /** Loaded from a remote server (`markRemoteTools`): relaxed before the application's own. */
  readonly remote?: boolean
}

/**
 * What dropping strict must free: the excess of each budget over its limit, and how many tools
 * at least (the tool-count budget). Tools are referred to by their position in `tools`.
 */
export interface CoverProblem {
  readonly tools: readonly StrictUsage[]
  /** `uses[d][position]`: what the tool at `position` uses of dimension `d`, read in columns. */
  readonly uses: readonly Float64Array[]
  /** Per dimension of the budget: how much the strict tools use over the limit (0 when within). */
  readonly excess: readonly number[]
  /** The dimensions with an excess, the ones a choice must cover. */
  readonly binding: readonly number[]
  /** Fewest tools that must go for the tool-count limit alone. */
  readonly count: number
  /** Positions, the tools that use the most of the budgets first, then the later ones. */
  readonly heaviest: readonly number[]
  /** `rank[position]`: where the tool stands in `heaviest`; breaks every tie. */
  readonly rank: Int32Array
  /** Per binding dimension (same order as `binding`): positions by use of it, largest first. */
  readonly byUse: readonly (readonly number[])[]
}

/**
 * The cover problem of a list of strict tools, or `undefined` when they fit the budget. The
 * `staying` tools stay strict whatever the choice: they count against the budget, and are never
 * chosen. Costs one sort per binding dimension and one by weight: O(n log n).
 */
export function coverProblem(
  budget: RequestBudget,
  tools: readonly StrictUsage[],
  staying: readonly StrictUsage[] = [],
): CoverProblem | undefined {
  const limits = budget.dimensions.map((dimension) => dimension.limit)
  const excess = limits.map((limit, d) => {
    let total = 0
    for (const tool of tools) total += tool.usage[d]!
    for (const tool of staying) total += tool.usage[d]!
    return Math.max(0, total - limit)
  })
  const strictCount = tools.length + staying.length
  const count = Math.max(0, strictCount - (budget.strictTools ?? Number.POSITIVE_INFINITY))
  const binding = excess.flatMap((value, d) => (value > 0 ? [d] : []))
  if (count === 0 && binding.length === 0) return undefined
  // The uses, and the keys the sorts compare, sit in typed arrays: at thousands of tools,
  // reading them through each tool's object costs more than the search's own work.
  const uses = limits.map((_, d) => Float64Array.from(tools, (tool) => tool.usage[d]!))
  const weight = Float64Array.from(tools, (tool) =>
    tool.usage.reduce((sum, used, d) => sum + used / limits[d]!, 0),
  )
  const index = Float64Array.from(tools, (tool) => tool.index)
  const heaviest = tools
    .map((_, position) => position)
    .sort((a, b) => weight[b]! - weight[a]! || index[b]! - index[a]!)
  const rank = new Int32Array(tools.length)
  heaviest.forEach((position, place) => {
    rank[position] = place
  })
  const byUse = binding.map((d) => byUseOf(heaviest, uses[d]!))
  return { tools, uses, excess, binding, count, heaviest, rank, byUse }
}

/**
 * The positions of `heaviest` by their use of one dimension, largest first, ties in `heaviest`
 * order. Uses are counts: each is packed with its rank into one whole number, and the numbers
 * sorted natively, with no comparator call (the bulk of the search's time at thousands of tools
 * otherwise). Uses that are not whole numbers, or too large to pack, take the comparator sort.
 */
function byUseOf(heaviest: readonly number[], use: Float64Array): number[] {
  const n = heaviest.length
  let largest = 0
  for (const value of use) {
    if (!Number.isInteger(value) || value < 0) return byUseCompared(heaviest, use)
    if (value > largest) largest = value
  }
  if ((largest + 1) * n > Number.MAX_SAFE_INTEGER) return byUseCompared(heaviest, use)
  const keys = new Float64Array(n)
  for (let rank = 0; rank < n; rank++) keys[rank] = (largest - use[heaviest[rank]!]!) * n + rank
  keys.sort()
  return Array.from(keys, (key) => heaviest[key % n]!)
}

// The sort is stable: among equal uses the heaviest order stays.
function byUseCompared(heaviest: readonly number[], use: Float64Array): number[] {
  return heaviest.slice().sort((a, b) => use[b]! - use[a]!)
}
