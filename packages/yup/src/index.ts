/**
 * The Yup 1 adapter for polytool: validation through Yup's Standard Schema, inference, and JSON
 * Schema. Yup has no JSON Schema converter, so the adapter writes one from `schema.describe()`.
 *
 * Install: `npm install @polytool/core @polytool/yup yup`.
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
import { yupAdapter } from './adapter'
import type { YupJsonSchemaOptions } from './from-description'

export {
  DEFAULT_MAX_DEPTH,
  type FromDescriptionOptions,
  fromDescription,
  type YupJsonSchemaOptions,
  YupSchemaTooDeepError,
} from './from-description'
export { yupAdapter }

/**
 * `createTool` for Yup schemas: validation through Yup's Standard Schema, and JSON Schema
 * written from `schema.describe()`, with every lossy part reported.
 *
 * @param options - the tool definition: `id`, `description`, `inputSchema`, `execute` and the other
 *   options of core's `createTool`
 * @returns the tool, with its schemas bound to this adapter
 * @example
 * import { createTool } from '@polytool/yup'
 * import * as y from 'yup'
 *
 * export const weatherTool = createTool({
 *   id: 'weather-tool',
 *   description: 'Get the current weather for a location',
 *   inputSchema: y.object({ location: y.string().strict().defined() }).strict(),
 *   execute: async ({ location }) => ({ location, temperatureCelsius: 21 }),
 * })
 */
export const createTool = createToolWith(yupAdapter)

/** Options of the Yup `toJsonSchema`: core's, with the Yup converter's own options typed. */
export interface YupToJsonSchemaOptions extends Omit<ToJsonSchemaOptions, 'libraryOptions'> {
  /** The Yup converter's own options (`maxDepth`), under `yup`. */
  libraryOptions?: { yup?: YupJsonSchemaOptions }
}

/**
 * The JSON Schema of a Yup schema, through the adapter (cached, frozen, losses reported, casts
 * of a schema without `.strict()` warned of).
 *
 * @param schema - a Yup schema
 * @param options - `io`, `target`, `onUnrepresentable`, and the converter's own options under
 *   `libraryOptions`
 * @returns the JSON Schema, frozen; throws `UnrepresentableSchemaError` for a lossy part unless
 *   `onUnrepresentable` allows it
 *
 * @example
 * import { toJsonSchema } from '@polytool/yup'
 * import * as y from 'yup'
 *
 * toJsonSchema(y.object({ city: y.string().strict().defined() }).strict()) // { type: 'object', ... }
 */
export function toJsonSchema(
  schema: StandardSchemaV1,
  options: YupToJsonSchemaOptions = {},
): JsonSchema {
  return coreToJsonSchema(withAdapter(schema, yupAdapter), options as ToJsonSchemaOptions)
}
