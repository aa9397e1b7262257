import { markUnrepresentable } from '@polytool/core'

// References TypeBox resolves by its own search: `$dynamicRef` (and draft 2019-09's
// `$recursiveRef`) look for a `$dynamicAnchor` anywhere in the schema, not in JSON Schema's
// dynamic scope, and a JSON Schema validator refuses a document where none is in scope.
const DYNAMIC_REFERENCES = ['$dynamicRef', '$recursiveRef'] as const

/**
 * Drops a schema node's `$dynamicRef` and `$recursiveRef`, tagging the node unrepresentable
 * (`constraint`): where TypeBox resolves them differs from where JSON Schema validators do, and
 * Ajv refuses to compile one it cannot resolve.
 *
 * @param node - A schema node of the converted schema; changed in place.
 */
export function dropDynamicRefs(node: Record<string, unknown>): void {
  for (const keyword of DYNAMIC_REFERENCES) {
    if (!Object.hasOwn(node, keyword)) continue
    const ref = JSON.stringify(node[keyword])
    delete node[keyword]
    markUnrepresentable(
      node,
      'constraint',
      `TypeBox resolves the ${keyword} ${ref} by its own search for an anchor in the whole schema, not by JSON Schema's dynamic scope: the reference is dropped`,
    )
  }
}
