import { MAX_DEPTH } from './freeze-fresh'
import { subschemaShape } from './keywords'

/**
 * Visits every schema object of a JSON Schema once, the root first, then each subschema its
 * keywords hold (`properties`, `items`, `anyOf`, `$defs`, …), down to `MAX_DEPTH`. The walk
 * keeps its own stack, so a deep schema cannot overflow the call stack, and a shared or cyclic
 * object is visited once. `visit` may add keys to the object it is given.
 *
 * @param schema - the JSON Schema to walk
 * @param visit - called with each schema object
 * @param descendInto - whether to walk the subschemas under a keyword; every keyword by default
 * @example
 * import { eachSubschema } from '@polytool/core'
 *
 * const types: unknown[] = []
 * eachSubschema({ type: 'object', properties: { a: { type: 'string' } } }, (node) => {
 *   types.push(node.type)
 * })
 * // types: ['object', 'string']
 */
export function eachSubschema(
  schema: object,
  visit: (node: Record<string, unknown>) => void,
  descendInto?: (keyword: string) => boolean,
) {
  const seen = new Set<object>()
  // The stack's nodes and their depths, side by side: no object is made per entry.
  const nodes: unknown[] = [schema]
  const depths: number[] = [0]
  while (nodes.length > 0) {
    const node = nodes.pop()
    const depth = depths.pop() as number
    if (typeof node !== 'object' || node === null || seen.has(node) || depth > MAX_DEPTH) continue
    seen.add(node)
    if (Array.isArray(node)) {
      for (const item of node) {
        nodes.push(item)
        depths.push(depth + 1)
      }
      continue
    }
    const record = node as Record<string, unknown>
    visit(record)
    for (const key of Object.keys(record)) {
      const shape = subschemaShape(key)
      if (shape === undefined || (descendInto !== undefined && !descendInto(key))) continue
      const child = record[key]
      if (shape === 'map' && typeof child === 'object' && child !== null) {
        for (const sub of Object.values(child)) {
          nodes.push(sub)
          depths.push(depth + 1)
        }
      } else {
        nodes.push(child)
        depths.push(depth + 1)
      }
    }
  }
}
