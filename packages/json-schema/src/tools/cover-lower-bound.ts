import type { CoverProblem } from './budget-cover'
import { fewestToReach } from './fewest-to-reach'

// Float sums of shares may land a hair below their exact value; accepting a hair less can only
// make the bound smaller, which keeps it a true lower bound. It can make it smaller than the
// fewest, though: a use within this share of an excess counts as covering it. Each budget's own
// bound is therefore counted in whole uses, exactly; only bounds across budgets use shares.
const SHARE_TOLERANCE = 1e-7
// Golden-section steps per pair of exceeded budgets: the weight is then within 1e-10 of the one
// that gives the largest bound, each step costing one sort of n shares.
const WEIGHT_STEPS = 48
const GOLDEN = (Math.sqrt(5) - 1) / 2

/**
 * A proven lower bound on the number of tools any choice must drop (no choice of fewer tools
 * fits the budget), raised until it reaches `target` (a choice already found) or no bound tried
 * gives more. Every bound here holds for every choice:
 * - the tool-count limit's own excess;
 * - each exceeded budget's own bound: how many of its largest uses it takes to cover its
 *   excess, counted in whole uses (exact, so with one budget exceeded the bound is the fewest);
 * - surrogate bounds: for weights `w_d ≥ 0` over the exceeded budgets, a choice that covers
 *   every excess has `sum over its tools of sum_d w_d · min(use_d, excess_d) / excess_d` of at
 *   least `sum_d w_d`, so it has at least as many tools as it takes of the largest such shares
 *   to reach that sum. Equal weights, and for each pair of budgets the weight found by a
 *   golden-section search (the fractional bound being quasi-concave in it), give bounds across
 *   budgets.
 * O(n) expected per bound (a selection), a fixed number of bounds.
 */
export function fewestPossible(problem: CoverProblem, target: number): number {
  const { binding } = problem
  let bound = problem.count
  for (let b = 0; b < binding.length && bound < target; b++) {
    bound = Math.max(bound, fewestForOne(problem, b))
  }
  if (binding.length < 2 || bound >= target) return bound
  const shares = cappedShares(problem)
  const scratch = new Float64Array(problem.tools.length)
  const consider = (weights: readonly number[]): number => {
    const found = surrogateBound(shares, weights, scratch)
    bound = Math.max(bound, found.whole)
    return found.fractional
  }
  consider(binding.map(() => 1))
  for (let first = 0; first < binding.length; first++) {
    for (let second = first + 1; second < binding.length; second++) {
      if (bound >= target) return bound
      const weighted = (t: number) =>
        binding.map((_, b) => (b === first ? 1 - t : b === second ? t : 0))
      goldenSearch(
        (t) => consider(weighted(t)),
        () => bound >= target,
      )
    }
  }
  return bound
}

/**
 * The fewest tools that cover the `b`-th exceeded budget alone: its largest uses, in whole
 * numbers (uses are counts, exact in a double). O(k) for the `k` taken, the uses being sorted.
 */
function fewestForOne(problem: CoverProblem, b: number): number {
  const d = problem.binding[b]!
  let freed = 0
  let taken = 0
  for (const position of problem.byUse[b]!) {
    if (freed >= problem.excess[d]!) break
    freed += problem.uses[d]![position]!
    taken++
  }
  return taken
}

/** Seeks the largest value of `f` on [0, 1] (quasi-concave), stopping early once `done`. */
function goldenSearch(f: (t: number) => number, done: () => boolean): void {
  let low = 0
  let high = 1
  let left = high - GOLDEN * (high - low)
  let right = low + GOLDEN * (high - low)
  let atLeft = f(left)
  let atRight = f(right)
  for (let step = 0; step < WEIGHT_STEPS && !done(); step++) {
    if (atLeft < atRight) {
      low = left
      left = right
      atLeft = atRight
      right = low + GOLDEN * (high - low)
      atRight = f(right)
    } else {
      high = right
      right = left
      atRight = atLeft
      left = high - GOLDEN * (high - low)
      atLeft = f(left)
    }
  }
}

/**
 * Each tool's capped share of each exceeded budget, `min(use, excess) / excess`, row by row:
 * computed once, then weighted for each bound.
 */
function cappedShares(problem: CoverProblem): Float64Array {
  const { tools, uses, binding, excess } = problem
  const shares = new Float64Array(tools.length * binding.length)
  binding.forEach((d, b) => {
    const use = uses[d]!
    for (let position = 0; position < tools.length; position++) {
      shares[position * binding.length + b] = Math.min(use[position]!, excess[d]!) / excess[d]!
    }
  })
  return shares
}

/**
 * The surrogate bound of `weights` (one per exceeded budget): how many of the largest weighted
 * capped shares it takes to reach the sum of the weights, whole (a lower bound on any choice)
 * and fractional (the last share taken in part, smooth enough to search the weights with).
 * O(n) expected: a selection, not a sort, in `scratch`.
 */
function surrogateBound(
  shares: Float64Array,
  weights: readonly number[],
  scratch: Float64Array,
): { whole: number; fractional: number } {
  const m = weights.length
  let needed = 0
  for (const weight of weights) needed += weight
  for (let position = 0; position < scratch.length; position++) {
    let share = 0
    for (let b = 0; b < m; b++) share += weights[b]! * shares[position * m + b]!
    scratch[position] = share
  }
  return fewestToReach(scratch, needed * (1 - SHARE_TOLERANCE), needed)
}
