import type { EmitState } from './emit-state'
import type { SchemaNode } from './json-schema'
import { mergeAllOf } from './merge-all-of'
import { child } from './pointer'
import { checkSchemaPattern } from './safe-pattern'

/**
 * Merges a node's `allOf` for an emitter: conflicts and lossy steps reported at `pointer`, the
 * work counted against the output budget, patterns compiled within the profile's limits.
 */
export function mergeAllOfAt(
  state: EmitState,
  node: SchemaNode,
  pointer: string,
  resolve: (ref: string) => SchemaNode | boolean | undefined,
): SchemaNode {
  return mergeAllOf(node, {
    unionProduct: (branches) => state.checkUnionProduct(branches, pointer),
    conflict: (message) => state.fail('ALLOF_CONFLICT', pointer, message),
    lossy: (message) => state.warn(pointer, 'ALLOF_MERGED_LOSSY', message),
    unsatisfiable: (name, message) =>
      state.fail('UNSATISFIABLE', child(pointer, 'properties', name), message),
    spend: (units) => state.output.spend(units, pointer),
    compile: (pattern) => checkSchemaPattern(pattern, state.profile.limits),
    resolve,
  })
}
