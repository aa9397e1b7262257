export { AISDKToolError, type AISDKToolErrorCode } from './errors'
export type { ToolSuspendedFailure } from './execute'
export { type AISDKToolResultOutput, toAISDKModelOutput } from './model-output'
export type {
  AISDKProvider,
  AISDKToolOptions,
  RequestContextSource,
  SchemaOptionsOf,
} from './options'
export { toAISDKTool } from './to-ai-sdk-tool'
export { toAISDKTools } from './to-ai-sdk-tools'
export type {
  AISDKToolFor,
  AISDKToolOutput,
  AISDKToolsFor,
  PolytoolTools,
} from './types'
