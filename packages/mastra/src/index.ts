/**
 * Use polytool tools in Mastra 1.x agents and workflows, and Mastra tools in polytool. A bridged
 * tool keeps what polytool adds: any schema library, the provider's exact (strict) schema with
 * decoding, validation of input, output and request context, approval and model output, through
 * Mastra's own approval, suspension and `toModelOutput`.
 *
 * @packageDocumentation
 */
export { MastraBridgeError, type MastraBridgeErrorCode } from './errors'
export {
  type FromMastraToolOptions,
  fromMastraTool,
  type PolytoolToolFromMastra,
} from './from-mastra-tool'
export type {
  MastraProvider,
  MastraSchemaOptionsOf,
  MastraToolOptions,
  RequestContextMapper,
} from './options'
export { fromMastraRequestContext } from './request-context'
export { toMastraTool } from './to-mastra-tool'
export { toMastraTools } from './to-mastra-tools'
export type { MastraToolFor, MastraToolOutput, MastraToolsFor, PolytoolTools } from './types'
