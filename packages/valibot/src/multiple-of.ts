import { markInexact } from '@polytool/core'
import type { JsonSchema, OverrideActionContext } from '@valibot/to-json-schema'

/** How `v.multipleOf()` departs from JSON Schema's `multipleOf` for a fractional divisor. */
export const MULTIPLE_OF_MESSAGE =
  'v.multipleOf() checks the floating-point remainder (value % divisor === 0), and JSON Schema a whole quotient (value / divisor): for a divisor that is not a whole number they disagree, e.g. multipleOf(0.1) refuses 0.5, whose remainder is 0.09999999999999998, and multipleOf(0.5) accepts 1e308, whose quotient overflows'

/**
 * States `v.multipleOf()` as JSON Schema reads it, from the converter's `overrideAction` hook.
 * A negative divisor takes the same numbers as its opposite (the remainder's sign does not
 * matter), and JSON Schema wants one above 0. A divisor that is not a whole number is tagged:
 * for a whole divisor the remainder of two doubles is exact, and agrees with JSON Schema's exact
 * quotient; for another, Valibot's remainder and a JSON Schema validator's division round
 * differently, both ways. Core warns of it with the node's pointer. A divisor of 0, which
 * refuses every number, is left as written, for core to refuse. `Infinity` takes 0 alone
 * (`enum: [0]`), and `NaN` no number (`not: {}`).
 *
 * @param context - The hook's context: the action and the schema Valibot wrote for it.
 * @returns The schema, restated or tagged, or `undefined` to keep Valibot's.
 */
export function statedMultipleOf(context: OverrideActionContext): JsonSchema | undefined {
  const action = context.valibotAction as { type: string; requirement?: unknown }
  if (action.type !== 'multiple_of' || typeof action.requirement !== 'number') return undefined
  const divisor = Math.abs(action.requirement)
  // JSON has no infinite or NaN divisor (it would be written `null`): `x % Infinity` is 0 for 0
  // alone, and `x % NaN` is never 0.
  if (!Number.isFinite(divisor)) {
    const { multipleOf: _, ...rest } = context.jsonSchema
    const only: JsonSchema = Number.isNaN(divisor) ? { not: {} } : { enum: [0] }
    return rest.enum === undefined && rest.not === undefined
      ? { ...rest, ...only }
      : { ...rest, allOf: [...(rest.allOf ?? []), only] }
  }
  const stated =
    divisor === action.requirement ? undefined : { ...context.jsonSchema, multipleOf: divisor }
  if (Number.isInteger(divisor)) return stated
  return markInexact(
    { ...(stated ?? context.jsonSchema) },
    'multipleOf',
    'both',
    MULTIPLE_OF_MESSAGE,
  )
}
