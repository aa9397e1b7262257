import type { DecodePlan } from './decode-plan'
import { emitNode } from './emit-node'
import { type EmitState, NO_EXPANSIONS } from './emit-state'
import { isObject, type SchemaNode } from './json-schema'
import { child } from './pointer'
import { isAcceptedRoot, noParameters, takesNoParameters, wrapRoot } from './root'

/** The emitted root of a restricted target: no-parameter shape, wrapped when needed, with `$defs`. */
export function emitRoot(state: EmitState): {
  schema: SchemaNode | undefined
  plan: DecodePlan | undefined
} {
  const { rules, wrapKey } = state.profile
  const { root } = state.document
  if (takesNoParameters(root)) return noParameters(rules.id, root)
  const emitted = emitNode(state, root, { pointer: '', expansions: NO_EXPANSIONS })
  const accepted = isAcceptedRoot(emitted.schema, rules)
  let { schema, plan } = accepted ? emitted : wrapRoot(emitted.schema, emitted.plan, wrapKey, rules)
  if (state.hasDefs) schema = { ...schema, $defs: Object.fromEntries(state.defs) }
  checkParameterNames(state, schema, accepted)
  return { schema, plan }
}

function checkParameterNames(state: EmitState, schema: SchemaNode, accepted: boolean): void {
  const limit = state.profile.rules.parameterNameMaxLength
  if (limit === undefined || !isObject(schema.properties)) return
  for (const name of Object.keys(schema.properties)) {
    if (name.length > limit) {
      const pointer = accepted ? child('', 'properties', name) : ''
      state.fail(
        'STRICT_LIMIT_EXCEEDED',
        pointer,
        `parameter names are at most ${limit} characters, "${name}" has ${name.length}`,
      )
    }
  }
}
