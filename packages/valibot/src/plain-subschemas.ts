import { subschemaShape } from '@polytool/core'

// Deeper outputs are left to core's `eachSubschema`, whose own depth limit then applies.
const MAX_PLAIN_DEPTH = 64

/**
 * The sub-schemas of a converter's output, listed in one walk in the order `eachSubschema`
 * visits them, when `restoreProtoKeys` and `renameProtoDefinition` would change nothing: no map
 * keyword (`properties`, `$defs`, …) has a prototype other than `Object.prototype` (the schema of
 * a key `__proto__` that an assignment lost), the root defines no `__proto__`, and no sub-schema
 * lies deeper than 64 levels. Tagging these nodes in this order is tagging the output as a walk
 * after those two steps would, without walking it twice.
 *
 * @param schema - A converter's output.
 * @returns Its sub-schemas, or `undefined` when the output needs those steps and core's walk.
 */
export function plainSubschemas(schema: object): Record<string, unknown>[] | undefined {
  if (definesProto(schema, '$defs') || definesProto(schema, 'definitions')) return undefined
  const listed: Record<string, unknown>[] = []
  const seen = new Set<object>()
  // The stack's nodes and their depths, side by side, as `eachSubschema` keeps them.
  const nodes: unknown[] = [schema]
  const depths: number[] = [0]
  while (nodes.length > 0) {
    const node = nodes.pop()
    const depth = depths.pop() as number
    if (typeof node !== 'object' || node === null || seen.has(node)) continue
    if (depth > MAX_PLAIN_DEPTH) return undefined
    seen.add(node)
    if (Array.isArray(node)) {
      for (const item of node) {
        nodes.push(item)
        depths.push(depth + 1)
      }
      continue
    }
    const record = node as Record<string, unknown>
    listed.push(record)
    for (const key of Object.keys(record)) {
      const shape = subschemaShape(key)
      if (shape === undefined) continue
      const child = record[key]
      if (shape === 'map' && typeof child === 'object' && child !== null) {
        if (mayHideProtoKey(child)) return undefined
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
  return listed
}

function definesProto(schema: object, keyword: '$defs' | 'definitions'): boolean {
  const defs = (schema as Record<string, unknown>)[keyword]
  return typeof defs === 'object' && defs !== null && Object.hasOwn(defs, '__proto__')
}

// A map whose prototype is a schema: `restoreProtoKeys` would give it back as a key.
function mayHideProtoKey(map: object): boolean {
  if (Array.isArray(map)) return false
  const prototype: unknown = Object.getPrototypeOf(map)
  return prototype !== Object.prototype && prototype !== null
}
