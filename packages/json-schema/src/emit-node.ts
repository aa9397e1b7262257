import { acceptsNothing } from './accepts-nothing'
import { composeDescription } from './describe-constraints'
import { emitArray } from './emit-array'
import { applyKeywords, applyLiterals } from './emit-keywords'
import { emitObject } from './emit-object'
import { emitRef } from './emit-ref'
import type { At, EmitState, Emitted } from './emit-state'
import { emitUnion } from './emit-union'
import { isObject, type SchemaNode, typeList } from './json-schema'
import { emitJsonText } from './json-text'
import { OBJECT_KEYWORDS } from './keywords'
import { mergeAllOfAt } from './merge-at'
import { addNull } from './nullable'
import { definitionName } from './references'
import { literalValues, simplifyNode, typesOfValues } from './simplify'

const TYPE_NAMES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'])

const KEYWORD_TYPES: readonly (readonly [string, readonly string[]])[] = [
  ['object', OBJECT_KEYWORDS],
  ['array', ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems']],
  ['string', ['minLength', 'maxLength', 'pattern', 'format']],
  ['number', ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']],
]

/**
 * Emits one schema node for a restricted target, with the plan that decodes its values. Every
 * node counts against the output budget and the depth limit.
 */
export function emitNode(state: EmitState, input: unknown, at: At): Emitted {
  state.enter(input, at.pointer)
  try {
    return emitCounted(state, input, at)
  } finally {
    state.leave()
  }
}

/**
 * Refuses a schema node that accepts no value: the model could never send one.
 *
 * @param state - The emit state.
 * @param at - Where the node sits.
 */
export function failUnsatisfiable(state: EmitState, at: At): never {
  return state.fail(
    'UNSATISFIABLE',
    at.pointer,
    'this schema accepts no value (`false`, `not: {}`, an empty `enum` or `type: []`), so the model could never send one',
  )
}

function emitCounted(state: EmitState, input: unknown, at: At): Emitted {
  if (input === true) return emitUntyped(state, {}, at)
  if (acceptsNothing(input)) failUnsatisfiable(state, at)
  if (!isObject(input)) {
    state.fail(
      'INVALID_SCHEMA',
      at.pointer,
      `expected a JSON Schema object or boolean, received ${JSON.stringify(input)}`,
    )
  }
  const node = simplifyNode(input)
  // Merged literals may list nothing (a `const` an `enum` beside it leaves out), or nothing of
  // the node's own `type`.
  if (node !== input && (literalValues(node)?.length === 0 || acceptsNothing(node)))
    failUnsatisfiable(state, at)
  if (node.$ref !== undefined) return emitRef(state, node, at)
  if (node.allOf !== undefined) return emitNode(state, mergeNode(state, node, at), at)
  if (Array.isArray(node.anyOf) && Array.isArray(node.oneOf)) {
    const { oneOf, anyOf, ...rest } = node as SchemaNode & { anyOf: unknown[]; oneOf: unknown[] }
    state.warn(
      at.pointer,
      'ALLOF_MERGED_LOSSY',
      'anyOf and oneOf on one node become one anyOf: "exactly one" is left to the original validator',
    )
    state.checkUnionProduct(anyOf.length * oneOf.length, at.pointer)
    const pairs = anyOf.flatMap((left) => oneOf.map((right) => ({ allOf: [left, right] })))
    return emitNode(state, { ...rest, anyOf: pairs }, at)
  }
  if (Array.isArray(node.anyOf) || Array.isArray(node.oneOf)) return emitUnion(state, node, at)
  const types = inferTypes(state, node, at)
  if (types === undefined) return emitUntyped(state, node, at)
  const nonNull = types.includes('null') ? types.filter((type) => type !== 'null') : types
  if (nonNull.length === 0) return emitNullOnly(state, node, at)
  const core = withoutNull(node, nonNull)
  const splits =
    nonNull.length > 1 &&
    (!state.profile.rules.typeArrays ||
      nonNull.some((type) => type === 'object' || type === 'array'))
  const emitted = splits
    ? emitTypeUnion(state, core, nonNull, at)
    : emitTyped(state, core, nonNull, at)
  if (nonNull.length === types.length || !listsNull(node)) return emitted
  return { schema: addNull(emitted.schema, state.profile.rules), plan: emitted.plan }
}

// Whether a node whose type takes null still takes it: an `enum` or `const` beside the type
// must list null too (`{ type: ['string', 'null'], enum: ['a'] }` refuses null).
function listsNull(node: SchemaNode): boolean {
  if (node.const !== undefined) return node.const === null
  return Array.isArray(node.enum) ? node.enum.includes(null) : true
}

/** A node that accepts only `null`. */
export function emitNullOnly(state: EmitState, node: SchemaNode, at: At): Emitted {
  const out: SchemaNode = {}
  if (state.profile.rules.nullable === 'json') {
    out.type = 'null'
    applyKeywords(state, node, [], out, at)
    return { schema: out, plan: undefined }
  }
  const literals = applyLiterals(state, { const: null }, out, at)
  applyKeywords(state, node, [], out, at, literals.sentences)
  return { schema: out, plan: literals.plan }
}

function emitTyped(state: EmitState, node: SchemaNode, types: readonly string[], at: At): Emitted {
  if (types.length === 1 && (types[0] === 'object' || types[0] === 'array'))
    return emitCompound(state, node, types[0], at)
  const out: SchemaNode = { type: types.length === 1 ? types[0] : [...types] }
  const literals = applyLiterals(state, node, out, at)
  if (literals.plan === undefined) {
    applyKeywords(state, node, types, out, at, literals.sentences)
    return { schema: out, plan: undefined }
  }
  // Listed as strings now: the default is written the same way.
  const asText =
    node.default === undefined || typeof node.default === 'string'
      ? node
      : { ...node, default: JSON.stringify(node.default) }
  applyKeywords(state, asText, ['string'], out, at, literals.sentences)
  return { schema: out, plan: literals.plan }
}

/** An object or array node; listed values (`enum` / `const` of objects or arrays) are kept if the target can list them. */
function emitCompound(
  state: EmitState,
  node: SchemaNode,
  type: 'object' | 'array',
  at: At,
): Emitted {
  if (node.enum === undefined && node.const === undefined) {
    // Nothing listed: the object or array as it is emitted.
    return type === 'object' ? emitObject(state, node, at) : emitArray(state, node, at)
  }
  const { enum: _enum, const: _const, ...shape } = node
  const listed: SchemaNode = {}
  const literals = applyLiterals(state, node, listed, at)
  if (literals.plan !== undefined) {
    applyKeywords(state, node, [], listed, at)
    return { schema: listed, plan: literals.plan }
  }
  const emitted = type === 'object' ? emitObject(state, shape, at) : emitArray(state, shape, at)
  const schema = { ...emitted.schema }
  if (listed.enum !== undefined) schema.enum = listed.enum
  if (listed.const !== undefined) schema.const = listed.const
  const description = composeDescription(schema.description, [], literals.sentences)
  if (description !== undefined) schema.description = description
  return { schema, plan: emitted.plan }
}

/** `type: [a, b]` where the target needs one type per node: a union of one node per type. */
function emitTypeUnion(
  state: EmitState,
  node: SchemaNode,
  types: readonly string[],
  at: At,
): Emitted {
  const { description, title, default: defaultValue, ...rest } = node
  const annotations = Object.fromEntries(
    Object.entries({ description, title, default: defaultValue }).filter(
      ([, value]) => value !== undefined,
    ),
  )
  return emitUnion(state, { ...annotations, anyOf: types.map((type) => ({ ...rest, type })) }, at)
}

function emitUntyped(state: EmitState, node: SchemaNode, at: At): Emitted {
  if (state.profile.rules.typeRequired) {
    applyKeywords(state, node, [], {}, at)
    return emitJsonText(state, node, at, 'Any JSON value')
  }
  const out: SchemaNode = {}
  applyKeywords(state, node, [], out, at)
  return { schema: out, plan: undefined }
}

// The usual node declares one known type: its list is shared, read only, never written out.
const SINGLE_TYPES: ReadonlyMap<string, readonly string[]> = new Map(
  [...TYPE_NAMES].map((type) => [type, Object.freeze([type])]),
)

function inferTypes(state: EmitState, node: SchemaNode, at: At): readonly string[] | undefined {
  const single = typeof node.type === 'string' ? SINGLE_TYPES.get(node.type) : undefined
  if (single !== undefined) return single
  const declared = typeList(node)
  if (declared !== undefined) {
    const unknown = declared.find((type) => !TYPE_NAMES.has(type))
    if (unknown !== undefined)
      state.fail('INVALID_SCHEMA', at.pointer, `"${unknown}" is not a JSON Schema type`)
    return declared
  }
  if (node.type !== undefined)
    state.fail(
      'INVALID_SCHEMA',
      at.pointer,
      `expected type to be a string or a list of strings, received ${JSON.stringify(node.type)}`,
    )
  const values = literalValues(node)
  if (values !== undefined) return typesOfValues(values)
  for (const [type, keywords] of KEYWORD_TYPES) {
    if (keywords.some((keyword) => node[keyword] !== undefined)) return [type]
  }
  return undefined
}

function withoutNull(node: SchemaNode, types: readonly string[]): SchemaNode {
  // The common node, one non-null type and no null listed, is already its own core.
  if (
    types.length === 1 &&
    node.type === types[0] &&
    (!Array.isArray(node.enum) || !node.enum.includes(null))
  )
    return node
  const core: SchemaNode = { ...node, type: types.length === 1 ? types[0] : [...types] }
  if (Array.isArray(node.enum)) core.enum = node.enum.filter((value) => value !== null)
  return core
}

function mergeNode(state: EmitState, node: SchemaNode, at: At): SchemaNode {
  return mergeAllOfAt(state, node, at.pointer, (ref) => {
    const name = definitionName(ref)
    return state.document.recursive.has(name) ? undefined : state.document.defs[name]
  })
}
