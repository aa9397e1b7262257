/**
 * The TypeBox 1.x adapter for polytool (the `typebox` package). A TypeBox schema already is JSON
 * Schema, and TypeBox's compiler validates it; TypeBox 1.x has no Standard Schema, so this package
 * adds one (`standard(type)`), and reports every part the JSON Schema cannot say.
 *
 * Install: `npm install @polytool/core @polytool/typebox typebox`.
 *
 * @packageDocumentation
 */
import {
  toJsonSchema as coreToJsonSchema,
  createToolWith,
  type JsonSchema,
  type ToJsonSchemaOptions,
  withAdapter,
} from '@polytool/core'
import {
  type TypeBoxJsonSchemaOptions,
  TypeBoxSchemaTooDeepError,
  TypeBoxSchemaTooLargeError,
  typeboxAdapter,
} from './adapter'
import { TypeBoxDuplicateIdError } from './ids'
import { TypeBoxOptionsError } from './options'
import { isTypeBoxStandard, standard, TYPEBOX_VENDOR, type TypeBoxStandardSchema } from './standard'

export {
  isTypeBoxStandard,
  standard,
  TYPEBOX_VENDOR,
  TypeBoxDuplicateIdError,
  type TypeBoxJsonSchemaOptions,
  TypeBoxOptionsError,
  TypeBoxSchemaTooDeepError,
  TypeBoxSchemaTooLargeError,
  type TypeBoxStandardSchema,
  typeboxAdapter,
}

/**
 * `createTool` for TypeBox schemas wrapped with `standard()`: validation by TypeBox's compiler,
 * inference, and JSON Schema through the TypeBox adapter, with every loss reported.
 *
 * @param options - the tool definition: `id`, `description`, `inputSchema`, `execute` and the other
 *   options of core's `createTool`
 * @returns the tool, with its schemas bound to this adapter
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
  /** TypeBox's own options, under `typebox`. */
  libraryOptions?: { typebox?: TypeBoxJsonSchemaOptions }
}

/**
 * The JSON Schema of a wrapped TypeBox schema, through the adapter (cached, frozen, losses reported).
 *
 * @param schema - a TypeBox schema wrapped with `standard()`
 * @param options - `io`, `target`, `onUnrepresentable`, and the library's own options under
 *   `libraryOptions`
 * @returns the JSON Schema, frozen; throws `UnrepresentableSchemaError` for a lossy part unless
 *   `onUnrepresentable` allows it
 *
 * @example
 * import { standard, toJsonSchema } from '@polytool/typebox'
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
