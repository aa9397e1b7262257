export { createDeclined, resolveNeedsApproval } from './approval'
export type {
  AgentToolExecutionContext,
  ApprovalGate,
  ElicitationRequest,
  ElicitationResult,
  MCPToolExecutionContext,
  SuspendFunction,
  SuspendOptions,
  ToolCallContext,
  ToolExecutionContext,
  WorkflowToolExecutionContext,
} from './context'
export { createTool } from './create-tool'
export { ToolAbortedError, ToolDefinitionError, ToolExecutionError } from './errors'
export { runHook, type ToolCallOptions, type ToolHookName, type ToolHooks } from './hooks'
export { formatPath, normalizeIssues, type ToolIssue } from './issues'
export type { JSONValue, ToolContentPart, ToolModelOutput } from './model-output'
export { modelOutputFor } from './model-output-for'
export {
  createObserve,
  type LogLevel,
  type ToolObserve,
  type ToolObserver,
} from './observe'
export { type PipelineLifecycle, runToolPipeline } from './pipeline'
export { RequestContext } from './request-context'
export { safeStringify } from './safe-stringify'
export { looksSecret } from './secrets'
export {
  hasJsonSchema,
  isStandardSchema,
  type SchemaInput,
  type SchemaOutput,
  type StandardJSONSchemaV1,
  type StandardSchemaV1,
  type ToolSchema,
} from './standard-schema'
export type {
  AnySchema,
  AnyTool,
  ExecuteReturn,
  MCPToolProperties,
  Tool,
  ToolAnnotations,
  ToolBackgroundConfig,
  ToolCallDeclined,
  ToolOptions,
  ToolResult,
} from './tool'
export {
  type RedactedPayload,
  type ToolPayloadTransform,
  type ToolPayloadTransformTarget,
  type TransformPayloads,
  type TransformPhase,
  type TransformTarget,
  transformPayload,
} from './transform'
export { type ValidationResult, validateWith } from './validate'
export {
  createValidationError,
  type FieldErrors,
  isValidationError,
  type ValidationError,
  type ValidationErrorCode,
  type ValidationKind,
} from './validation-error'
