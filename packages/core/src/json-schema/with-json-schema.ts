import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec'
import { isStandardSchema } from '../standard-schema'
import { convertTarget } from './convert-target'
import { JsonSchemaAdapterError } from './errors'
import { JSON_SCHEMA_TARGETS, type JsonSchema, type JsonSchemaTarget } from './types'

/** A Standard Schema that validates and emits JSON Schema, with the given types. */
export type JsonSchemaCarrier<Input, Output> = StandardSchemaV1<Input, Output> &
  StandardJSONSchemaV1<Input, Output>

/**
 * Attaches an explicit JSON Schema (draft 2020-12) to a Standard Schema that only validates.
 * Returns a new schema that validates with the original and emits the given JSON Schema
 * (converted for `draft-07` and `openapi-3.0`); its types and vendor are the original's.
 * Pass a second JSON Schema when the output differs from the input.
 *
 * @param schema - a Standard Schema that only validates
 * @param inputJsonSchema - its JSON Schema (draft 2020-12) for the input side
 * @param outputJsonSchema - its JSON Schema for the output side; the input one by default
 * @returns a new schema that validates with `schema` and emits the given JSON Schema
 *
 * @example
 * ```ts fragment
 * import { type StandardSchemaV1, withJsonSchema } from '@polytool/core'
 *
 * declare const validateOnlySchema: StandardSchemaV1<{ city: string }>
 *
 * const input = withJsonSchema(validateOnlySchema, {
 *   type: 'object',
 *   properties: { city: { type: 'string' } },
 *   required: ['city'],
 * })
 * ```
 */
export function withJsonSchema<S extends StandardSchemaV1>(
  schema: S,
  inputJsonSchema: JsonSchema,
  outputJsonSchema: JsonSchema = inputJsonSchema,
): JsonSchemaCarrier<StandardSchemaV1.InferInput<S>, StandardSchemaV1.InferOutput<S>> {
  if (!isStandardSchema(schema)) {
    throw new JsonSchemaAdapterError(
      'withJsonSchema',
      'a Standard Schema (an object with "~standard.validate")',
      schema,
    )
  }
  const standard = schema['~standard']
  const props = {
    version: standard.version,
    vendor: standard.vendor,
    validate: (value: unknown) => schema['~standard'].validate(value),
    ...(standard.types === undefined ? {} : { types: standard.types }),
    jsonSchema: { input: emit(inputJsonSchema), output: emit(outputJsonSchema) },
  }
  return { '~standard': props } as JsonSchemaCarrier<
    StandardSchemaV1.InferInput<S>,
    StandardSchemaV1.InferOutput<S>
  >
}

function emit(jsonSchema: JsonSchema) {
  return (options: StandardJSONSchemaV1.Options): Record<string, unknown> => {
    const target = options.target as JsonSchemaTarget
    if (!JSON_SCHEMA_TARGETS.includes(target)) {
      throw new Error(
        `Unsupported JSON Schema target ${JSON.stringify(options.target)}: expected one of ${JSON_SCHEMA_TARGETS.join(', ')}`,
      )
    }
    return convertTarget(structuredClone(jsonSchema), target) as Record<string, unknown>
  }
}
