/**
 * The Yup 1 adapter for polytool: validation through Yup's Standard Schema, inference, and JSON
 * Schema. Yup has no JSON Schema converter, so the adapter writes one from `schema.describe()`.
 *
 * Install: `npm install @polytool/core @polytool/yup yup`.
 *
 * @packageDocumentation
 */
import { createToolWith } from '@polytool/core'
import { yupAdapter } from './adapter'

export {
  DEFAULT_MAX_DEPTH,
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
