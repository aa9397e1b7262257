import { applyKeywords } from './emit-keywords'
import { emitNode } from './emit-node'
import { closedWhereSayable, emitObject } from './emit-object'
import type { At, EmitState, Emitted } from './emit-state'
import { isObject, type SchemaNode } from './json-schema'
import { child } from './pointer'
import { literalValues, simplifyNode } from './simplify'

/** Whether an object node is a map: it allows keys beyond any listed properties. */
export function isRecord(node: SchemaNode): boolean {
  const { additionalProperties } = node
  return (
    additionalProperties === true ||
    isObject(additionalProperties) ||
    holdsPatterns(node) ||
    isObject(node.propertyNames)
  )
}

/**
 * Emits a record (map). Finite key sets become plain objects; targets that take
 * `additionalProperties` keep the map; others get a list of `{ key, value }` entries, decoded back.
 */
export function emitRecord(state: EmitState, node: SchemaNode, at: At): Emitted {
  const keys = finiteKeys(node)
  const valueSchema = valueSchemaOf(node)
  if (keys !== undefined) {
    const {
      propertyNames: _names,
      additionalProperties: _extra,
      patternProperties: _patterns,
      ...rest
    } = node
    const properties = Object.fromEntries(keys.map((key) => [key, valueSchema]))
    return emitObject(state, { ...rest, properties, additionalProperties: false }, at, () =>
      child(at.pointer, 'additionalProperties'),
    )
  }
  const { rules } = state.profile
  if (!rules.closedObjects && state.supports('additionalProperties'))
    return emitMap(state, node, valueSchema, at)
  if (state.profile.records === 'error') {
    state.fail(
      'RECORD_NOT_SUPPORTED',
      at.pointer,
      `${rules.label} cannot express a map with free keys; allow records: 'entries' to send it as a list of { key, value }`,
    )
  }
  return emitEntries(state, node, valueSchema, at)
}

function emitMap(state: EmitState, node: SchemaNode, valueSchema: unknown, at: At): Emitted {
  const values = emitNode(state, valueSchema, {
    pointer: child(at.pointer, 'additionalProperties'),
    expansions: at.expansions,
  })
  const out: SchemaNode = { type: 'object', additionalProperties: values.schema }
  if (restrictsKeys(node)) {
    state.warn(
      at.pointer,
      'KEYWORD_DROPPED',
      `${state.profile.rules.label} cannot restrict map keys: propertyNames / patternProperties are dropped (the original validator still checks them)`,
    )
  }
  applyKeywords(state, node, ['object'], out, at)
  return {
    schema: out,
    plan: values.plan === undefined ? undefined : { kind: 'values', values: values.plan },
  }
}

function emitEntries(state: EmitState, node: SchemaNode, valueSchema: unknown, at: At): Emitted {
  state.warn(
    at.pointer,
    'RECORD_AS_ENTRIES',
    `${state.profile.rules.label} cannot express a map: it is sent as a list of { key, value } entries (a list that repeats a key is refused)`,
  )
  const entry = emitObject(
    state,
    {
      type: 'object',
      properties: { key: keySchemaOf(node), value: valueSchema },
      required: ['key', 'value'],
      ...closedWhereSayable(state),
    },
    at,
    (key) => child(at.pointer, key === 'key' ? 'propertyNames' : 'additionalProperties'),
  )
  if (opensBeyondPatterns(node)) {
    state.warn(
      child(at.pointer, 'patternProperties'),
      'KEYWORD_DROPPED',
      `${state.profile.rules.label} entries cannot tie a value to its key's pattern: keys are not restricted and a value may take any of the map's value schemas (the original validator still checks each key's own)`,
    )
  } else if (patternCount(node) > 1) {
    state.warn(
      child(at.pointer, 'patternProperties'),
      'KEYWORD_DROPPED',
      `${state.profile.rules.label} entries cannot tie a value to its key's pattern: a key may match any of the patterns and its value take any of their value schemas (the original validator still checks each key against every pattern it matches)`,
    )
  }
  const out: SchemaNode = { type: 'array', items: entry.schema }
  const sizes: SchemaNode = { minItems: node.minProperties, maxItems: node.maxProperties }
  applyKeywords(state, { ...sizes, description: node.description }, ['array'], out, at, [
    'A map, sent as a list of { key, value } entries with each key at most once.',
  ])
  return { schema: out, plan: { kind: 'entries', entry: entry.plan } }
}

/** Whether a map limits its keys beyond "any string" (`propertyNames: { type: 'string' }` does not). */
export function restrictsKeys(node: SchemaNode): boolean {
  const names = node.propertyNames
  const trivialNames =
    names === undefined ||
    names === true ||
    (isObject(names) &&
      Object.keys(names).every((key) => key === 'type' && names.type === 'string'))
  return !trivialNames || holdsPatterns(node)
}

/**
 * Whether a node names at least one key pattern: `patternProperties: {}` names none, and
 * nothing is dropped or restricted with it.
 *
 * @param node - An object schema.
 */
export function holdsPatterns(node: SchemaNode): boolean {
  return isObject(node.patternProperties) && Object.keys(node.patternProperties).length > 0
}

function finiteKeys(node: SchemaNode): string[] | undefined {
  if (!isObject(node.propertyNames) || holdsPatterns(node)) return undefined
  const values = literalValues(simplifyNode(node.propertyNames))
  return values?.every((value) => typeof value === 'string') ? (values as string[]) : undefined
}

function valueSchemaOf(node: SchemaNode): unknown {
  const patterns = isObject(node.patternProperties) ? Object.values(node.patternProperties) : []
  const extra = node.additionalProperties
  const schemas = [...patterns, ...(isObject(extra) || extra === true ? [extra] : [])]
  if (schemas.length === 0) return true
  return schemas.length === 1 ? schemas[0] : { anyOf: schemas }
}

function keySchemaOf(node: SchemaNode): SchemaNode {
  const names = isObject(node.propertyNames) ? node.propertyNames : {}
  const patterns = isObject(node.patternProperties) ? Object.keys(node.patternProperties) : []
  const key: SchemaNode = { ...names, type: 'string' }
  // Closed (`false`), the patterns are exactly the keys allowed. Absent, they are kept too, which
  // is stricter than the original (other keys take any value) but never offers a refused key.
  if (patterns.length > 0 && !opensBeyondPatterns(node)) {
    key.pattern =
      patterns.length === 1 ? patterns[0] : patterns.map((pattern) => `(?:${pattern})`).join('|')
  }
  return key
}

function patternCount(node: SchemaNode): number {
  return isObject(node.patternProperties) ? Object.keys(node.patternProperties).length : 0
}

// Keys beyond the patterns are allowed with their own value schema: the entry's key cannot carry
// the patterns, and its value is the union of the value schemas.
function opensBeyondPatterns(node: SchemaNode): boolean {
  const extra = node.additionalProperties
  return (
    isObject(node.patternProperties) &&
    Object.keys(node.patternProperties).length > 0 &&
    (extra === true || isObject(extra))
  )
}
