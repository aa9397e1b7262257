import {
  toJsonSchema as coreToJsonSchema,
  createToolWith,
  type JsonSchema,
  type StandardSchemaV1,
  type ToJsonSchemaOptions,
  withAdapter,
} from '@polytool/core'
import { type ArkTypeJsonSchemaOptions, arktypeAdapter } from './adapter'

export { type ArkTypeJsonSchemaOptions, arktypeAdapter }

/**
 * `createTool` for ArkType types: validation, inference, and JSON Schema through the ArkType
 * adapter, which reports what ArkType alone would turn into a silent `{}`.
 *
 * @example
 * import { createTool } from '@polytool/arktype'
 * import { type } from 'arktype'
 *
 * export const weatherTool = createTool({
 *   id: 'weather-tool',
 *   description: 'Get the current weather for a location',
 *   inputSchema: type({ location: 'string' }),
 *   execute: async ({ location }) => ({ location, temperatureCelsius: 21 }),
 * })
 */
export const createTool = createToolWith(arktypeAdapter)

/** Options of the ArkType `toJsonSchema`: core's, with ArkType's own options typed. */
export interface ArkTypeToJsonSchemaOptions extends Omit<ToJsonSchemaOptions, 'libraryOptions'> {
  libraryOptions?: { arktype?: ArkTypeJsonSchemaOptions }
}

/**
 * The JSON Schema of an ArkType type, through the adapter (cached, frozen, losses reported).
 *
 * @example
 * import { type } from 'arktype'
 *
 * toJsonSchema(type({ when: 'Date' }), { onUnrepresentable: 'any' })
 */
export function toJsonSchema(
  schema: StandardSchemaV1,
  options: ArkTypeToJsonSchemaOptions = {},
): JsonSchema {
  return coreToJsonSchema(withAdapter(schema, arktypeAdapter), options as ToJsonSchemaOptions)
}
