/**
 * The Effect Schema adapter for polytool, for Effect 4's `Schema` (the `effect` package, 4.1+).
 * Validation is Effect's own (`Schema.toStandardSchemaV1`); JSON Schema starts from Effect's
 * (`Schema.toStandardJSONSchemaV1`), made exact where Effect approximates, and every remaining
 * approximation is reported as a loss.
 *
 * Install: `npm install @polytool/core @polytool/effect effect`.
 *
 * @packageDocumentation
 */
import {
  toJsonSchema as coreToJsonSchema,
  createToolWith,
  type JsonSchema,
  type StandardSchemaV1,
  type ToJsonSchemaOptions,
  withAdapter,
} from '@polytool/core'
import { EFFECT_VENDOR, effectAdapter } from './adapter'

export { EFFECT_VENDOR, effectAdapter }

/**
 * `createTool` for Effect schemas made Standard Schemas with `Schema.toStandardSchemaV1`:
 * validation, inference, and JSON Schema through the Effect adapter, with every approximation
 * of Effect's JSON Schema reported.
 *
 * @param options - the tool definition: `id`, `description`, `inputSchema`, `execute` and the other
 *   options of core's `createTool`
 * @returns the tool, with its schemas bound to this adapter
 *
 * @example
 * import { createTool } from '@polytool/effect'
 * import { Schema } from 'effect'
 *
 * export const weatherTool = createTool({
 *   id: 'weather-tool',
 *   description: 'Get the current weather for a location',
 *   inputSchema: Schema.toStandardSchemaV1(Schema.Struct({ location: Schema.String })),
 *   execute: async ({ location }) => ({ location, temperatureCelsius: 21 }),
 * })
 */
export const createTool = createToolWith(effectAdapter)

/**
 * The JSON Schema of an Effect Standard Schema, through the adapter (cached, frozen, losses reported).
 *
 * @param schema - an Effect schema made a Standard Schema with `Schema.toStandardSchemaV1`
 * @param options - `io`, `target`, `onUnrepresentable`, and the library's own options under
 *   `libraryOptions`
 * @returns the JSON Schema, frozen; throws `UnrepresentableSchemaError` for a lossy part unless
 *   `onUnrepresentable` allows it
 *
 * @example
 * import { toJsonSchema } from '@polytool/effect'
 * import { Schema } from 'effect'
 *
 * toJsonSchema(Schema.toStandardSchemaV1(Schema.Struct({ city: Schema.String })))
 */
export function toJsonSchema(
  schema: StandardSchemaV1,
  options: ToJsonSchemaOptions = {},
): JsonSchema {
  return coreToJsonSchema(withAdapter(schema, effectAdapter), options)
}
