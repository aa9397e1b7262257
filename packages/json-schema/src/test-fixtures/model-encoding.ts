import { Ajv2020 } from 'ajv/dist/2020.js'
import { isObject, type SchemaNode } from '../json-schema'
import type { ProviderProfileId } from '../rules'
import { resolve } from './arbitrary'

/** What the model sends for a value, and what decoding must give back. */
export interface Encoded {
  readonly sent: unknown
  readonly decoded: unknown
}

const ajv = new Ajv2020({ strict: false, allErrors: false })

const REWRITES_SHAPES: ReadonlySet<ProviderProfileId> = new Set([
  'openai-strict',
  'anthropic-strict',
  'gemini-parameters',
])
const UNROLLS: ReadonlySet<ProviderProfileId> = new Set(['anthropic-strict', 'gemini-parameters'])
const UNROLL_DEPTH = 3

/**
 * Encodes a value the way a model answers under a profile, following PROVIDER_RULES.md on the
 * original schema (independently of the emitter): absent optional fields sent as null under OpenAI
 * strict, maps as `{ key, value }` lists, tuples as positional objects, unknown values and
 * recursion past the unroll depth as JSON text, non-string enum values as strings for Gemini
 * parameters, a root union or any other root that is not an object wrapped in `{ value }`. All definitions of the cases are recursive.
 */
export function encodeAs(
  profile: ProviderProfileId,
  document: SchemaNode,
  value: unknown,
): Encoded {
  const root =
    typeof document.$ref === 'string' ? (resolve(document, document.$ref) as SchemaNode) : document
  const encoded = encode(profile, document, root, value, new Map())
  if (!sentWrapped(profile, document, root)) return encoded
  return { sent: { value: encoded.sent }, decoded: encoded.decoded }
}

// Every provider wants an object root: a union root is wrapped (MCP keeps one whose branches
// are all objects), and so is any other root that is not an object once its shape is sent as
// the profile sends it (a map as a list of entries, a tuple as an object keyed by position).
function sentWrapped(profile: ProviderProfileId, document: SchemaNode, root: SchemaNode): boolean {
  const branches = (root.anyOf ?? root.oneOf) as unknown[] | undefined
  if (!Array.isArray(branches)) return !sentAsObject(profile, document, root)
  return profile !== 'mcp' || !branches.every((branch) => sentAsObject(profile, document, branch))
}

function sentAsObject(profile: ProviderProfileId, document: SchemaNode, schema: unknown): boolean {
  if (!isObject(schema)) return false
  if (typeof schema.$ref === 'string')
    return sentAsObject(profile, document, resolve(document, schema.$ref))
  if (Array.isArray(schema.allOf))
    return schema.allOf.some((member) => sentAsObject(profile, document, member))
  const rewritten = REWRITES_SHAPES.has(profile)
  if (schema.type === 'array') return rewritten && Array.isArray(schema.prefixItems)
  if (schema.type !== 'object') return false
  return !(rewritten && isMap(schema))
}

function isMap(schema: SchemaNode): boolean {
  return mapValueSchema(schema) !== undefined
}

// The schema of a map's values: its `additionalProperties`, or its one `patternProperties`
// entry when it lists no properties (a record whose keys follow a pattern).
function mapValueSchema(schema: SchemaNode): unknown {
  const properties = isObject(schema.properties) ? schema.properties : {}
  if (Object.keys(properties).length > 0) return undefined
  if (isObject(schema.additionalProperties)) return schema.additionalProperties
  const patterns = isObject(schema.patternProperties) ? Object.values(schema.patternProperties) : []
  return patterns.length === 1 && isObject(patterns[0]) ? patterns[0] : undefined
}

// Providers that take no `allOf` get its object members merged into one object.
function mergeAllOf(document: SchemaNode, schema: SchemaNode): SchemaNode {
  const members = (schema.allOf as unknown[]).map((member) =>
    isObject(member) && typeof member.$ref === 'string'
      ? (resolve(document, member.$ref) as SchemaNode)
      : (member as SchemaNode),
  )
  const properties = Object.assign({}, ...members.map((member) => member.properties ?? {}))
  const required = members.flatMap((member) =>
    Array.isArray(member.required) ? member.required : [],
  )
  return { type: 'object', properties, required }
}

