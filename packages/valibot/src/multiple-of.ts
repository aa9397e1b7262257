import { markInexact } from '@polytool/core'
import type { JsonSchema, OverrideActionContext } from '@valibot/to-json-schema'

/** How `v.multipleOf()` departs from JSON Schema's `multipleOf` for a fractional divisor. */
export const MULTIPLE_OF_MESSAGE =
  'v.multipleOf() checks the floating-point remainder (value % divisor === 0), and JSON Schema a whole quotient (value / divisor): for a divisor that is not a whole number they disagree, e.g. multipleOf(0.1) refuses 0.5, whose remainder is 0.09999999999999998, and multipleOf(0.5) accepts 1e308, whose quotient overflows'

/**
 * Tags `v.multipleOf()` with a divisor that is not a whole number, from the converter's
 * `overrideAction` hook. For a whole divisor the remainder of two doubles is exact, and agrees
 * with JSON Schema's exact quotient; for another, Valibot's remainder and a JSON Schema
 * validator's division round differently, both ways. Core warns of it with the node's pointer.
 *
 * @param context - The hook's context: the action and the schema Valibot wrote for it.
 * @returns The schema, tagged, or `undefined` for any other action.
 */
export function markFractionalMultipleOf(context: OverrideActionContext): JsonSchema | undefined {
  const action = context.valibotAction as { type: string; requirement?: unknown }
  if (action.type !== 'multiple_of' || Number.isInteger(action.requirement)) return undefined
  return markInexact({ ...context.jsonSchema }, 'multipleOf', 'both', MULTIPLE_OF_MESSAGE)
}
