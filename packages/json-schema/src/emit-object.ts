import { acceptsNothing } from './accepts-nothing'
import { setKey } from './copy-json'
import type { DecodePlan, PropertyPlan } from './decode-plan'
import { applyKeywords } from './emit-keywords'
import { emitNode } from './emit-node'
import { emitRecord, holdsPatterns, isRecord, restrictsKeys } from './emit-record'
import type { At, EmitState, Emitted } from './emit-state'
import { isObject, type SchemaNode } from './json-schema'
import { emitJsonText } from './json-text'
import { acceptsNull, addNull } from './nullable'
import { child, escapeToken } from './pointer'

/**
 * Emits an object node: every property emitted in turn, optional ones made required and
 * nullable where the target wants every property required (decoded back to absent or to the
 * default), objects closed where the target wants that, records handed to `emitRecord`.
 */
export function emitObject(
  state: EmitState,
  node: SchemaNode,
  at: At,
  propertyPointer?: (key: string) => string,
): Emitted {
  const properties = isObject(node.properties) ? node.properties : {}
  const required = requiredNames(node)
  const keys = Object.keys(properties)
  if (keys.length === 0 && isRecord(node)) return emitRecord(state, node, at)
  addUnlisted(keys, properties, node.required)
  if (keys.length === 0) return emitEmptyObject(state, node, at)
  const { rules } = state.profile
  const outProperties: Record<string, unknown> = {}
  const outRequired: string[] = []
  const plans: PropertyPlan[] = []
  let leftOut: string[] | undefined
  // The pointer of `properties` once, not again for every property.
  const propertiesPointer = `${at.pointer}/properties/`
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!
    const schema = Object.hasOwn(properties, key) ? properties[key] : unlistedSchema(node)
    const pointer =
      propertyPointer === undefined ? propertiesPointer + escapeToken(key) : propertyPointer(key)
    const needed = isRequired(required, key)
    // A property no value satisfies is left out: offered as optional, or as nullable under
    // strict, the model could send a value the validator then refuses.
    if (acceptsNothing(schema)) {
      if (needed)
        state.fail('UNSATISFIABLE', pointer, `"${key}" is required but its schema accepts no value`)
      leftOut ??= []
      leftOut.push(pointer)
      continue
    }
    const emitted = emitNode(state, schema, { pointer, expansions: at.expansions })
    if (needed || !rules.allPropertiesRequired) {
      setKey(outProperties, key, emitted.schema)
      if (needed) outRequired.push(key)
      if (emitted.plan !== undefined) plans.push({ key, plan: emitted.plan })
      continue
    }
    outRequired.push(key)
    if (acceptsNull(schema, state.document.defs)) {
      state.warn(
        pointer,
        'OPTIONAL_NULL_AMBIGUOUS',
        `"${key}" is optional and accepts null: ${rules.label} requires every property, so absent and null cannot be told apart (null is passed on as null)`,
      )
      setKey(outProperties, key, emitted.schema)
      plans.push({ key, plan: emitted.plan, absentSentAsNull: true })
      continue
    }
    setKey(outProperties, key, addNull(emitted.schema, rules))
    // A default its own schema refuses was taken out of the document before emitting.
    const fallback = isObject(schema) ? schema.default : undefined
    plans.push({
      key,
      plan: emitted.plan,
      whenNull: fallback === undefined ? NULL_MEANS_ABSENT : { default: fallback },
    })
  }
  const out: SchemaNode = { type: 'object', properties: outProperties }
  if (outRequired.length > 0 || rules.allPropertiesRequired) out.required = outRequired
  closeObject(state, node, out, at)
  applyKeywords(state, node, ['object'], out, at)
  const closed = out.additionalProperties === false
  if (leftOut !== undefined && !closed) warnLeftOut(state, leftOut)
  if (plans.length === 0 && !closed) return { schema: out, plan: undefined }
  // A copy of the exact length: the pushed array keeps room for more, and every tool keeps its plans.
  const propertyPlans = plans.slice()
  const plan: DecodePlan = closed
    ? { kind: 'object', properties: propertyPlans, allowedKeys: Object.keys(outProperties) }
    : { kind: 'object', properties: propertyPlans }
  return { schema: out, plan }
}

const NO_NAMES: readonly unknown[] = Object.freeze([])
// Every optional property sent as null and decoded to absent shares this one step.
const NULL_MEANS_ABSENT = Object.freeze({ absent: true } as const)

/** The names an object node requires; a set only for a long list, a short one is searched. */
function requiredNames(node: SchemaNode): readonly unknown[] | ReadonlySet<unknown> {
  const listed: readonly unknown[] = Array.isArray(node.required) ? node.required : NO_NAMES
  return listed.length > 16 ? new Set(listed) : listed
}

function isRequired(required: readonly unknown[] | ReadonlySet<unknown>, key: string): boolean {
  return Array.isArray(required)
    ? required.includes(key)
    : (required as ReadonlySet<unknown>).has(key)
}

