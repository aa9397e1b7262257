import type { CoverProblem } from './budget-cover'

/** Tools chosen to drop, and how much of each budget they free. */
class Choice {
  readonly taken: Uint8Array
  readonly positions: number[] = []
  readonly freed: Float64Array
  readonly #problem: CoverProblem

  constructor(problem: CoverProblem) {
    this.#problem = problem
    this.taken = new Uint8Array(problem.tools.length)
    this.freed = new Float64Array(problem.excess.length)
  }

  take(position: number): void {
    this.taken[position] = 1
    this.positions.push(position)
    const { uses, binding } = this.#problem
    for (const d of binding) this.freed[d] = this.freed[d]! + uses[d]![position]!
  }

  covers(d: number): boolean {
    return this.freed[d]! >= this.#problem.excess[d]!
  }

  coversAll(): boolean {
    for (const d of this.#problem.binding) if (!this.covers(d)) return false
    return true
  }
}

/**
 * Covers the exceeded budgets one at a time, in `order` (indexes into `problem.binding`): for
 * each, the tools that use it most and are not chosen yet, until it fits. Takes at most `k_d`
 * tools for budget `d`, `k_d` being the fewest that cover it alone (the largest `k_d` uses
 * cover it, and any of them chosen earlier are skipped, having freed their use already), so at
 * most the sum of the `k_d` overall. O(n) per budget, the uses being sorted already.
 */
export function coverInOrder(problem: CoverProblem, order: readonly number[]): number[] {
  const choice = new Choice(problem)
  for (const b of order) {
    const d = problem.binding[b]!
    for (const position of problem.byUse[b]!) {
      if (choice.covers(d)) break
      if (choice.taken[position] === 0) choice.take(position)
    }
  }
  return finish(problem, choice)
}

/**
 * Takes the tools by their capped share of the excesses, largest first, until every budget
 * fits: often fewer tools than `coverInOrder` when one tool frees several budgets. O(n log n).
 */
export function coverByShare(problem: CoverProblem): number[] {
  const { tools, uses, binding, excess, rank } = problem
  const share = new Float64Array(tools.length)
  for (const d of binding) {
    const use = uses[d]!
    for (let position = 0; position < share.length; position++) {
      share[position] = share[position]! + Math.min(use[position]!, excess[d]!) / excess[d]!
    }
  }
  const ordered = problem.heaviest
    .slice()
    .sort((a, b) => share[b]! - share[a]! || rank[a]! - rank[b]!)
  const choice = new Choice(problem)
  for (const position of ordered) {
    if (choice.coversAll()) break
    choice.take(position)
  }
  return finish(problem, choice)
}

/**
 * Tops the choice up to the tool-count limit with the heaviest tools left, then lets go of the
 * tools it does not need, the lightest first (`heaviest` read backwards). O(n).
 */
function finish(problem: CoverProblem, choice: Choice): number[] {
  const { uses, binding, heaviest } = problem
  for (const position of heaviest) {
    if (choice.positions.length >= problem.count) break
    if (choice.taken[position] === 0) choice.take(position)
  }
  let kept = choice.positions.length
  for (let place = heaviest.length - 1; place >= 0 && kept > problem.count; place--) {
    const position = heaviest[place]!
    if (choice.taken[position] === 0) continue
    if (!staysCovered(problem, choice.freed, position)) continue
    for (const d of binding) choice.freed[d] = choice.freed[d]! - uses[d]![position]!
    choice.taken[position] = 0
    kept--
  }
  return choice.positions.filter((position) => choice.taken[position] === 1)
}

// Whether every binding budget is still covered once the tool at `position` is let go.
function staysCovered(problem: CoverProblem, freed: Float64Array, position: number): boolean {
  const { uses, binding, excess } = problem
  for (const d of binding) if (freed[d]! - uses[d]![position]! < excess[d]!) return false
  return true
}
