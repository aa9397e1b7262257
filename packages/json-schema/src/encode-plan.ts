import { jsonEqual } from '@polytool/core'
import {
  type BranchMatcher,
  type DecodePlan,
  type PropertyPlan,
  TUPLE_REST_KEY,
  type UnionBranchPlan,
} from './decode-plan'
import { isObject } from './json-schema'

/**
 * Applies a decode plan backwards: turns a value the original schema accepts into what the model
 * sends under the target (absent → `null`, maps → entries, tuples → objects, …). Returns a new
 * value; values that do not have the planned shape pass through unchanged.
 */
export function encodeWithPlan(
  plan: DecodePlan | undefined,
  value: unknown,
  match: BranchMatcher,
): unknown {
  if (plan === undefined) return value
  switch (plan.kind) {
    case 'object':
      return isObject(value) ? encodeObject(plan.properties, plan.allowedKeys, value, match) : value
    case 'array':
      return Array.isArray(value)
        ? value.map((item) => encodeWithPlan(plan.items, item, match))
        : value
    case 'positions':
      return Array.isArray(value)
        ? value.map((item, index) =>
            encodeWithPlan(index < plan.items.length ? plan.items[index] : plan.rest, item, match),
          )
        : value
    case 'values':
      return isObject(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [
              key,
              encodeWithPlan(plan.values, item, match),
            ]),
          )
        : value
    case 'entries':
      return isObject(value)
        ? Object.entries(value).map(([key, item]) =>
            encodeWithPlan(plan.entry, { key, value: item }, match),
          )
        : value
    case 'tuple':
      return Array.isArray(value) ? encodeTuple(plan, value, match) : value
    case 'union':
      return encodeUnion(plan.branches, value, match)
    case 'text':
      return plan.values.find(([, original]) => jsonEqual(original, value))?.[0] ?? value
    case 'json':
      return value === undefined ? value : JSON.stringify(value)
    case 'unwrap':
      return { [plan.key]: encodeWithPlan(plan.inner, value, match) }
    case 'ref':
      return encodeWithPlan(plan.target.plan, value, match)
  }
}

function encodeObject(
  properties: readonly PropertyPlan[],
  allowedKeys: readonly string[] | undefined,
  value: Record<string, unknown>,
  match: BranchMatcher,
): Record<string, unknown> {
  const byKey = new Map(properties.map((property) => [property.key, property]))
  // A closed object cannot carry other keys: the model could not send them either.
  const allowed = allowedKeys === undefined ? undefined : new Set(allowedKeys)
  const entries: [string, unknown][] = Object.entries(value)
    .filter(([key]) => allowed === undefined || allowed.has(key))
    .map(([key, item]) => [key, encodeWithPlan(byKey.get(key)?.plan, item, match)])
  for (const property of properties) {
    const sentAsNull = property.whenNull !== undefined || property.absentSentAsNull === true
    if (sentAsNull && !Object.hasOwn(value, property.key)) entries.push([property.key, null])
  }
  // fromEntries defines own properties, so a "__proto__" key stays data.
  return Object.fromEntries(entries)
}

function encodeTuple(
  plan: Extract<DecodePlan, { kind: 'tuple' }>,
  value: readonly unknown[],
  match: BranchMatcher,
): unknown {
  const object: Record<string, unknown> = {}
  value.slice(0, plan.length).forEach((item, index) => {
    object[String(index)] = item
  })
  if (plan.rest && value.length > plan.length) object[TUPLE_REST_KEY] = value.slice(plan.length)
  return encodeWithPlan(plan.object, object, match)
}

function encodeUnion(
  branches: readonly UnionBranchPlan[],
  value: unknown,
  match: BranchMatcher,
): unknown {
  const branch = branches.find((candidate) => match(candidate.original, value) === 0)
  return branch === undefined ? value : encodeWithPlan(branch.plan, value, match)
}
