import { markUnrepresentable } from '@polytool/core'

type Json = Record<string, unknown>

/** The part of a Yup schema the walk reads: `describe()` says nothing of a type check. */
interface YupNode {
  readonly type?: unknown
  readonly _typeCheck?: unknown
  readonly fields?: Record<string, unknown>
  readonly innerType?: unknown
  readonly spec?: { readonly types?: readonly unknown[] }
  readonly constructor: new () => { readonly _typeCheck?: unknown }
}

const MAX_DEPTH = 1_000

/**
 * Tags each `y.mixed(check)` (or `y.mixed({ check })`) in the JSON Schema written from a Yup
 * schema's description: its type check is a function, which `describe()` leaves out, so the
 * emitted `{}` accepted every value the check refuses, without a word.
 *
 * @param schema - The Yup schema.
 * @param json - The JSON Schema written from its description.
 */
export function tagTypeChecks(schema: unknown, json: unknown): void {
  walk(schema, json, 0)
}

function walk(schema: unknown, json: unknown, depth: number): void {
  if (depth > MAX_DEPTH || !isObject(schema) || !isObject(json)) return
  const node = schema as unknown as YupNode
  if (node.type === 'mixed' && hasCustomCheck(node) && !enumPasses(node, json)) {
    markUnrepresentable(
      json,
      'refinement',
      'a y.mixed() type check is a function: JSON Schema accepts the values it refuses',
    )
  }
  // A nullable schema without a `type` is written as `anyOf: [schema, { type: 'null' }]`.
  const inner = (
    json.type === undefined && Array.isArray(json.anyOf) ? json.anyOf[0] : json
  ) as Json
  if (!isObject(inner)) return
  if (node.type === 'object' && node.fields !== undefined && isObject(inner.properties)) {
    const properties = inner.properties
    for (const [key, field] of Object.entries(node.fields)) {
      if (Object.hasOwn(properties, key)) walk(field, properties[key], depth + 1)
    }
  } else if (node.type === 'array') {
    walk(node.innerType, inner.items, depth + 1)
  } else if (node.type === 'tuple' && Array.isArray(inner.prefixItems)) {
    const items = inner.prefixItems
    node.spec?.types?.forEach((type, index) => {
      walk(type, items[index], depth + 1)
    })
  }
}

// `y.mixed()` without a check gets Yup's own `() => true`, the same function in every instance
// made by the same Yup: a new one, made with this schema's constructor, has it.
function hasCustomCheck(node: YupNode): boolean {
  try {
    return node._typeCheck !== new node.constructor()._typeCheck
  } catch {
    return true
  }
}

// `y.mixed(isFortyTwo).oneOf([42])`: the JSON Schema's `enum` already refuses every value
// outside the list, so a check that accepts each listed value refuses nothing more.
function enumPasses(node: YupNode, json: Json): boolean {
  const check = node._typeCheck
  if (!Array.isArray(json.enum) || typeof check !== 'function') return false
  try {
    return json.enum.every((value) => value === null || check(value) === true)
  } catch {
    return false
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
