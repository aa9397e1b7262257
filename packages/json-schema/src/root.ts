import type { DecodePlan } from './decode-plan'
import { isObject, type SchemaNode, typeList } from './json-schema'
import type { ProviderProfileId, ProviderRules } from './rules'
import { allowsNoKey } from './simplify'

const NOT_EMPTY_KEYWORDS = [
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  'not',
  'if',
  'enum',
  'const',
  'items',
  'prefixItems',
  'patternProperties',
  'propertyNames',
]

/** The schema of a tool that takes no parameters, per profile (`undefined`: omit `parameters`). */
export const NO_PARAMETERS: Readonly<Record<ProviderProfileId, SchemaNode | undefined>> = {
  'openai-strict': { type: 'object', properties: {}, required: [], additionalProperties: false },
  openai: { type: 'object', properties: {} },
  'anthropic-strict': { type: 'object', properties: {}, additionalProperties: false },
  anthropic: { type: 'object', properties: {} },
  'gemini-parameters': undefined,
  'gemini-json-schema': { type: 'object', properties: {} },
  mcp: { type: 'object', additionalProperties: false },
}

/**
 * The emitted root of a tool without parameters: nothing can be sent where it is closed. A root
 * that refuses every key (`additionalProperties: false`) is shown closed to every target that
 * can say so, since the tool refuses whatever key the model would add.
 */
export function noParameters(
  id: ProviderProfileId,
  root: SchemaNode,
): {
  schema: SchemaNode | undefined
  plan: DecodePlan | undefined
} {
  const open = NO_PARAMETERS[id]
  const schema =
    open !== undefined && refusesEveryKey(root) && open.additionalProperties !== false
      ? { ...open, additionalProperties: false }
      : open
  const closed = schema === undefined || schema.additionalProperties === false
  return { schema, plan: closed ? { kind: 'object', properties: [], allowedKeys: [] } : undefined }
}

// Read on a root `takesNoParameters` accepted: it names no property, so a closed one takes none,
// and so does one that allows no key at all.
function refusesEveryKey(root: SchemaNode): boolean {
  return (
    root.additionalProperties === false || root.unevaluatedProperties === false || allowsNoKey(root)
  )
}

/**
 * Whether a root schema declares no parameter at all (`{}`, `{ type: 'object' }`, no
 * properties), so that `{}` is the call to make. A root that asks for keys without naming them
 * (`minProperties`, `unevaluatedProperties`) is emitted as the object it is.
 */
export function takesNoParameters(root: SchemaNode): boolean {
  const types = typeList(root)
  if (types !== undefined && !(types.length === 1 && types[0] === 'object')) return false
  if (NOT_EMPTY_KEYWORDS.some((keyword) => root[keyword] !== undefined)) return false
  if (root.additionalProperties !== undefined && root.additionalProperties !== false) return false
  // `{}` would be refused: the model must be shown the keys it has to send.
  if (typeof root.minProperties === 'number' && root.minProperties > 0) return false
  if (root.unevaluatedProperties !== undefined && root.unevaluatedProperties !== false) {
    return false
  }
  if (Array.isArray(root.required) && root.required.length > 0) return false
  return !isObject(root.properties) || Object.keys(root.properties).length === 0
}

/** Whether an emitted root can go to the provider as is: a non-nullable object, no forbidden keyword. */
export function isAcceptedRoot(schema: SchemaNode, rules: ProviderRules): boolean {
  return (
    schema.type === 'object' &&
    schema.nullable !== true &&
    !rules.rootForbidden.some((keyword) => schema[keyword] !== undefined)
  )
}

/** Wraps a root the provider cannot take into `{ [key]: root }`, decoded back by unwrapping. */
export function wrapRoot(
  schema: SchemaNode,
  plan: DecodePlan | undefined,
  key: string,
  rules: ProviderRules,
): { schema: SchemaNode; plan: DecodePlan } {
  const wrapped: SchemaNode = { type: 'object', properties: { [key]: schema }, required: [key] }
  if (rules.closedObjects) wrapped.additionalProperties = false
  return { schema: wrapped, plan: { kind: 'unwrap', key, inner: plan } }
}
