import { type JsonSchemaTarget, markUnrepresentable } from '@polytool/core'
import type { $ZodType } from 'zod/v4/core'

const UNSTATED_KEYS =
  'OpenAPI 3.0 has no propertyNames: the schema of the record keys is left out, and Zod refuses the keys it does not accept'

/**
 * Reports a `z.record()` whose keys are checked, written for OpenAPI 3.0: Zod leaves the
 * `propertyNames` it writes for the other targets out without a word, so `{ a: 1 }` passes
 * the schema of `z.record(z.string().min(2), z.number())` and fails the tool (`target`).
 *
 * @param schema - One node of the Zod schema.
 * @param json - Its JSON Schema, as Zod wrote it.
 * @param target - The target written.
 */
export function reportOpenApiRecordKeys(
  schema: $ZodType,
  json: Record<string, unknown>,
  target: JsonSchemaTarget,
): void {
  if (target !== 'openapi-3.0') return
  const def = schema._zod.def as { type: string; mode?: string; keyType?: $ZodType }
  if (def.type !== 'record' || def.mode === 'loose' || def.keyType === undefined) return
  const key = def.keyType._zod.def as { type?: string; checks?: readonly unknown[] }
  if (key.type === 'string' && (key.checks?.length ?? 0) === 0) return
  markUnrepresentable(json, 'target', UNSTATED_KEYS)
}
