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
 * @example
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
