/** A JSON Schema document or sub-schema, as plain JSON data. */
export type JsonSchema = { readonly [keyword: string]: unknown }

/** Which side of a schema to describe: what it accepts (`input`) or what it produces (`output`). */
export type JsonSchemaIo = 'input' | 'output'

/** The JSON Schema dialects polytool emits. */
export type JsonSchemaTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0'

/** Every target, in the order core prefers them. */
export const JSON_SCHEMA_TARGETS: readonly JsonSchemaTarget[] = Object.freeze([
  'draft-2020-12',
  'draft-07',
  'openapi-3.0',
])
