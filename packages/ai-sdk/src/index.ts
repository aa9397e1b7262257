/**
 * Use polytool tools in the Vercel AI SDK 7 (`generateText`, `streamText`, agents) and keep what
 * polytool adds: any schema library, the provider's exact (strict) schema with decoding,
 * validation of input, output and request context, hooks, approval and model output.
 *
 * @packageDocumentation
 */
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
