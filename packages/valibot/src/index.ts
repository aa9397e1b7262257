/**
 * The Valibot adapter for polytool: pass **raw Valibot schemas** (no `toStandardJsonSchema` by
 * hand) and get validation, typed inference and JSON Schema, with every lossy conversion reported.
 *
 * Install: `npm install @polytool/core @polytool/valibot valibot @valibot/to-json-schema`.
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
import { type ValibotJsonSchemaOptions, valibotAdapter } from './adapter'

export { type ValibotJsonSchemaOptions, valibotAdapter }

/**
 * `createTool` for raw Valibot schemas: validation, inference, and JSON Schema through the
 * Valibot adapter (no `toStandardJsonSchema` by hand), with every lossy conversion reported.
 *
 * @param options - the tool definition: `id`, `description`, `inputSchema`, `execute` and the other
 *   options of core's `createTool`
 * @returns the tool, with its schemas bound to this adapter
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
  /** Valibot's own `@valibot/to-json-schema` options, under `valibot`. */
  libraryOptions?: { valibot?: ValibotJsonSchemaOptions }
}

/**
 * The JSON Schema of a Valibot schema, through the adapter (cached, frozen, losses reported).
 *
 * @param schema - a raw Valibot schema
 * @param options - `io`, `target`, `onUnrepresentable`, and the library's own options under
 *   `libraryOptions`
 * @returns the JSON Schema, frozen; throws `UnrepresentableSchemaError` for a lossy part unless
 *   `onUnrepresentable` allows it
 *
 * @example
 * import { toJsonSchema } from '@polytool/valibot'
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
