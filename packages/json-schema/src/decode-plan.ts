import { cloneJson } from './copy-json'
import { isObject, type SchemaNode } from './json-schema'

/** How one property comes back from the model. */
export interface PropertyPlan {
  readonly key: string
  /** How to decode the property's value, when it needs decoding. */
  readonly plan?: DecodePlan | undefined
  /** What a `null` means (a synthetic null added for strict mode): the property is absent, or its default. */
  readonly whenNull?: { readonly absent: true } | { readonly default: unknown } | undefined
  /** The property is required by the target and optional in the original, and `null` is a real value: absent is sent as `null` too (lossy). */
  readonly absentSentAsNull?: true | undefined
}

/** One step of turning what the model sends into what the original schema expects. */
export type DecodePlan =
  | {
      readonly kind: 'object'
      readonly properties: readonly PropertyPlan[]
      /** The only keys the emitted object takes, when it is closed. */
      readonly allowedKeys?: readonly string[]
    }
  | { readonly kind: 'array'; readonly items: DecodePlan }
  | {
      readonly kind: 'positions'
      readonly items: readonly (DecodePlan | undefined)[]
      readonly rest: DecodePlan | undefined
    }
  | { readonly kind: 'values'; readonly values: DecodePlan }
  | { readonly kind: 'entries'; readonly entry: DecodePlan | undefined }
  | {
      readonly kind: 'tuple'
      readonly length: number
      readonly rest: boolean
      readonly object: DecodePlan | undefined
    }
  | { readonly kind: 'union'; readonly branches: readonly UnionBranchPlan[] }
  | { readonly kind: 'text'; readonly values: readonly (readonly [string, unknown])[] }
  | { readonly kind: 'json' }
  | { readonly kind: 'unwrap'; readonly key: string; readonly inner: DecodePlan | undefined }
  | { readonly kind: 'ref'; readonly target: { plan: DecodePlan | undefined } }

/** One branch of a union: its decode step and the original branch schema that recognises it. */
export interface UnionBranchPlan {
  readonly plan: DecodePlan | undefined
  readonly original: SchemaNode | boolean
}

/** Counts how far a decoded value is from an original branch schema (0 = accepted). */
export type BranchMatcher = (original: SchemaNode | boolean, value: unknown) => number

/** The key wrapping a tuple's rest items when a tuple is sent as an object. */
export const TUPLE_REST_KEY = 'rest'

/**
 * Applies a decode plan to a value and returns a new value; the argument is never mutated.
 * Values that do not have the planned shape pass through unchanged for the validator to report.
 */
export function applyPlan(
  plan: DecodePlan | undefined,
  value: unknown,
  match: BranchMatcher,
): unknown {
  if (plan === undefined) return value
  switch (plan.kind) {
    case 'object':
      // A plan that only lists the keys a closed object takes has nothing to decode.
      return isObject(value) && plan.properties.length > 0
        ? decodeObject(plan.properties, value, match)
        : value
    case 'array':
      return Array.isArray(value) ? value.map((item) => applyPlan(plan.items, item, match)) : value
    case 'positions':
      return Array.isArray(value)
        ? value.map((item, index) =>
            applyPlan(index < plan.items.length ? plan.items[index] : plan.rest, item, match),
          )
        : value
    case 'values':
      return isObject(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [key, applyPlan(plan.values, item, match)]),
          )
        : value
    case 'entries':
      return decodeEntries(plan.entry, value, match)
    case 'tuple':
      return decodeTuple(plan, value, match)
    case 'union':
      return decodeUnion(plan.branches, value, match)
    case 'text':
      return decodeText(plan.values, value)
    case 'json':
      return decodeJson(value)
    case 'unwrap':
      return isObject(value) && Object.hasOwn(value, plan.key)
        ? applyPlan(plan.inner, value[plan.key], match)
        : value
    case 'ref':
      return applyPlan(plan.target.plan, value, match)
  }
}

// Each object plan's properties by key, made once: decoding runs on every tool call.
const propertiesByKey = new WeakMap<readonly PropertyPlan[], ReadonlyMap<string, PropertyPlan>>()

function byKeyOf(properties: readonly PropertyPlan[]): ReadonlyMap<string, PropertyPlan> {
  let byKey = propertiesByKey.get(properties)
  if (byKey === undefined) {
    byKey = new Map(properties.map((property) => [property.key, property]))
    propertiesByKey.set(properties, byKey)
  }
  return byKey
}

function decodeObject(
  properties: readonly PropertyPlan[],
  value: Record<string, unknown>,
  match: BranchMatcher,
): Record<string, unknown> {
  const byKey = byKeyOf(properties)
  const decoded: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    const item = value[key]
    const property = byKey.get(key)
    if (property === undefined) {
      setOwn(decoded, key, item)
    } else if (item === null && property.whenNull !== undefined) {
      if ('default' in property.whenNull) setOwn(decoded, key, cloneJson(property.whenNull.default))
    } else {
      setOwn(decoded, key, applyPlan(property.plan, item, match))
    }
  }
  return decoded
}

// A "__proto__" key stays data: assigning it would set the prototype instead.
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    })
  } else {
    target[key] = value
  }
}

function decodeEntries(
  entry: DecodePlan | undefined,
  value: unknown,
  match: BranchMatcher,
): unknown {
  if (!Array.isArray(value)) return value
  const map = new Map<string, unknown>()
  for (const item of value) {
    const decoded = applyPlan(entry, item, match)
    if (!isObject(decoded) || typeof decoded.key !== 'string' || !Object.hasOwn(decoded, 'value')) {
      return value
    }
    // A key sent twice would lose one of its values: the list goes to the validator, refused.
    if (map.has(decoded.key)) return value
    map.set(decoded.key, decoded.value)
  }
  return Object.fromEntries(map)
}

function decodeTuple(
  plan: Extract<DecodePlan, { kind: 'tuple' }>,
  value: unknown,
  match: BranchMatcher,
): unknown {
  const decoded = applyPlan(plan.object, value, match)
  if (!isObject(decoded)) return value
  const items: unknown[] = []
  for (let index = 0; index < plan.length; index++) {
    if (!Object.hasOwn(decoded, String(index))) return items
    items.push(decoded[String(index)])
  }
  const rest = decoded[TUPLE_REST_KEY]
  if (plan.rest && Array.isArray(rest)) items.push(...rest)
  return items
}

function decodeUnion(
  branches: readonly UnionBranchPlan[],
  value: unknown,
  match: BranchMatcher,
): unknown {
  let best: unknown = value
  let fewestErrors = Number.POSITIVE_INFINITY
  for (const branch of branches) {
    const candidate = applyPlan(branch.plan, value, match)
    const errors = match(branch.original, candidate)
    if (errors === 0) return candidate
    if (errors < fewestErrors) {
      fewestErrors = errors
      best = candidate
    }
  }
  return best
}

function decodeText(values: readonly (readonly [string, unknown])[], value: unknown): unknown {
  if (typeof value !== 'string') return value
  const found = values.find(([text]) => text === value)
  return found === undefined ? value : found[1]
}

function decodeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}
