import { type JsonSchemaTarget, markUnrepresentable } from '@polytool/core'
import type { JsonSchema, OverrideActionContext } from '@valibot/to-json-schema'

/**
 * The JSON Schema of `v.includes()` on an array, from the converter's `overrideAction` hook.
 * Valibot's converter writes every `includes` as a string `pattern`, which means nothing on an
 * array: the model was told any array passes. The validator wants an item equal to the
 * requirement, which draft-07 and draft 2020-12 say with `contains` and `const` (several
 * `includes` each under `allOf`). OpenAPI 3.0 has no `contains`: the requirement is dropped,
 * and reported for the target. Only a string requirement reaches the hook: Valibot's converter
 * throws on any other while escaping it as a regex, which core reports as a failed conversion.
 *
 * @param context - The hook's context: the action and the schema Valibot wrote for it.
 * @param target - The JSON Schema dialect being written.
 * @returns The schema to use instead, or `undefined` for any other action.
 */
export function arrayIncludes(
  context: OverrideActionContext,
  target: JsonSchemaTarget | undefined,
): JsonSchema | undefined {
  const { valibotAction: action, jsonSchema } = context
  if (action.type !== 'includes' || jsonSchema.type !== 'array') return undefined
  const requirement = (action as { requirement?: unknown }).requirement
  // The pattern is the one this action wrote: nothing else puts a pattern on an array.
  const { pattern: _written, ...rest } = jsonSchema
  if (target === 'openapi-3.0') {
    return markUnrepresentable(
      rest,
      'target',
      `OpenAPI 3.0 has no contains: the array must include ${JSON.stringify(requirement)}, which the schema does not say`,
    )
  }
  const contains: JsonSchema = { const: requirement as JsonSchema['const'] }
  if (rest.contains === undefined) return { ...rest, contains }
  return { ...rest, allOf: [...(rest.allOf ?? []), { contains }] }
}
