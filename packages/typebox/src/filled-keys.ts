import { type TSchema, Type } from 'typebox'
import {
  DefaultCheck,
  type DefaultSource,
  type DefinitionScope,
  defaultSource,
  innerScope,
  MAX_CHECKED_VALUES,
  NO_DEFINITIONS,
} from './default-check'

type Node = Record<string, unknown>

/** What `Value.Default` does to one object schema's missing keys. */
export interface DefaultFill {
  /** The keys it always fills: their default is a value. */
  readonly keys: readonly string[]
  /** Why the output may hold, at some key, a value its schema does not say. */
  readonly losses: readonly string[]
  /**
   * The value is checked again once the defaults are in (`standard`, and TypeBox itself before
   * a codec decodes): a default its schema refuses (or may refuse) is not handed on, the call
   * without the key fails. Why, for each such key.
   */
  readonly failsWithout: readonly string[]
}

/**
 * The object schemas whose missing keys TypeBox's `Value.Default` fills, each with the keys it
 * fills: the keys whose schema holds a `default` that is a value (not a function, not
 * `undefined`). `Value.Default` reaches an object through the places it walks: object
 * properties and `additionalProperties`, array items, tuple elements, union members, a
 * `Type.Cyclic`'s definitions, the values of a record whose value schema has a default
 * itself, and an intersection, which it evaluates into one object first (its keys are required
 * on the intersection itself). A key whose schema is a `$ref` is filled with the default of the
 * definition it names, as `Value.Default` follows it. A default `Value.Default` writes unchecked,
 * which the output schema cannot say, is a loss: a function's result, and a value its own schema
 * refuses, its `Type.Refine` checks included, behind a `$ref`, a `Type.Refine` or a codec too
 * (`DefaultCheck`, once per schema node).
 * Each node is read once; past `maxNodes` nodes the walk stops (fewer keys required: the output
 * JSON Schema stays as loose as TypeBox's own).
 *
 * @param type - The TypeBox schema.
 * @param maxNodes - Most nodes read.
 * @returns Each object schema reached, with the keys its output always holds and its losses.
 */
export function filledKeys(type: unknown, maxNodes: number): WeakMap<object, DefaultFill> {
  const found = new WeakMap<object, DefaultFill>()
  const seen = new Set<object>()
  const check = new DefaultCheck()
  // Each node with the `Type.Cyclic` definitions its `$ref`s resolve in.
  const pending: [unknown, DefinitionScope][] = [[type, NO_DEFINITIONS]]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, scope] = next
    if (!isNode(node) || seen.has(node)) continue
    if (seen.add(node).size > maxNodes) break
    const push = (...nodes: unknown[]) => {
      for (const inner of nodes) pending.push([inner, scope])
    }
    switch (node['~kind']) {
      case 'Object': {
        const properties = isNode(node.properties) ? node.properties : {}
        const fill = fillOf(properties, scope, check)
        if (fill !== undefined) found.set(node, fill)
        push(...Object.values(properties))
        if (isNode(node.additionalProperties)) push(node.additionalProperties)
        break
      }
      case 'Intersect': {
        // `Value.Default` fills the keys of the object the intersection evaluates to.
        const evaluated = evaluate(node)
        const properties = isNode(evaluated?.properties) ? evaluated.properties : {}
        const fill = fillOf(properties, scope, check)
        if (fill !== undefined) found.set(node, fill)
        push(...Object.values(properties))
        break
      }
      case 'Record': {
        const patterns = isNode(node.patternProperties) ? node.patternProperties : {}
        for (const value of Object.values(patterns)) {
          if (isNode(value) && Object.hasOwn(value, 'default')) push(value)
        }
        if (isNode(node.additionalProperties)) push(node.additionalProperties)
        break
      }
      case 'Array':
        push(node.items)
        break
      case 'Tuple':
        if (Array.isArray(node.items)) push(...node.items)
        break
      case 'Union':
        if (Array.isArray(node.anyOf)) push(...node.anyOf)
        break
      case 'Cyclic':
        // Copies of one `Type.Cyclic` (`Type.Optional` makes one) share its `$defs`: listed once.
        if (isNode(node.$defs) && !seen.has(node.$defs)) {
          seen.add(node.$defs)
          const inner = innerScope(scope, node.$defs)
          for (const definition of Object.values(node.$defs)) pending.push([definition, inner])
        }
        break
    }
  }
  return found
}

// The keys of an object's properties `Value.Default` fills, and the defaults it writes unchecked.
function fillOf(
  properties: Node,
  scope: DefinitionScope,
  check: DefaultCheck,
): DefaultFill | undefined {
  const keys: string[] = []
  const losses: string[] = []
  const failsWithout: string[] = []
  const unsaid = (loss: string, refusal: string) => {
    losses.push(loss)
    failsWithout.push(refusal)
  }
  for (const key of Object.keys(properties)) {
    const property = properties[key]
    const source = isNode(property) ? defaultSource(property, scope) : undefined
    if (source === undefined) continue
    const value = source.node.default
    const quoted = JSON.stringify(key)
    if (typeof value === 'function') {
      unsaid(
        `TypeBox fills the key ${quoted} with what its default function returns, which the output JSON Schema cannot say: a value without the key is refused when the result does not satisfy the key's schema`,
        `what the default function of the key ${quoted} returns ${MAY_FAIL}`,
      )
    } else if (value !== undefined) {
      keys.push(key)
      const verdict = check.satisfies(source.node, source.scope)
      if (verdict === 'satisfied') continue
      const whose = defaultOf(quoted, source)
      if (verdict === 'refused') {
        unsaid(refusedDefault(whose, source), `${whose} does not satisfy its schema ${FAILS}`)
      } else {
        const why = verdict === 'unchecked' ? TOO_LARGE : REFINE_UNANSWERED
        unsaid(
          `${whose} could not be checked against its schema (${why}): a value without the key may be refused once it is filled in`,
          `${whose} could not be checked against its schema (${why}), and ${MAY_FAIL}`,
        )
      }
    }
  }
  const found = keys.length > 0 || losses.length > 0
  return found ? { keys, losses, failsWithout } : undefined
}

// The value is checked again once its defaults are in (by `standard`, and by TypeBox's `Decode`).
const FAILS = ': the defaults filled in are checked, so a value without the key is refused'
const MAY_FAIL = 'is checked once filled in, and may make a value without the key refused'

const TOO_LARGE = `written out through its references, it holds more than ${MAX_CHECKED_VALUES} values with it`
const REFINE_UNANSWERED = 'a Type.Refine check threw on it, or returned a promise'

function defaultOf(quoted: string, source: DefaultSource): string {
  return source.definition === undefined
    ? `the default of the key ${quoted}`
    : `the default of the definition ${JSON.stringify(source.definition)}, which TypeBox writes at the key ${quoted},`
}

function refusedDefault(whose: string, source: DefaultSource): string {
  if (Object.hasOwn(source.node, '~codec')) {
    return `${whose} does not satisfy its codec's encoded schema: TypeBox checks it before the codec decodes, so a value without the key is refused`
  }
  return `${whose} does not satisfy its own schema: the defaults filled in are checked, so a value without the key is refused`
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
