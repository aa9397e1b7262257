import { show } from './same-value'

/** Most values built per schema node. */
export const MAX_VALUES_PER_NODE = 96

/**
 * Values from several lists taken in turns (the first of each list, then the second of each…),
 * each once, up to `cap`, and never fewer than one per list: a long list (a branch of many
 * values) cannot crowd out a short one (a branch that is one `const`).
 *
 * @param lists - The values of each branch, part or type, best first.
 * @param cap - How many values to keep, raised to the number of lists.
 * @returns The values, in turns.
 */
export function inTurns(lists: readonly (readonly unknown[])[], cap: number): unknown[] {
  const limit = Math.max(cap, lists.length)
  const longest = lists.reduce((most, list) => Math.max(most, list.length), 0)
  const seen = new Set<string>()
  const out: unknown[] = []
  for (let at = 0; at < longest && out.length < limit; at++) {
    for (const list of lists) {
      if (at >= list.length || out.length >= limit) continue
      const key = keyOf(list[at])
      if (seen.has(key)) continue
      seen.add(key)
      out.push(list[at])
    }
  }
  return out
}

// `-0` prints as `0`, and `"1"` must not pass for `1`.
function keyOf(value: unknown): string {
  return Object.is(value, -0) ? '-0' : `${typeof value} ${show(value)}`
}
