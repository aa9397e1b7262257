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
 */
export function eachSubschema(
  schema: object,
  visit: (node: Record<string, unknown>) => void,
  descendInto: (keyword: string) => boolean = () => true,
) {
  const seen = new Set<object>()
  const stack: { node: unknown; depth: number }[] = [{ node: schema, depth: 0 }]
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number }
    if (typeof node !== 'object' || node === null || seen.has(node) || depth > MAX_DEPTH) continue
    seen.add(node)
    if (Array.isArray(node)) {
      for (const item of node) stack.push({ node: item, depth: depth + 1 })
      continue
    }
    const record = node as Record<string, unknown>
    visit(record)
    for (const key of Object.keys(record)) {
      const shape = subschemaShape(key)
      if (shape === undefined || !descendInto(key)) continue
      const child = record[key]
      if (shape === 'map' && typeof child === 'object' && child !== null) {
        for (const sub of Object.values(child)) stack.push({ node: sub, depth: depth + 1 })
      } else stack.push({ node: child, depth: depth + 1 })
    }
  }
}
