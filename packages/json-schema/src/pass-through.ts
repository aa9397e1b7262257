import { cloneJson } from './copy-json'
import type { DecodePlan } from './decode-plan'
import type { EmitState } from './emit-state'
import { isObject, type SchemaNode } from './json-schema'
import { mergeAllOfAt } from './merge-at'
import { definitionName } from './references'
import { isAcceptedRoot, noParameters, takesNoParameters, wrapRoot } from './root'

/**
 * The root for targets that tolerate any JSON Schema (OpenAI and Anthropic non-strict, MCP):
 * the schema as given, with the root made an object: typed when it is a union of objects and
 * the target allows that, wrapped otherwise; `$defs` for every reference.
 */
export function passThrough(state: EmitState): {
  schema: SchemaNode | undefined
  plan: DecodePlan | undefined
} {
  const { rules, wrapKey } = state.profile
  const { root, defs, recursive } = state.document
  if (takesNoParameters(root)) return noParameters(rules.id, root)
  // The document is this call's own, and the result is copied when it is frozen: no copy here,
  // only new objects where the root changes.
  let schema = root
  if (schema.allOf !== undefined && rules.rootForbidden.includes('allOf')) {
    schema = mergeAllOfAt(state, schema, '', (ref) =>
      recursive.has(definitionName(ref)) ? undefined : cloneJson(defs[definitionName(ref)]),
    )
  }
  const typed =
    schema.type === undefined && describesObject(schema, defs)
      ? { ...schema, type: 'object' }
      : schema
  let plan: DecodePlan | undefined
  if (isAcceptedRoot(typed, rules)) schema = typed
  else ({ schema, plan } = wrapRoot(schema, undefined, wrapKey, rules))
  if (Object.keys(defs).length > 0) schema = { ...schema, $defs: defs }
  return { schema, plan }
}

function describesObject(
  schema: unknown,
  defs: Readonly<Record<string, unknown>>,
  depth = 0,
): boolean {
  if (!isObject(schema) || depth > 8) return false
  if (schema.type === 'object' || isObject(schema.properties)) return true
  if (typeof schema.$ref === 'string')
    return describesObject(defs[definitionName(schema.$ref)], defs, depth + 1)
  // Every member of an intersection holds: one object member makes it an object.
  if (Array.isArray(schema.allOf) && schema.allOf.some((m) => describesObject(m, defs, depth + 1)))
    return true
  const branches = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : undefined
  return (
    branches !== undefined &&
    branches.length > 0 &&
    branches.every((branch) => describesObject(branch, defs, depth + 1))
  )
}
