import type { SchemaLimits } from './limits'

/** The providers a tool schema can be emitted for. */
export type ProviderTarget = 'openai' | 'anthropic' | 'gemini' | 'mcp'

/** Options every target understands. */
export interface CommonSchemaOptions {
  /** How many times a recursive definition is expanded where the target cannot express recursion; deeper levels travel as JSON text. Default 3. */
  readonly recursionDepth?: number
  /** Records (maps) where the target cannot express them: `entries` rewrites them to `[{ key, value }]` (decoded back), `error` throws. Default `entries`. */
  readonly records?: 'entries' | 'error'
  /** Tuples where the target has no `prefixItems`: `object` rewrites `[a, b]` to `{ "0": a, "1": b }` (decoded back), `error` throws. Default `object`. */
  readonly tuples?: 'object' | 'error'
  /** The property that wraps a root the target cannot take as is (a union, a non-object). Default `value`. */
  readonly wrapKey?: string
  /** Lossy steps: `warn` lists them in `warnings`, `error` throws on the first one. Default `warn`. */
  readonly lossy?: 'warn' | 'error'
  /** Bounds on the work done for one schema (depth, size, union products, output growth); see `SchemaLimits` for the defaults. */
  readonly limits?: SchemaLimits
}

/** Options for OpenAI function tools (Chat Completions and Responses). */
export interface OpenAISchemaOptions extends CommonSchemaOptions {
  /** Structured Outputs strict mode. Default `true`. */
  readonly strict?: boolean
  /** `minLength` / `maxLength` in strict mode (unconfirmed support): `describe` moves them into the description, `keep` keeps them. Default `describe`. */
  readonly stringLength?: 'describe' | 'keep'
}

/** Options for Anthropic tools. */
export interface AnthropicSchemaOptions extends CommonSchemaOptions {
  /** Strict tool use. Default `true`. */
  readonly strict?: boolean
}

/** Options for Gemini function declarations. */
export interface GeminiSchemaOptions extends CommonSchemaOptions {
  /** `parameters` (OpenAPI 3.0 subset) or `parametersJsonSchema` (JSON Schema subset). Default `parameters`. */
  readonly mode?: 'parameters' | 'parametersJsonSchema'
}

/** Options for MCP tool listings. */
export interface McpSchemaOptions extends CommonSchemaOptions {}

/** The options each target takes. */
export interface ProviderSchemaOptionsMap {
  /** The options of the `openai` target. */
  readonly openai: OpenAISchemaOptions
  /** The options of the `anthropic` target. */
  readonly anthropic: AnthropicSchemaOptions
  /** The options of the `gemini` target. */
  readonly gemini: GeminiSchemaOptions
  /** The options of the `mcp` target. */
  readonly mcp: McpSchemaOptions
}

/** The options of one target. */
export type ProviderSchemaOptions<T extends ProviderTarget = ProviderTarget> =
  ProviderSchemaOptionsMap[T]
