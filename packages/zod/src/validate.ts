import type { SchemaValidator, StandardSchemaV1 } from '@polytool/core'
import { type $ZodType, safeParseAsync } from 'zod/v4/core'
import { mayRunAsync } from './may-run-async'

/**
 * How the Zod adapter validates a schema, decided once per schema so that an async part that
 * throws or rejects becomes a failed validation, never an unhandled rejection. Zod's own
 * `~standard.validate` runs every schema synchronously first: an async transform or refinement
 * is called, its promise dropped (a rejection then goes unhandled, and the part runs twice). A
 * schema that runs user code is therefore parsed asynchronously from the start; any other keeps
 * Zod's fast synchronous path.
 *
 * @param schema - A Zod schema.
 * @returns The function that validates the schema's values.
 */
export function zodValidator(schema: StandardSchemaV1): SchemaValidator {
  if (mayRunAsync(schema)) return (value) => parseAsync(schema, value)
  const standard = schema['~standard']
  return (value) => standard.validate(value)
}

function parseAsync(
  schema: StandardSchemaV1,
  value: unknown,
): Promise<StandardSchemaV1.Result<unknown>> {
  return safeParseAsync(schema as unknown as $ZodType, value).then((result) =>
    result.success ? { value: result.data } : { issues: result.error.issues },
  )
}
