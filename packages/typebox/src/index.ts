import {
  toJsonSchema as coreToJsonSchema,
  createToolWith,
  type JsonSchema,
  type ToJsonSchemaOptions,
  withAdapter,
} from '@polytool/core'
import { type TypeBoxJsonSchemaOptions, TypeBoxSchemaTooDeepError, typeboxAdapter } from './adapter'
import { isTypeBoxStandard, standard, TYPEBOX_VENDOR, type TypeBoxStandardSchema } from './standard'

export {
  isTypeBoxStandard,
  standard,
  TYPEBOX_VENDOR,
  type TypeBoxJsonSchemaOptions,
  TypeBoxSchemaTooDeepError,
  type TypeBoxStandardSchema,
  typeboxAdapter,
}

/**
 * `createTool` for TypeBox schemas wrapped with `standard()`: validation by TypeBox's compiler,
 * inference, and JSON Schema through the TypeBox adapter, with every loss reported.
 *
 * @example
 * import { createTool, standard } from '@polytool/typebox'
 * import { Type } from 'typebox'
 *
 * export const weatherTool = createTool({
 *   id: 'weather-tool',
 *   description: 'Get the current weather for a location',
 *   inputSchema: standard(Type.Object({ location: Type.String() })),
 *   execute: async ({ location }) => ({ location, temperatureCelsius: 21 }),
 * })
 */
export const createTool = createToolWith(typeboxAdapter)

/** Options of the TypeBox `toJsonSchema`: core's, with the adapter's own options typed. */
export interface TypeBoxToJsonSchemaOptions extends Omit<ToJsonSchemaOptions, 'libraryOptions'> {
  libraryOptions?: { typebox?: TypeBoxJsonSchemaOptions }
}

/**
 * The JSON Schema of a wrapped TypeBox schema, through the adapter (cached, frozen, losses reported).
 *
 * @example
 * import { Type } from 'typebox'
 *
 * toJsonSchema(standard(Type.Object({ city: Type.String() }))) // { type: 'object', ... }
 */
export function toJsonSchema(
  schema: TypeBoxStandardSchema,
  options: TypeBoxToJsonSchemaOptions = {},
): JsonSchema {
  return coreToJsonSchema(withAdapter(schema, typeboxAdapter), options as ToJsonSchemaOptions)
}
