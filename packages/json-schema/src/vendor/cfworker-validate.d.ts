import type { Schema, SchemaDraft, ValidationResult } from '@cfworker/json-schema'

/** `@cfworker/json-schema`'s `validate`, with schema patterns on a linear-time engine. */
export declare function validate(
  instance: unknown,
  schema: Schema | boolean,
  draft?: SchemaDraft,
  lookup?: Record<string, Schema | boolean>,
  shortCircuit?: boolean,
): ValidationResult
