import { type TSchema, Type } from 'typebox'
import Value from 'typebox/value'
import { hasKeyword } from './walk'

type Node = Record<string, unknown>

/** What `Value.Default` does to one object schema's missing keys. */
export interface DefaultFill {
  /** The keys it always fills: their default is a value. */
  readonly keys: readonly string[]
  /** Why the output may hold, at some key, a value its schema does not say. */
  readonly losses: readonly string[]
}

/**
 * The object schemas whose missing keys TypeBox's `Value.Default` fills, each with the keys it
 * fills: the keys whose schema holds a `default` that is a value (not a function, not
 * `undefined`). `Value.Default` reaches an object through the places it walks: object
 * properties and `additionalProperties`, array items, tuple elements, union members, a
 * `Type.Cyclic`'s definitions, the values of a record whose value schema has a default
 * itself, and an intersection, which it evaluates into one object first (its keys are required
 * on the intersection itself). A default `Value.Default` writes unchecked, which the output
 * schema cannot say, is a loss: a function's result, and a value its own schema refuses. Each
 * node is read once; past `maxNodes` nodes the walk stops (fewer keys required: the output JSON
 * Schema stays as loose as TypeBox's own).
 *
 * @param type - The TypeBox schema.
 * @param maxNodes - Most nodes read.
 * @returns Each object schema reached, with the keys its output always holds and its losses.
 */
export function filledKeys(type: unknown, maxNodes: number): WeakMap<object, DefaultFill> {
  const found = new WeakMap<object, DefaultFill>()
  const seen = new Set<object>()
  const pending: unknown[] = [type]
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!isNode(node) || seen.has(node)) continue
    if (seen.add(node).size > maxNodes) break
    switch (node['~kind']) {
      case 'Object': {
        const properties = isNode(node.properties) ? node.properties : {}
        const fill = fillOf(properties)
        if (fill !== undefined) found.set(node, fill)
        pending.push(...Object.values(properties))
        if (isNode(node.additionalProperties)) pending.push(node.additionalProperties)
        break
      }
      case 'Intersect': {
        // `Value.Default` fills the keys of the object the intersection evaluates to.
        const evaluated = evaluate(node)
        const properties = isNode(evaluated?.properties) ? evaluated.properties : {}
        const fill = fillOf(properties)
        if (fill !== undefined) found.set(node, fill)
        pending.push(...Object.values(properties))
        break
      }
      case 'Record': {
        const patterns = isNode(node.patternProperties) ? node.patternProperties : {}
        for (const value of Object.values(patterns)) {
          if (isNode(value) && Object.hasOwn(value, 'default')) pending.push(value)
        }
        if (isNode(node.additionalProperties)) pending.push(node.additionalProperties)
        break
      }
      case 'Array':
        pending.push(node.items)
        break
      case 'Tuple':
        if (Array.isArray(node.items)) pending.push(...node.items)
        break
      case 'Union':
        if (Array.isArray(node.anyOf)) pending.push(...node.anyOf)
        break
      case 'Cyclic':
        if (isNode(node.$defs)) pending.push(...Object.values(node.$defs))
        break
    }
  }
  return found
}

// The keys of an object's properties `Value.Default` fills, and the defaults it writes unchecked.
function fillOf(properties: Node): DefaultFill | undefined {
  const keys: string[] = []
  const losses: string[] = []
  for (const key of Object.keys(properties)) {
    const property = properties[key]
    if (!isNode(property) || !Object.hasOwn(property, 'default')) continue
    const value = property.default
    const quoted = JSON.stringify(key)
    if (typeof value === 'function') {
      losses.push(
        `TypeBox fills the key ${quoted} with what its default function returns, unchecked: the output may hold there what the output JSON Schema does not say`,
      )
    } else if (value !== undefined) {
      keys.push(key)
      if (!satisfies(property, value)) {
        losses.push(
          `the default of the key ${quoted} does not satisfy its own schema, and TypeBox fills it in unchecked: the output may hold there what the output JSON Schema does not say`,
        )
      }
    }
  }
  return keys.length > 0 || losses.length > 0 ? { keys, losses } : undefined
}

// Whether a default satisfies its own schema, as TypeBox checks it. A schema whose check runs
// code (a refinement, a codec) or that TypeBox cannot check alone (a reference) is trusted.
function satisfies(property: Node, value: unknown): boolean {
  const type = property as unknown as TSchema
  if (hasKeyword(type, '~refine') || hasKeyword(type, '~codec') || hasKeyword(type, '$ref')) {
    return true
  }
  try {
    return Value.Check(type, value)
  } catch {
    return true
  }
}

// The object an intersection evaluates to, as `Value.Default` evaluates it; `undefined` when
// TypeBox cannot.
function evaluate(node: Node): Node | undefined {
  try {
    return Type.Evaluate(node as unknown as TSchema) as unknown as Node
  } catch {
    return undefined
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
