import type { Library } from './detect'
import type { LargeText } from './large-text'

/** What the page asks the worker: one schema, one provider profile, and optionally model arguments. */
export interface PlaygroundRequest {
  readonly id: number
  /** JSON Schema, or the source of a Zod, Valibot or ArkType schema. */
  readonly schemaText: string
  readonly target: 'openai' | 'anthropic' | 'gemini' | 'mcp'
  readonly strict: boolean
  readonly geminiMode: 'parameters' | 'parametersJsonSchema'
  readonly argsText: string
}

/** An error as the page shows it: the library's class name, code and JSON pointer when it has them. */
export interface ShownError {
  readonly name: string
  readonly code?: string
  readonly pointer?: string
  readonly message: string
  /** What to try instead, when the input looks like something the playground reads otherwise. */
  readonly hint?: string
}

/** What the worker answers; every step that failed carries its error instead of a value. */
export interface PlaygroundResponse {
  readonly id: number
  /** What the schema box was read as; absent when it could not be told. */
  readonly detected?: Library | 'json-schema'
  readonly error?: ShownError
  /** The JSON Schema of a library's schema, before the provider's changes. */
  readonly jsonSchema?: string | LargeText
  readonly emitted?: string | LargeText
  readonly wrappedIn?: string | undefined
  readonly warnings?: readonly { code: string; pointer: string; message: string }[]
  readonly violations?: readonly { pointer: string; rule: string; message: string; fix: string }[]
  readonly decoded?: string | LargeText
  readonly decodeError?: ShownError
  readonly accepted?: boolean
  readonly issues?: readonly { path: string; message: string }[]
}
