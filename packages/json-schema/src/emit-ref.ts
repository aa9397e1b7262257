import type { DecodePlan } from './decode-plan'
import { applyKeywords } from './emit-keywords'
import { emitNode } from './emit-node'
import { type At, type EmitState, type Emitted, NO_EXPANSIONS } from './emit-state'
import type { SchemaNode } from './json-schema'
import { emitJsonText } from './json-text'
import { definitionReference } from './pointer'
import { definitionName } from './references'

const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'examples',
  '$comment',
  'deprecated',
])

/**
 * Emits a `$ref`. Targets that take references (and recursion, if the definition recurses) get
 * a `$ref` to the emitted definition; others get the definition inlined, recursion unrolled to
 * `recursionDepth` levels and cut there by a JSON-text node.
 */
export function emitRef(state: EmitState, node: SchemaNode, at: At): Emitted {
  if (typeof node.$ref !== 'string') {
    state.fail(
      'INVALID_SCHEMA',
      at.pointer,
      `expected $ref to be a string, received ${JSON.stringify(node.$ref)}`,
    )
  }
  const ref = node.$ref
  const name = definitionName(ref)
  const { $ref: _ref, ...siblings } = node
  const siblingKeys = Object.keys(siblings)
  if (siblingKeys.some((key) => !ANNOTATIONS.has(key)))
    return emitNode(state, { ...siblings, allOf: [{ $ref: ref }] }, at)
  const { rules } = state.profile
  const recursive = state.document.recursive.has(name)
  const keepsReference = rules.refs && (rules.recursion || !recursive)
  if (!keepsReference || (siblingKeys.length > 0 && !recursive)) {
    return annotate(state, inlineDefinition(state, name, at), siblings, at)
  }
  emitDefinition(state, name)
  const reference = { $ref: definitionReference(name) }
  const plan = definitionPlan(state, name)
  if (siblingKeys.length === 0) return { schema: reference, plan }
  const schema: SchemaNode = { anyOf: [reference] }
  applyKeywords(state, siblings, [], schema, at)
  return { schema, plan }
}

function inlineDefinition(state: EmitState, name: string, at: At): Emitted {
  const { document, profile } = state
  const definition = document.defs[name]
  const pointer = document.defPointers[name] ?? at.pointer
  if (!document.recursive.has(name))
    return emitNode(state, definition, { pointer, expansions: at.expansions })
  const depth = at.expansions.get(name) ?? 0
  if (depth >= profile.recursionDepth) {
    // The cut writes the whole definition into a description: it costs what the definition holds.
    state.output.spend(state.definitionSize(name), pointer)
    return emitJsonText(
      state,
      {},
      { pointer, expansions: at.expansions },
      `A "${name}" value nested deeper than ${profile.recursionDepth} levels`,
      'RECURSION_UNROLLED',
      [`It matches this JSON Schema: ${state.definitionText(name)}`],
    )
  }
  const expansions = new Map(at.expansions).set(name, depth + 1)
  return emitNode(state, definition, { pointer, expansions })
}

function annotate(state: EmitState, emitted: Emitted, siblings: SchemaNode, at: At): Emitted {
  if (Object.keys(siblings).length === 0) return emitted
  const schema = { ...emitted.schema }
  applyKeywords(state, siblings, [], schema, at)
  return { schema, plan: emitted.plan }
}

/** Emits a definition once into the shared `$defs`; a reference met while emitting it is recursion. */
function emitDefinition(state: EmitState, name: string): void {
  if (state.defs.has(name) || state.emitting.has(name)) return
  const holder: { plan: DecodePlan | undefined } = { plan: undefined }
  state.defPlans.set(name, holder)
  state.emitting.add(name)
  const pointer = state.document.defPointers[name] ?? ''
  const emitted = emitNode(state, state.document.defs[name], { pointer, expansions: NO_EXPANSIONS })
  state.defs.set(name, emitted.schema)
  holder.plan = emitted.plan
  state.emitting.delete(name)
}

function definitionPlan(state: EmitState, name: string): DecodePlan | undefined {
  const holder = state.defPlans.get(name)!
  return state.emitting.has(name) ? { kind: 'ref', target: holder } : holder.plan
}
