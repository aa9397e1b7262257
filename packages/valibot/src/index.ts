import {
  toJsonSchema as coreToJsonSchema,
  createToolWith,
  type JsonSchema,
  type StandardSchemaV1,
  type ToJsonSchemaOptions,
  withAdapter,
} from '@polytool/core'
import { type ValibotJsonSchemaOptions, valibotAdapter } from './adapter'

export { type ValibotJsonSchemaOptions, valibotAdapter }

/**
 * `createTool` for raw Valibot schemas: validation, inference, and JSON Schema through the
 * Valibot adapter (no `toStandardJsonSchema` by hand), with every lossy conversion reported.
 *
 * @example
 * import { createTool } from '@polytool/valibot'
 * import * as v from 'valibot'
 *
 * export const weatherTool = createTool({
 *   id: 'weather-tool',
 *   description: 'Get the current weather for a location',
 *   inputSchema: v.object({ location: v.string() }),
 *   execute: async ({ location }) => ({ location, temperatureCelsius: 21 }),
 * })
 */
export const createTool = createToolWith(valibotAdapter)

/** Options of the Valibot `toJsonSchema`: core's, with Valibot's own options typed. */
export interface ValibotToJsonSchemaOptions extends Omit<ToJsonSchemaOptions, 'libraryOptions'> {
  libraryOptions?: { valibot?: ValibotJsonSchemaOptions }
}

/**
 * The JSON Schema of a Valibot schema, through the adapter (cached, frozen, losses reported).
 *
 * @example
 * import * as v from 'valibot'
 *
 * toJsonSchema(v.object({ city: v.string() })) // { type: 'object', ... }
 */
export function toJsonSchema(
  schema: StandardSchemaV1,
  options: ValibotToJsonSchemaOptions = {},
): JsonSchema {
  return coreToJsonSchema(withAdapter(schema, valibotAdapter), options as ToJsonSchemaOptions)
}
