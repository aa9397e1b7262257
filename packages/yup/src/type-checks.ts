import { markUnrepresentable } from '@polytool/core'
import { walkBesideJson } from './beside-json'

type Json = Record<string, unknown>

/** The part of a `y.mixed()` the check reads: `describe()` says nothing of its type check. */
interface MixedNode {
  readonly _typeCheck?: unknown
  readonly constructor: new () => { readonly _typeCheck?: unknown }
}

/**
 * Tags each `y.mixed(check)` (or `y.mixed({ check })`) in the JSON Schema written from a Yup
 * schema's description: its type check is a function, which `describe()` leaves out, so the
 * emitted `{}` accepted every value the check refuses, without a word.
 *
 * @param schema - The Yup schema.
 * @param json - The JSON Schema written from its description.
 */
export function tagTypeChecks(schema: unknown, json: unknown): void {
  walkBesideJson(schema, json, {
    visit(node, json) {
      const mixed = node as unknown as MixedNode
      if (node.type === 'mixed' && hasCustomCheck(mixed) && !enumPasses(mixed, json)) {
        markUnrepresentable(
          json,
          'refinement',
          'a y.mixed() type check is a function: JSON Schema accepts the values it refuses',
        )
      }
      return true
    },
  })
}

// `y.mixed()` without a check gets Yup's own `() => true`, the same function in every instance
// made by the same Yup: a new one, made with this schema's constructor, has it.
function hasCustomCheck(node: MixedNode): boolean {
  try {
    return node._typeCheck !== new node.constructor()._typeCheck
  } catch {
    return true
  }
}

// `y.mixed(isFortyTwo).oneOf([42])`: the JSON Schema's `enum` already refuses every value
// outside the list, so a check that accepts each listed value refuses nothing more.
function enumPasses(node: MixedNode, json: Json): boolean {
  const check = node._typeCheck
  if (!Array.isArray(json.enum) || typeof check !== 'function') return false
  try {
    return json.enum.every((value) => value === null || check(value) === true)
  } catch {
    return false
  }
}
