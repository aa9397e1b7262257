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
    const usage = this.#problem.tools[position]!.usage
    for (const d of this.#problem.binding) this.freed[d] = this.freed[d]! + usage[d]!
  }

  covers(d: number): boolean {
    return this.freed[d]! >= this.#problem.excess[d]!
  }

  coversAll(): boolean {
    return this.#problem.binding.every((d) => this.covers(d))
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
  const { tools, binding, excess, rank } = problem
  const share = tools.map((tool) => {
    let sum = 0
    for (const d of binding) sum += Math.min(tool.usage[d]!, excess[d]!) / excess[d]!
    return sum
  })
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
 * tools it does not need, the lightest first. O(k log k) for `k` chosen tools, plus O(n).
 */
function finish(problem: CoverProblem, choice: Choice): number[] {
  for (const position of problem.heaviest) {
    if (choice.positions.length >= problem.count) break
    if (choice.taken[position] === 0) choice.take(position)
  }
  const { tools, binding, excess, rank } = problem
  const lightestFirst = choice.positions.slice().sort((a, b) => rank[b]! - rank[a]!)
  let kept = choice.positions.length
  for (const position of lightestFirst) {
    if (kept <= problem.count) break
    const usage = tools[position]!.usage
    if (!binding.every((d) => choice.freed[d]! - usage[d]! >= excess[d]!)) continue
    for (const d of binding) choice.freed[d] = choice.freed[d]! - usage[d]!
    choice.taken[position] = 0
    kept--
  }
  return choice.positions.filter((position) => choice.taken[position] === 1)
}
