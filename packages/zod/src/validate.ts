import type { StandardSchemaV1 } from '@polytool/core'
import { type $ZodType, safeParseAsync } from 'zod/v4/core'
import { mayRunAsync } from './may-run-async'

/**
 * Validates a value with a Zod schema so that an async part that throws or rejects becomes a
 * failed validation, never an unhandled rejection. Zod's own `~standard.validate` runs every
 * schema synchronously first: an async transform or refinement is called, its promise dropped
 * (a rejection then goes unhandled, and the part runs twice). A schema that runs user code is
 * therefore parsed asynchronously from the start; any other keeps Zod's fast synchronous path.
 *
 * @param schema - A Zod schema.
 * @param value - The value to check: untrusted.
 * @returns The Standard Schema result; a promise for a schema that runs user code.
 */
export function validateZod(
  schema: StandardSchemaV1,
  value: unknown,
): StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> {
  if (!mayRunAsync(schema)) return schema['~standard'].validate(value)
  return safeParseAsync(schema as unknown as $ZodType, value).then((result) =>
    result.success ? { value: result.data } : { issues: result.error.issues },
  )
}
