export { MastraBridgeError, type MastraBridgeErrorCode } from './errors'
export { fromMastraTool, type PolytoolToolFromMastra } from './from-mastra-tool'
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
