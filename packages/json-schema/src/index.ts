/**
 * Provider-exact tool schemas and tool entries for OpenAI (strict and non-strict), Anthropic
 * (strict and non-strict), Gemini (`parameters` and `parametersJsonSchema`) and MCP, with decode
 * plans for what the model sends back. The library entry has no Node built-ins (edge runtimes).
 *
 * @packageDocumentation
 */
export { checkProviderSchema } from './check-provider-schema'
export {
  JsonSchemaError,
  type JsonSchemaErrorCode,
  ProviderSchemaError,
  type ProviderSchemaErrorCode,
} from './errors'
export {
  type FromJsonSchemaOptions,
  type FromJsonSchemaWarning,
  fromJsonSchema,
  type JsonSchemaToolSchema,
} from './from-json-schema'
export type { JsonSchema, JsonSchemaInput, JsonValue } from './json-schema'
export { type SchemaLimitCode, SchemaLimitError } from './limit-error'
export { DEFAULT_SCHEMA_LIMITS, type SchemaLimits } from './limits'
export {
  countStrictBudgetUsage,
  type MeasureOptions,
  measureSchema,
  type SchemaSize,
  type StrictBudgetUsage,
} from './measure'
export type {
  AnthropicSchemaOptions,
  CommonSchemaOptions,
  GeminiSchemaOptions,
  McpSchemaOptions,
  OpenAISchemaOptions,
  ProviderSchemaOptions,
  ProviderSchemaOptionsMap,
  ProviderTarget,
} from './options'
export { rulesFor } from './profile'
export {
  type AnthropicBudgets,
  type OpenAILimits,
  type ProviderProfileId,
  type ProviderRules,
  providerRules,
} from './rules'
export { type ProviderSchema, toProviderSchema } from './to-provider-schema'
export {
  type AcceptedInputExamples,
  acceptedInputExamples,
  type ToolInputExample,
} from './tools/accepted-examples'
export { ProviderToolError, type ProviderToolErrorCode } from './tools/errors'
export type {
  AnthropicToolOptions,
  GeminiToolOptions,
  McpToolOptions,
  OpenAIToolOptions,
  ProviderToolOptions,
  ProviderToolOptionsMap,
  StrictToolOptions,
  ToolEntryOptions,
} from './tools/options'
export type {
  AnthropicTool,
  GeminiFunctionDeclaration,
  GeminiSchema,
  McpToolListing,
  ObjectJsonSchema,
  OpenAIChatTool,
  OpenAIResponsesTool,
  ProviderRequestOptions,
  ProviderToolPayload,
} from './tools/payloads'
export type { ProviderTool } from './tools/provider-tool'
export { markRemoteTools } from './tools/remote-tools'
export { shownInputExamples } from './tools/shown-examples'
export { toProviderTool } from './tools/to-provider-tool'
export { type ProviderToolList, toProviderTools } from './tools/to-provider-tools'
export { toolInputSchema } from './tools/tool-input-schema'
export type { ProviderToolWarning, ProviderToolWarningCode } from './tools/warnings'
export type { ProviderRuleName, ProviderSchemaViolation } from './violations'
export type { ProviderSchemaWarning, ProviderSchemaWarningCode } from './warnings'
