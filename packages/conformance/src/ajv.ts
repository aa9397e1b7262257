import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

/** A draft 2020-12 JSON Schema validator with the standard formats checked. */
export type JsonSchemaValidator = Ajv2020

/** A fresh Ajv for draft 2020-12, formats validated. */
export function createValidator(): JsonSchemaValidator {
  // `strict: false`: library extensions and annotations are legal JSON Schema, not mistakes.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  addFormats(ajv)
  return ajv
}

/** The meta-schema violations of a schema, as `pointer: message` lines (empty when valid). */
export function metaSchemaErrors(ajv: JsonSchemaValidator, schema: object): string[] {
  if (ajv.validateSchema(schema) === true) return []
  return (ajv.errors ?? []).map((error) => `${error.instancePath || '(root)'}: ${error.message}`)
}

/** Compiles a schema into a predicate over JSON values. */
export function compileSchema(
  ajv: JsonSchemaValidator,
  schema: object,
): (value: unknown) => boolean {
  const validate: ValidateFunction = ajv.compile(schema)
  return (value) => validate(value) === true
}
