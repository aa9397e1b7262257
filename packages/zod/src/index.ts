/**
 * The Zod 4 adapter for polytool (classic `zod` and `zod/mini`): validation, typed inference and
 * JSON Schema, with every lossy conversion reported instead of silently emitted.
 *
 * Install: `npm install @polytool/core @polytool/zod zod`.
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
import { type ZodJsonSchemaOptions, zodAdapter } from './adapter'

export { type ZodJsonSchemaOptions, zodAdapter }

/**
 * `createTool` for Zod 4 schemas (classic and mini): validation, inference, and JSON Schema
 * through the Zod adapter, with every lossy conversion reported.
 *
 * @param options - the tool definition: `id`, `description`, `inputSchema`, `execute` and the other
 *   options of core's `createTool`
 * @returns the tool, with its schemas bound to this adapter
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
  /** Zod's own `toJSONSchema` options, under `zod`. */
  libraryOptions?: { zod?: ZodJsonSchemaOptions }
}

/**
 * The JSON Schema of a Zod schema, through the adapter (cached, frozen, losses reported).
 *
 * @param schema - a Zod schema (classic or mini)
 * @param options - `io`, `target`, `onUnrepresentable`, and the library's own options under
 *   `libraryOptions`
 * @returns the JSON Schema, frozen; throws `UnrepresentableSchemaError` for a lossy part unless
 *   `onUnrepresentable` allows it
 *
 * @example
 * import { toJsonSchema } from '@polytool/zod'
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