function encode(
  profile: ProviderProfileId,
  document: SchemaNode,
  schema: unknown,
  value: unknown,
  expansions: ReadonlyMap<string, number>,
): Encoded {
  if (!isObject(schema) || Object.keys(schema).length === 0) {
    return REWRITES_SHAPES.has(profile)
      ? { sent: JSON.stringify(value), decoded: value }
      : { sent: value, decoded: value }
  }
  if (typeof schema.$ref === 'string') {
    const depth = expansions.get(schema.$ref) ?? 0
    if (UNROLLS.has(profile) && depth >= UNROLL_DEPTH)
      return { sent: JSON.stringify(value), decoded: value }
    const next = new Map(expansions).set(schema.$ref, depth + 1)
    return encode(profile, document, resolve(document, schema.$ref), value, next)
  }
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined
  if (Array.isArray(branches)) {
    const branch = branches.find((candidate) =>
      ajv.validate({ ...(candidate as object), $defs: document.$defs }, value),
    )
    return encode(profile, document, branch, value, expansions)
  }
  if (schema.const !== undefined || Array.isArray(schema.enum)) {
    return profile === 'gemini-parameters' && typeof value !== 'string' && value !== null
      ? { sent: JSON.stringify(value), decoded: value }
      : { sent: value, decoded: value }
  }
  if (Array.isArray(schema.allOf))
    return encode(profile, document, mergeAllOf(document, schema), value, expansions)
  if (Array.isArray(value)) return encodeArray(profile, document, schema, value, expansions)
  if (isObject(value)) return encodeObject(profile, document, schema, value, expansions)
  return { sent: value, decoded: value }
}

function encodeArray(
  profile: ProviderProfileId,
  document: SchemaNode,
  schema: SchemaNode,
  value: unknown[],
  expansions: ReadonlyMap<string, number>,
): Encoded {
  const prefix = schema.prefixItems
  if (Array.isArray(prefix)) {
    const items = value.map((item, index) =>
      encode(profile, document, prefix[index] ?? schema.items, item, expansions),
    )
    if (!REWRITES_SHAPES.has(profile))
      return { sent: items.map((item) => item.sent), decoded: items.map((item) => item.decoded) }
    return {
      sent: Object.fromEntries(items.map((item, index) => [String(index), item.sent])),
      decoded: items.map((item) => item.decoded),
    }
  }
  const items = value.map((item) =>
    encode(profile, document, schema.items ?? true, item, expansions),
  )
  return { sent: items.map((item) => item.sent), decoded: items.map((item) => item.decoded) }
}

function encodeObject(
  profile: ProviderProfileId,
  document: SchemaNode,
  schema: SchemaNode,
  value: Record<string, unknown>,
  expansions: ReadonlyMap<string, number>,
): Encoded {
  const properties = isObject(schema.properties) ? schema.properties : {}
  const valueSchema = mapValueSchema(schema)
  if (valueSchema !== undefined) {
    const entries = Object.entries(value).map(
      ([key, item]) => [key, encode(profile, document, valueSchema, item, expansions)] as const,
    )
    const decoded = Object.fromEntries(entries.map(([key, item]) => [key, item.decoded]))
    if (!REWRITES_SHAPES.has(profile))
      return { sent: Object.fromEntries(entries.map(([key, item]) => [key, item.sent])), decoded }
    return { sent: entries.map(([key, item]) => ({ key, value: item.sent })), decoded }
  }
  const sent: Record<string, unknown> = {}
  const decoded: Record<string, unknown> = {}
  for (const [key, propertySchema] of Object.entries(properties)) {
    if (Object.hasOwn(value, key)) {
      const item = encode(profile, document, propertySchema, value[key], expansions)
      put(sent, key, item.sent)
      put(decoded, key, item.decoded)
    } else if (profile === 'openai-strict') {
      // The model must send every property: null stands for "absent".
      put(sent, key, null)
      const fallback = isObject(propertySchema) ? propertySchema.default : undefined
      if (fallback !== undefined) put(decoded, key, fallback)
      else if (acceptsNull(document, propertySchema)) put(decoded, key, null)
    }
  }
  return { sent, decoded }
}

// defineProperty: a property named `__proto__` is sent and decoded as a key, as JSON carries it.
function put(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}

function acceptsNull(document: SchemaNode, schema: unknown): boolean {
  return ajv.validate({ ...(schema as object), $defs: document.$defs }, null)
}
