import type { ToolAnnotations } from '@polytool/core'
import type { ProviderTarget } from '../options'

// Arrays are typed mutable so that entries are assignable to the SDKs' own types; they are
// frozen at run time all the same.

/** A tool input schema as providers take it: a JSON Schema object whose root is an object. */
export type ObjectJsonSchema = {
  readonly type: 'object'
  readonly properties?: { readonly [name: string]: object }
  readonly required?: string[]
  readonly [keyword: string]: unknown
}

/**
 * A schema in Gemini's OpenAPI subset (`parameters`). Values are typed `any` because the Gemini
 * SDK types `type` as a TypeScript enum; its API takes the lowercase names emitted here.
 */
export type GeminiSchema = { readonly [keyword: string]: any }

/** An OpenAI Chat Completions function tool. */
export interface OpenAIChatTool {
  /** Always `function`. */
  readonly type: 'function'
  /** The function: its name, description, parameters and `strict`. */
  readonly function: {
    readonly name: string
    readonly description: string
    readonly parameters: ObjectJsonSchema
    readonly strict: boolean
  }
}

/** An OpenAI Responses function tool. */
export interface OpenAIResponsesTool {
  /** Always `function`. */
  readonly type: 'function'
  /** The tool's name, as the model calls it. */
  readonly name: string
  /** The tool's description. */
  readonly description: string
  /** The JSON Schema of the tool's input. */
  readonly parameters: ObjectJsonSchema
  /** Whether the model must follow the schema exactly (OpenAI's structured outputs). */
  readonly strict: boolean
}

/** An Anthropic Messages tool. */
export interface AnthropicTool {
  /** The tool's name, as the model calls it. */
  readonly name: string
  /** The tool's description. */
  readonly description: string
  /** The JSON Schema of the tool's input. */
  readonly input_schema: ObjectJsonSchema
  /** Present (and `true`) only for strict tools. */
  readonly strict?: true
  /** The tool's `inputExamples`, encoded the way the model sends them under this schema. */
  readonly input_examples?: Record<string, unknown>[]
}

/** A Gemini function declaration; a tool with no parameters has neither schema field. */
export interface GeminiFunctionDeclaration {
  /** The tool's name, as the model calls it. */
  readonly name: string
  /** The tool's description. */
  readonly description: string
  /** The input in Gemini's OpenAPI subset (`mode: 'parameters'`, the default). */
  readonly parameters?: GeminiSchema
  /** The input as JSON Schema (`mode: 'parametersJsonSchema'`). */
  readonly parametersJsonSchema?: ObjectJsonSchema
}

/** An MCP tool listing (`tools/list`), spec revision 2025-11-25. */
export interface McpToolListing {
  /** The tool's name, as the client calls it. */
  readonly name: string
  /** From `mcp.annotations.title`. */
  readonly title?: string
  /** The tool's description. */
  readonly description: string
  /** The JSON Schema of the tool's input. */
  readonly inputSchema: ObjectJsonSchema
  /** The JSON Schema of the tool's structured output, when it has one. */
  readonly outputSchema?: ObjectJsonSchema
  /** MCP's tool annotations (`readOnlyHint`, `destructiveHint`, …). */
  readonly annotations?: ToolAnnotations
  /** MCP's `_meta` of the tool. */
  readonly _meta?: Record<string, unknown>
}

/** The OpenAI tool shape the `api` option selects; both when it is not known statically. */
type OpenAIToolFor<O> = O extends { readonly api: 'responses' }
  ? OpenAIResponsesTool
  : 'api' extends keyof O
    ? O['api' & keyof O] extends 'chat-completions' | undefined
      ? OpenAIChatTool
      : OpenAIChatTool | OpenAIResponsesTool
    : OpenAIChatTool

/** The tool entry a target takes; for OpenAI the `api` option picks Chat Completions or Responses. */
export type ProviderToolPayload<T extends ProviderTarget = ProviderTarget, O = object> = {
  readonly openai: OpenAIToolFor<O>
  readonly anthropic: AnthropicTool
  readonly gemini: GeminiFunctionDeclaration
  readonly mcp: McpToolListing
}[T]

/** Request parameters a tool list needs besides `tools`. */
export interface ProviderRequestOptions {
  /** OpenAI strict tools are not compatible with parallel tool calls. */
  readonly parallel_tool_calls?: false
}
