export { checkProviderSchema } from './check-provider-schema'
export { JsonSchemaError, ProviderSchemaError, type ProviderSchemaErrorCode } from './errors'
export {
  type FromJsonSchemaOptions,
  fromJsonSchema,
  type JsonSchemaToolSchema,
} from './from-json-schema'
export type { JsonSchema, JsonSchemaInput, JsonValue } from './json-schema'
export {
  countStrictBudgetUsage,
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
export type { ProviderRuleName, ProviderSchemaViolation } from './violations'
export type { ProviderSchemaWarning, ProviderSchemaWarningCode } from './warnings'
