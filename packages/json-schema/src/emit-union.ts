import { acceptsNothing } from './accepts-nothing'
import { areDisjoint } from './disjoint'
import { applyKeywords } from './emit-keywords'
import { emitNode, emitNullOnly, failUnsatisfiable } from './emit-node'
import type { At, EmitState, Emitted } from './emit-state'
import { isObject, type SchemaNode } from './json-schema'
import { acceptsNull, addNull } from './nullable'
import { child } from './pointer'
import { definitionName } from './references'

const ANNOTATIONS = ['description', 'title', 'default', 'examples', '$comment', 'deprecated']

/**
 * Emits `anyOf` / `oneOf`. A null branch becomes the target's nullable spelling; a single
 * remaining branch stands alone; `oneOf` becomes `anyOf` only when its branches are disjoint.
 * Keywords next to the union apply to every branch.
 */
export function emitUnion(state: EmitState, node: SchemaNode, at: At): Emitted {
  const keyword = Array.isArray(node.anyOf) ? 'anyOf' : 'oneOf'
  const branches = node[keyword] as unknown[]
  const annotations: SchemaNode = {}
  const shared: SchemaNode = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === keyword) continue
    if (ANNOTATIONS.includes(key)) annotations[key] = value
    else shared[key] = value
  }
  const hasShared = Object.keys(shared).length > 0
  // Each branch is emitted, and later recognised when decoding, with the keywords beside the
  // union: a branch alone (`{required: ['a']}`) would take a value whose other properties only a
  // sibling branch lets the model send as null, and decode it by the wrong branch's plan.
  const foldsNull = keyword === 'anyOf' || nullIsExclusive(state, branches)
  // A branch that accepts no value adds none to the union, nor does it match a value twice.
  let possible = 0
  const kept: Array<{ original: unknown; index: number }> = []
  branches.forEach((branch, index) => {
    if (acceptsNothing(branch)) return
    if (hasShared && sharesNoValue(state, shared, branch, at)) return
    possible++
    if (foldsNull && isNullBranch(branch)) return
    kept.push({ original: hasShared ? { allOf: [shared, branch] } : branch, index })
  })
  if (possible === 0) failUnsatisfiable(state, at)
  if (kept.length === 0) return emitNullOnly(state, annotations, at)
  const emitted = kept.map(({ original, index }) =>
    emitNode(state, original, {
      pointer: child(at.pointer, keyword, index),
      expansions: at.expansions,
    }),
  )
  let schema: SchemaNode
  if (emitted.length === 1) {
    const only = emitted[0]!.schema
    // A $ref takes no sibling keywords on some targets: annotations go on a wrapper.
    schema =
      only.$ref !== undefined && Object.keys(annotations).length > 0
        ? { anyOf: [only] }
        : { ...only }
  } else {
    const keepsOneOf = keyword === 'oneOf' && state.supports('oneOf')
    const schemas = emitted.map((branch) => branch.schema)
    if (
      keyword === 'oneOf' &&
      !keepsOneOf &&
      !areDisjoint(
        schemas,
        (ref) => state.defs.get(definitionName(ref)),
        state.profile.rules.closedObjects || !state.supports('additionalProperties'),
        (units) => state.output.spend(units, at.pointer),
        emitted.map((branch) => branch.plan),
      )
    ) {
      state.fail(
        'ONEOF_NOT_DISJOINT',
        at.pointer,
        `${state.profile.rules.label} has no oneOf, and anyOf would accept values that match several branches: make the branches disjoint (a const discriminator, different types) or use anyOf`,
      )
    }
    schema = { [keepsOneOf ? 'oneOf' : 'anyOf']: schemas }
  }
  applyKeywords(state, annotations, [], schema, at)
  if (kept.length < possible) schema = addNull(schema, state.profile.rules)
  if (emitted.length === 1) return { schema, plan: emitted[0]!.plan }
  warnListsReadAsMaps(state, emitted, at)
  const planned = emitted.some((branch) => branch.plan !== undefined)
  return {
    schema,
    plan: planned
      ? {
          kind: 'union',
          branches: kept.map(({ original }, index) => ({
            original: original as SchemaNode,
            plan: emitted[index]!.plan,
          })),
        }
      : undefined,
  }
}

// The keywords beside the union and the branch accept no value in common (other types, other
// literals): the branch, merged with them, would accept none.
function sharesNoValue(state: EmitState, shared: SchemaNode, branch: unknown, at: At): boolean {
  if (!isObject(branch)) return false
  return areDisjoint(
    [shared, branch],
    (ref) => {
      const definition = state.document.defs[definitionName(ref)]
      return isObject(definition) ? definition : undefined
    },
    false,
    (units) => state.output.spend(units, at.pointer),
  )
}

// A map sent as entries is a list beside a branch that is a list already: a list that fits both
// is decoded by the first branch it fits, maybe as the map the model did not mean.
function warnListsReadAsMaps(state: EmitState, emitted: readonly Emitted[], at: At): void {
  const asEntries = emitted.some((branch) => branch.plan?.kind === 'entries')
  const lists = emitted.some(
    (branch) => branch.plan?.kind !== 'entries' && branch.schema.type === 'array',
  )
  if (!asEntries || !lists) return
  state.warn(
    at.pointer,
    'RECORD_AS_ENTRIES',
    `${state.profile.rules.label} sends a map of this union as a list of { key, value } entries, beside a branch that is a list: a list that fits both is read as the branch listed first`,
  )
}

// A oneOf's null branch becomes the nullable spelling only when null matches no other branch:
// otherwise null matches two branches, oneOf refuses it, and the branches are judged as they are.
function nullIsExclusive(state: EmitState, branches: readonly unknown[]): boolean {
  if (!branches.some(isNullBranch)) return true
  let nullBranches = 0
  for (const branch of branches) {
    if (isNullBranch(branch)) nullBranches++
    else if (acceptsNull(branch, state.document.defs)) return false
  }
  return nullBranches <= 1
}

function isNullBranch(branch: unknown): boolean {
  if (!isObject(branch)) return false
  const structural = Object.keys(branch).filter((key) => !ANNOTATIONS.includes(key))
  if (structural.length !== 1) return false
  if (branch.type === 'null' || branch.const === null) return true
  return Array.isArray(branch.enum) && branch.enum.length === 1 && branch.enum[0] === null
}
