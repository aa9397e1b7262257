/**
 * Use polytool tools in LangChain.js 1.x (`createAgent`, LangGraph's `ToolNode`, `bindTools`) and
 * keep what polytool adds: any schema library, the provider's exact (strict) schema with decoding,
 * validation of input, output and request context in polytool's pipeline, structured results for a
 * UI, and approval through LangGraph's `interrupt()` in the shape of langchain's
 * `humanInTheLoopMiddleware`.
 *
 * @packageDocumentation
 */
export { type ApprovalRequest, approvalRequest, type GateCall } from './approval'
export type {
  ActionRequest,
  Decision,
  DecisionType,
  HITLRequest,
  HITLResponse,
  ReviewConfig,
} from './approval-shapes'
export type { LangChainToolReturn, ToolSuspendedFailure } from './call'
export { LangChainToolError, type LangChainToolErrorCode } from './errors'
export type { LangChainInputSchema } from './input-schema'
export { createToolInputStream, ToolInputStream } from './input-stream'
export {
  type LangChainContentBlock,
  type LangChainModelContent,
  toLangChainContent,
} from './model-output'
export type {
  ApprovalOptions,
  LangChainProvider,
  LangChainToolOptions,
  RequestContextSource,
  SchemaOptionsOf,
} from './options'
export {
  type LangChainToolConfig,
  type RequestContextFromConfigOptions,
  requestContextFromConfig,
} from './request-context'
export { toLangChainTools } from './to-langchain-tools'
export type { LangChainTool, LangChainToolsFor, PolytoolTools } from './types'
