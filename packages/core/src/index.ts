/**
 * `createTool()` for AI-agent tools with any Standard Schema library (Zod 4, Valibot, ArkType, …):
 * validated input and output, typed `execute(inputData, context)`, `RequestContext`, approval,
 * suspend and resume, hooks, transforms and model output. No runtime dependencies; runs on Node.js
 * 20.19+ or 22.12+, edge runtimes and browsers.
 *
 * @packageDocumentation
 */
export type { AbortWatch } from './abort'
export { createDeclined, resolveNeedsApproval } from './approval'
export { needsApprovalForInput } from './approval-for-input'
export { isAsyncFunction, readsPromise } from './async-function'
export { type AsyncInSync, AsyncInSyncError, unreadableSchemaAt } from './async-in-sync'
export { handlePromisesIn, promisesIn, settleAsyncOutput } from './async-output'
export { type BareCopy, bareCopy } from './bare-copy'
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
export { type EgressOptions, egressText } from './egress/egress-text'
export { EGRESS_POLICIES, type EgressDestination, type EgressPolicy } from './egress/policy'
export { redactedPointer } from './egress/redacted-pointer'
export {
  internalErrorMessage,
  ToolAbortedError,
  ToolDefinitionError,
  ToolError,
  ToolExecutionError,
  type ToolExecutionErrorOptions,
} from './errors'
export { runHook, type ToolCallOptions, type ToolHookName, type ToolHooks } from './hooks'
export { mentionsPrototypeMember, PROTOTYPE_MEMBER_KEYS } from './inherited-keys'
export { isTool } from './is-tool'
export { formatPath, normalizeIssues, type ToolIssue } from './issues'
export { jsonEqual, MAX_JSON_EQUAL_PAIRS } from './json-equal'
export {
  adapterOf,
  type JsonSchemaAdapter,
  type JsonSchemaRequest,
  type SchemaValidator,
  type ValueOrigin,
  withAdapter,
} from './json-schema/adapter'
export { createToolWith } from './json-schema/create-tool-with'
export { eachSubschema } from './json-schema/each-subschema'
export {
  JsonSchemaAdapterError,
  MissingJsonSchemaError,
  UnrepresentableSchemaError,
} from './json-schema/errors'
export { type InexactDirection, type InexactPart, markInexact } from './json-schema/inexact'
export {
  type DefaultVerdict,
  judgeDefault,
  MAX_DEFAULT_DEPTH,
  MAX_DEFAULT_VALUES,
} from './json-schema/json-default'
export {
  INEXACT_PATTERN_MESSAGES,
  type JsonPattern,
  type JsonPatternOptions,
  jsonPattern,
  type RegexUse,
} from './json-schema/json-pattern'
export { keySchemaMayRefuse } from './json-schema/key-schema'
export { type SubschemaShape, subschemaShape } from './json-schema/keywords'
export {
  droppedProtoEntriesTagger,
  markDroppedProtoEntries,
} from './json-schema/mark-dropped-proto-entries'
export { markInexactBelow } from './json-schema/mark-inexact-below'
export {
  type InexactRule,
  inexactTagger,
  markInexactWhere,
} from './json-schema/mark-inexact-where'
export {
  inheritedKeysTagger,
  markInheritedKeys,
  markProtoKeys,
  tagProtoKey,
} from './json-schema/mark-inherited-keys'
export { markOpenUnions, tagOpenUnion } from './json-schema/mark-open-unions'
export { requiresObjectRoot } from './json-schema/object-root'
export { patternFor } from './json-schema/pattern-for'
export { restoreProtoKeys } from './json-schema/proto-keys'
export { rewritePatterns } from './json-schema/rewrite-patterns'
export {
  extractJsonSchema,
  type JsonSchemaResult,
  type ToJsonSchemaOptions,
  toJsonSchema,
} from './json-schema/to-json-schema'
export { type ToolSchemaOption, toolJsonSchema } from './json-schema/tool-json-schema'
export {
  JSON_SCHEMA_TARGETS,
  type JsonSchema,
  type JsonSchemaIo,
  type JsonSchemaTarget,
} from './json-schema/types'
export {
  markUnrepresentable,
  type Unrepresentable,
  type UnrepresentableCode,
  type UnrepresentableHandler,
} from './json-schema/unrepresentable'
export { UTF16_LENGTH_RULES } from './json-schema/utf16-lengths'
export { type JsonSchemaCarrier, withJsonSchema } from './json-schema/with-json-schema'
export { ignoreRejection } from './maybe-promise'
export type { JSONValue, ToolContentPart, ToolModelOutput } from './model-output'
export { modelOutputAsText, modelOutputFor } from './model-output-for'
export {
  createObserve,
  type LogLevel,
  type ToolObserve,
  type ToolObserver,
} from './observe'
export { type PipelineLifecycle, runToolPipeline, runValidatedToolPipeline } from './pipeline'
export { type PrivateTextsOptions, privateTexts } from './private-values'
export { PROMISED_CHECK_MESSAGE } from './promised-checks'
export { PROMISED_VALUE_MESSAGE } from './promised-values'
export { handlingPromisesMadeBy, promisesMadeBy } from './promises-made'
export { readOnce } from './read-once'
export { RequestContext } from './request-context'
export {
  type BackgroundCallLabel,
  type BackgroundExecutor,
  type BackgroundJob,
  type BackgroundResult,
  createInProcessExecutor,
  interruptedFailure,
  type LocalSubmit,
} from './runtime/background'
export {
  type RunBackgroundJobOptions,
  requestContextJson,
  runBackgroundJob,
} from './runtime/background-job'
export { BackgroundJobSigner, readBackgroundJob } from './runtime/background-job-check'
export { CALL_EVENTS as TOOL_CALL_EVENTS } from './runtime/call-trace'
export { ChunkStream } from './runtime/chunk-stream'
export type { PayloadChunkType, ToolChunk } from './runtime/chunks'
export {
  ToolCallRuntimeError,
  type ToolCallRuntimeErrorCode,
  ToolTimeoutError,
} from './runtime/errors'
export type { ToolCallEvent } from './runtime/events'
export { createJobSignal, type JobSignal } from './runtime/job-signal'
export { DEFAULT_RUNTIME_LIMITS, type RuntimeLimitOptions } from './runtime/limits'
export type {
  ToolCallFailure,
  ToolCallOutcome,
  ToolCallStatus,
  ToolInputParseFailure,
} from './runtime/outcome'
export {
  JsonParseError,
  type JsonParseErrorCode,
  type JsonTextPosition,
} from './runtime/partial-json/json-parse-error'
export {
  createPartialJsonParser,
  DEFAULT_MAX_JSON_DEPTH,
  type JsonParseResult,
  type JsonRepair,
  type PartialJsonParser,
  type PartialJsonParserOptions,
} from './runtime/partial-json/parser'
export { anthropicToolEvents } from './runtime/providers/anthropic'
export { openAIChatToolEvents } from './runtime/providers/openai-chat'
export { openAIResponsesToolEvents } from './runtime/providers/openai-responses'
export { ProviderStreamError } from './runtime/providers/provider-stream-error'
export {
  decodeJsonEvents,
  decodeServerSentEvents,
  type ServerSentEvent,
} from './runtime/providers/sse'
export {
  createToolCallRuntime,
  type ToolCallRuntime,
  type ToolCallRuntimeOptions,
} from './runtime/runtime'
export type { ToolCallRuntimeSnapshot, WaitingToolCall } from './runtime/snapshot'
export type { SnapshotKey, WebCryptoKey } from './runtime/snapshot-signature'
export { safeStringify } from './safe-stringify'
export {
  currentMaxSchemaNodes,
  MAX_SCHEMA_NODES,
  MAX_SCHEMA_NODES_CEILING,
  pushFields,
  SCHEMA_PARTS_PER_NODE,
  SchemaLimitError,
  type SchemaPush,
  type SchemaWalker,
  type SchemaWalkOutcome,
  setMaxSchemaNodes,
  walkSchema,
} from './schema-walk'
export {
  excerpt,
  looksSecret,
  REDACTED,
  redactSecrets,
  SECRET_KEY_PAIRS,
  SECRET_KEY_WORDS,
} from './secrets'
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
  ApprovalFunction,
  ApprovalRule,
  CanBeDeclined,
  ExecuteFunction,
  ExecuteReturn,
  MCPToolProperties,
  Tool,
  ToolAnnotations,
  ToolBackgroundConfig,
  ToolBase,
  ToolCallDeclined,
  ToolOptions,
  ToolOutput,
  ToolResult,
  ToolRun,
} from './tool'
export {
  isTraceparent,
  type ToolCallInfo,
  type ToolCallTrace,
  type ToolCallTraceEnd,
  type ToolCallTraceOutcome,
  type TraceCarrier,
} from './trace'
export { TRACE_ERROR_TYPES } from './trace-error-type'
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
export { validateToolInput } from './validate-tool-input'
export {
  createValidationError,
  type FieldErrors,
  isToolFailure,
  isValidationError,
  type ValidationError,
  type ValidationErrorCode,
  type ValidationErrorOptions,
  type ValidationKind,
} from './validation-error'
export {
  DEFAULT_VALIDATION_LIMITS,
  type ValidationLimits,
} from './validation-limits'
