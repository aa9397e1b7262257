import { differentNumbers } from './number-values'
import { isNode, type Node } from './schema-nodes'
import { judgeOf, strings } from './string-values'

// Items for an array whose items must all differ (`uniqueItems`): an array of one item value
// repeated is refused there, so a branch that admits only long arrays of different items is
// reached only by building that many different values.

// Longer runs of different items are not built; the cost of a string run grows with its length.
export const MAX_DIFFERENT_ITEMS = 1_000
// Strings judged per run, at most.
const MAX_STRING_TRIALS = 50_000
const ALPHABET = Array.from('abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')

/**
 * Lists of `count` different item values: a run the items node admits (numbers side by side,
 * strings one edit apart), then windows of the different values built for it.
 *
 * @param items - The `items` node, with a `$ref` followed.
 * @param itemValues - The values built for it.
 * @param count - How many items each list holds.
 * @returns The lists; none past `MAX_DIFFERENT_ITEMS`.
 */
export function differentItems(
  items: unknown,
  itemValues: readonly unknown[],
  count: number,
): unknown[][] {
  if (count < 2 || count > MAX_DIFFERENT_ITEMS) return []
  const lists: unknown[][] = []
  if (isNode(items)) {
    const type = items.type
    if (type === 'integer' || type === 'number') {
      lists.push(differentNumbers(items, type === 'integer', count))
    }
    if (type === 'string') lists.push(differentStrings(items, count))
  }
  const distinct = [...new Map(itemValues.map((value) => [JSON.stringify(value), value])).values()]
  if (distinct.length >= count) lists.push(distinct.slice(0, count), distinct.slice(-count))
  return lists.filter((list) => list.length === count)
}

// Strings the node admits, found from its own strings by changing or adding one character at
// a time, each judged by the kit's Ajv.
function differentStrings(schema: Node, count: number): string[] {
  const judge = judgeOf(schema)
  const found = new Set(strings(schema).filter(judge))
  const queue = [...found]
  let trials = 0
  for (let next = 0; next < queue.length && found.size < count; next++) {
    const base = queue[next] as string
    const chars = Array.from(base)
    for (let at = chars.length; at >= 0 && found.size < count; at--) {
      for (const char of ALPHABET) {
        if (++trials > MAX_STRING_TRIALS) return [...found].slice(0, count)
        const replaced = [...chars.slice(0, at), char, ...chars.slice(at + 1)].join('')
        const added = [...chars.slice(0, at), char, ...chars.slice(at)].join('')
        for (const candidate of [replaced, added]) {
          if (found.has(candidate) || !judge(candidate)) continue
          found.add(candidate)
          queue.push(candidate)
        }
        if (found.size >= count) break
      }
    }
  }
  return [...found].slice(0, count)
}
