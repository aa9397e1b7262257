/**
 * The ArkType adapter for polytool: validation, typed inference and JSON Schema that never
 * silently emits `{}`.
 *
 * Install: `npm install @polytool/core @polytool/arktype arktype`.
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
import { type ArkTypeJsonSchemaOptions, arktypeAdapter } from './adapter'

export { type ArkTypeJsonSchemaOptions, arktypeAdapter }

/**
 * `createTool` for ArkType types: validation, inference, and JSON Schema through the ArkType
 * adapter, which reports what ArkType alone would turn into a silent `{}`.
 *
 * @param options - the tool definition: `id`, `description`, `inputSchema`, `execute` and the other
 *   options of core's `createTool`
 * @returns the tool, with its schemas bound to this adapter
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
  /** ArkType's own `toJsonSchema` options, under `arktype`. */
  libraryOptions?: { arktype?: ArkTypeJsonSchemaOptions }
}

/**
 * The JSON Schema of an ArkType type, through the adapter (cached, frozen, losses reported).
 *
 * @param schema - an ArkType type
 * @param options - `io`, `target`, `onUnrepresentable`, and the library's own options under
 *   `libraryOptions`
 * @returns the JSON Schema, frozen; throws `UnrepresentableSchemaError` for a lossy part unless
 *   `onUnrepresentable` allows it
 *
 * @example
 * import { toJsonSchema } from '@polytool/arktype'
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
