import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { MaybePromise } from './maybe-promise'
import { objectInputIssue } from './object-gate'
import { type ValidationResult, validateWith } from './validate'
import type { ValidationLimits } from './validation-limits'

/**
 * Validates a value as a tool's input, the way a tool call does: a value that is not an object,
 * where the schema's JSON Schema root is `type: "object"`, is refused before the schema library
 * sees it; anything else goes to `validateWith`. What a tool accepts is then what its JSON
 * Schema says at the root, whatever the library (some accept an array for an all-optional object).
 *
 * @param schema - The tool's input schema.
 * @param value - The input to check.
 * @param limits - Caps on issues and messages; the defaults when left out.
 * @returns The validated value, or the issues.
 * @example
 * import { validateToolInput } from '@polytool/core'
 * import { z } from 'zod'
 *
 * await validateToolInput(z.object({ units: z.string().optional() }), [])
 * // { ok: false, issues: [{ path: [], message: 'Invalid input: expected object, received array' }], issueCount: 1 }
 */
export function validateToolInput<S extends StandardSchemaV1>(
  schema: S,
  value: unknown,
  limits?: ValidationLimits,
): MaybePromise<ValidationResult<StandardSchemaV1.InferOutput<S>>> {
  const rootIssue = objectInputIssue(schema, value)
  if (rootIssue === undefined) return validateWith(schema, value, limits)
  return { ok: false, issues: [rootIssue], issueCount: 1 }
}
