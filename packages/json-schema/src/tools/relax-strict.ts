import { type CoverProblem, coverProblem, type StrictUsage } from './budget-cover'
import { coverByShare, coverInOrder } from './cover-choices'
import { fewestPossible } from './cover-lower-bound'
import type { RequestBudget } from './request-budgets'

export type { StrictUsage } from './budget-cover'

/** The tools to send non-strict so that the strict ones fit, and what is known of the choice. */
export interface Relaxation {
  /** List positions of the tools to send non-strict, ascending. */
  readonly positions: number[]
  /** A proven lower bound: no choice of fewer tools fits the budget. */
  readonly fewestPossible: number
  /** How many budgets other than the tool count the strict tools exceed. */
  readonly budgetsExceeded: number
  /**
   * Whether remote tools (`markRemoteTools`) were in the list, and so were relaxed before the
   * application's own: the fewest is then the fewest under that rule.
   */
  readonly remoteFirst: boolean
}

// Orders of up to 4 exceeded budgets are all tried (24 at most); the budgets have 3 at most.
const MAX_TRIED_ORDERS = 4

/**
 * Chooses the tools to send non-strict so that the strict ones fit the request budget.
 * Choosing the fewest is a multi-dimensional covering knapsack, NP-hard once two budgets are
 * exceeded; this takes O(n log n) for `n` tools and guarantees:
 * - exactly the fewest when at most one budget besides the tool count is exceeded;
 * - otherwise at most `max(c, k_1 + … + k_m)` tools for `m` exceeded budgets, `k_d` being the
 *   fewest that cover budget `d` alone and `c` the tool-count excess: at most `m` times the fewest;
 * - `fewestPossible`, a proven lower bound; a choice of that size is the fewest.
 * It tries covering the budgets in every order and by capped share, keeps the smallest choice
 * (then the one of the heaviest tools), and prefers the heaviest tools, then the later ones.
 *
 * Remote tools (`remote: true`) cannot take strict mode from the others: the others are chosen
 * from as if the remote tools were not there, then the remote ones are chosen from against what
 * is left of the budget. The guarantees above hold for each of the two choices.
 *
 * @param budget - The target's request budget.
 * @param strictTools - The strict tools of the list, with their uses of each budget dimension.
 * @returns The list positions to send non-strict, the proven lower bound and how many budgets bind.
 */
export function toolsToRelax(
  budget: RequestBudget,
  strictTools: readonly StrictUsage[],
): Relaxation {
  const remote = strictTools.filter((tool) => tool.remote === true)
  if (remote.length === 0) return relaxAmong(budget, strictTools, [])
  const own = strictTools.filter((tool) => tool.remote !== true)
  const forOwn = relaxAmong(budget, own, [])
  const relaxedOwn = new Set(forOwn.positions)
  const keptOwn = own.filter((tool) => !relaxedOwn.has(tool.index))
  const forRemote = relaxAmong(budget, remote, keptOwn)
  return {
    positions: [...forOwn.positions, ...forRemote.positions].sort((a, b) => a - b),
    fewestPossible: forOwn.fewestPossible + forRemote.fewestPossible,
    budgetsExceeded: Math.max(forOwn.budgetsExceeded, forRemote.budgetsExceeded),
    remoteFirst: true,
  }
}

/** The fewest of `candidates` to relax so that they fit, with `staying` kept strict. */
function relaxAmong(
  budget: RequestBudget,
  candidates: readonly StrictUsage[],
  staying: readonly StrictUsage[],
): Relaxation {
  const problem = coverProblem(budget, candidates, staying)
  if (problem === undefined) {
    return { positions: [], fewestPossible: 0, budgetsExceeded: 0, remoteFirst: false }
  }
  let best = coverByShare(problem)
  for (const order of ordersToTry(problem.binding.length)) {
    best = smaller(problem, best, coverInOrder(problem, order))
  }
  const bound = fewestPossible(problem, best.length)
  return {
    positions: best.map((position) => candidates[position]!.index).sort((a, b) => a - b),
    fewestPossible: bound,
    budgetsExceeded: problem.binding.length,
    remoteFirst: false,
  }
}

function smaller(problem: CoverProblem, a: number[], b: number[]): number[] {
  if (a.length !== b.length) return a.length < b.length ? a : b
  const rankSum = (choice: number[]) => choice.reduce((sum, p) => sum + problem.rank[p]!, 0)
  return rankSum(b) < rankSum(a) ? b : a
}

/** Every order of `m` budgets when `m` is small, else the given order alone. */
function ordersToTry(m: number): number[][] {
  const identity = Array.from({ length: m }, (_, b) => b)
  if (m > MAX_TRIED_ORDERS) return [identity]
  const orders: number[][] = []
  const permute = (prefix: number[], rest: number[]) => {
    if (rest.length === 0) orders.push(prefix)
    rest.forEach((b, i) => {
      permute([...prefix, b], [...rest.slice(0, i), ...rest.slice(i + 1)])
    })
  }
  permute([], identity)
  return orders
}