// What a required name without a schema of its own must satisfy: `additionalProperties` where
// no pattern may claim the name (`false` makes the object accept nothing), else anything.
function unlistedSchema(node: SchemaNode): unknown {
  if (holdsPatterns(node) || node.additionalProperties === undefined) return true
  return node.additionalProperties
}

// Required names without a schema follow the listed properties, each once.
function addUnlisted(keys: string[], properties: SchemaNode, required: unknown): void {
  if (!Array.isArray(required)) return
  let added: Set<string> | undefined
  for (const key of required) {
    if (typeof key !== 'string' || Object.hasOwn(properties, key) || added?.has(key)) continue
    added ??= new Set()
    added.add(key)
    keys.push(key)
  }
}

// Left out of an object that stays open, a property the tool forbids reads as "any extra key":
// the model may send it, and the tool refuses the call.
function warnLeftOut(state: EmitState, pointers: readonly string[]): void {
  for (const pointer of pointers) {
    state.warn(
      pointer,
      'KEYWORD_DROPPED',
      `${state.profile.rules.label} cannot forbid one property of an open object: this property accepts no value and is left out, so a model may still send it (the original validator refuses it)`,
    )
  }
}

function closeObject(state: EmitState, node: SchemaNode, out: SchemaNode, at: At): void {
  const { rules } = state.profile
  const extra = node.additionalProperties
  const opensExtra = extra === true || isObject(extra) || isObject(node.patternProperties)
  if (rules.closedObjects) {
    out.additionalProperties = false
    if (opensExtra) {
      state.warn(
        at.pointer,
        'EXTRA_PROPERTIES_DROPPED',
        `${rules.label} cannot take properties beyond the listed ones: the extra properties this object allows cannot be sent`,
      )
    }
  } else if (!state.supports('additionalProperties')) {
    if (extra === false) warnOpened(state, at)
    else if (opensExtra) {
      state.warn(
        at.pointer,
        'EXTRA_PROPERTIES_DROPPED',
        `${rules.label} does not support additionalProperties: the extra properties this object allows are not described, so a model may send them of any type (the original validator checks them)`,
      )
    }
  } else if (extra === false) {
    out.additionalProperties = false
  } else if (isObject(extra)) {
    out.additionalProperties = emitNode(state, extra, {
      pointer: child(at.pointer, 'additionalProperties'),
      expansions: at.expansions,
    }).schema
  }
  if (holdsPatterns(node) && !state.supports('patternProperties')) {
    state.warn(
      child(at.pointer, 'patternProperties'),
      'KEYWORD_DROPPED',
      `${rules.label} does not support patternProperties: they are dropped, and a listed property whose name a pattern matches is shown without that pattern's schema (the original validator still checks it)`,
    )
  }
  if (restrictsKeys(node) && !holdsPatterns(node) && !state.supports('propertyNames')) {
    state.warn(
      at.pointer,
      'KEYWORD_DROPPED',
      `${rules.label} does not support propertyNames: it is dropped (the original validator still checks it)`,
    )
  }
}

/**
 * `additionalProperties: false` for an object the emitter makes up (a map's entry, a tuple sent
 * by position) where the target can say it; elsewhere it is left out without a warning, since
 * decoding reads such an object by its own keys and ignores any other.
 */
export function closedWhereSayable(state: EmitState): { additionalProperties?: false } {
  return state.profile.rules.closedObjects || state.supports('additionalProperties')
    ? { additionalProperties: false }
    : {}
}

// The emitted object is looser than the tool's: it reads as taking any extra property.
function warnOpened(state: EmitState, at: At): void {
  state.warn(
    at.pointer,
    'KEYWORD_DROPPED',
    `${state.profile.rules.label} does not support additionalProperties: false: it is dropped, so a model may send properties beyond the listed ones (the original validator refuses them)`,
  )
}

function emitEmptyObject(state: EmitState, node: SchemaNode, at: At): Emitted {
  const { rules } = state.profile
  if (node.additionalProperties === false && rules.emptyObjects) {
    const out: SchemaNode = { type: 'object', properties: {} }
    if (rules.allPropertiesRequired) out.required = []
    if (rules.closedObjects || state.supports('additionalProperties'))
      out.additionalProperties = false
    else warnOpened(state, at)
    applyKeywords(state, node, ['object'], out, at)
    const closed = out.additionalProperties === false
    return {
      schema: out,
      plan: closed ? { kind: 'object', properties: [], allowedKeys: [] } : undefined,
    }
  }
  if (rules.closedObjects || !rules.emptyObjects)
    return emitJsonText(state, node, at, 'A JSON object')
  const out: SchemaNode = { type: 'object' }
  applyKeywords(state, node, ['object'], out, at)
  return { schema: out, plan: undefined }
}
