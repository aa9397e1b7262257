import { eachSubschema, subschemaShape } from '@polytool/core'

/**
 * The sub-schemas of a converter's output, listed in the order `eachSubschema` visits them (by
 * that very walk, with its depth limit), when `restoreProtoKeys` and `renameProtoDefinition`
 * would change nothing: no map keyword (`properties`, `$defs`, …) has a prototype other than
 * `Object.prototype` (the schema of a key `__proto__` that an assignment lost), and the root
 * defines no `__proto__`. Tagging these nodes in this order is tagging the output as a walk
 * after those two steps would, without walking it twice.
 *
 * @param schema - A converter's output.
 * @returns Its sub-schemas, or `undefined` when the output needs those steps first.
 */
export function plainSubschemas(schema: object): Record<string, unknown>[] | undefined {
  if (definesProto(schema, '$defs') || definesProto(schema, 'definitions')) return undefined
  const listed: Record<string, unknown>[] = []
  let plain = true
  eachSubschema(schema, (node) => {
    listed.push(node)
    if (plain && holdsMapHidingProtoKey(node)) plain = false
  })
  return plain ? listed : undefined
}

function definesProto(schema: object, keyword: '$defs' | 'definitions'): boolean {
  const defs = (schema as Record<string, unknown>)[keyword]
  return typeof defs === 'object' && defs !== null && Object.hasOwn(defs, '__proto__')
}

// A map whose prototype is a schema: `restoreProtoKeys` would give it back as a key.
function holdsMapHidingProtoKey(node: Record<string, unknown>): boolean {
  for (const keyword of Object.keys(node)) {
    if (subschemaShape(keyword) !== 'map') continue
    const map = node[keyword]
    if (typeof map !== 'object' || map === null || Array.isArray(map)) continue
    const prototype: unknown = Object.getPrototypeOf(map)
    if (prototype !== Object.prototype && prototype !== null) return true
  }
  return false
}
