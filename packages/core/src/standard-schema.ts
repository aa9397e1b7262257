import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec'

export type { StandardJSONSchemaV1, StandardSchemaV1 }

/** Any schema a tool accepts: a Standard Schema validator, with or without Standard JSON Schema. */
export type ToolSchema<Input = unknown, Output = Input> = StandardSchemaV1<Input, Output> &
  Partial<StandardJSONSchemaV1<Input, Output>>

/** The type a schema accepts, `unknown` where there is no schema, `any` for any schema. */
export type SchemaInput<S> = 0 extends 1 & S
  ? any
  : S extends StandardSchemaV1<infer I, any>
    ? I
    : unknown

/** The type a schema produces once validated, `unknown` where there is none, `any` for any. */
export type SchemaOutput<S> = 0 extends 1 & S
  ? any
  : S extends StandardSchemaV1<any, infer O>
    ? O
    : unknown

/**
 * Whether a value carries a callable `~standard.validate`, the part every tool schema needs.
 *
 * @param value - any value
 * @returns whether it is a Standard Schema
 */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  return standardPropsOf(value) !== undefined
}

/** A Standard Schema's `~standard` props, read once, or `undefined` for any other value. */
export function standardPropsOf(value: unknown): StandardSchemaV1.Props | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
  const props = (value as { '~standard'?: unknown })['~standard']
  if (
    typeof props === 'object' &&
    props !== null &&
    typeof (props as { validate?: unknown }).validate === 'function' &&
    typeof (props as { vendor?: unknown }).vendor === 'string'
  ) {
    return props as StandardSchemaV1.Props
  }
  return undefined
}

/**
 * Whether a schema also implements Standard JSON Schema (`~standard.jsonSchema`).
 *
 * @param schema - a Standard Schema
 * @returns whether it converts itself to JSON Schema
 */
export function hasJsonSchema(
  schema: StandardSchemaV1,
): schema is ToolSchema & StandardJSONSchemaV1 {
  const jsonSchema = (schema['~standard'] as { jsonSchema?: { input?: unknown } }).jsonSchema
  return typeof jsonSchema?.input === 'function'
}
