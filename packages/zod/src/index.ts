import {
  toJsonSchema as coreToJsonSchema,
  createToolWith,
  type JsonSchema,
  type StandardSchemaV1,
  type ToJsonSchemaOptions,
  withAdapter,
} from '@polytool/core'
import { type ZodJsonSchemaOptions, zodAdapter } from './adapter'

export { type ZodJsonSchemaOptions, zodAdapter }

/**
 * `createTool` for Zod 4 schemas (classic and mini): validation, inference, and JSON Schema
 * through the Zod adapter, with every lossy conversion reported.
 *
 * @example
 * import { createTool } from '@polytool/zod'
 * import { z } from 'zod'
 *
 * export const weatherTool = createTool({
 *   id: 'weather-tool',
 *   description: 'Get the current weather for a location',
 *   inputSchema: z.object({ location: z.string() }),
 *   execute: async ({ location }) => ({ location, temperatureCelsius: 21 }),
 * })
 */
export const createTool = createToolWith(zodAdapter)

/** Options of the Zod `toJsonSchema`: core's, with Zod's own options typed. */
export interface ZodToJsonSchemaOptions extends Omit<ToJsonSchemaOptions, 'libraryOptions'> {
  libraryOptions?: { zod?: ZodJsonSchemaOptions }
}

/**
 * The JSON Schema of a Zod schema, through the adapter (cached, frozen, losses reported).
 *
 * @example
 * import { z } from 'zod'
 *
 * toJsonSchema(z.object({ when: z.date() }), { onUnrepresentable: 'any' })
 */
export function toJsonSchema(
  schema: StandardSchemaV1,
  options: ZodToJsonSchemaOptions = {},
): JsonSchema {
  return coreToJsonSchema(withAdapter(schema, zodAdapter), options as ToJsonSchemaOptions)
}
