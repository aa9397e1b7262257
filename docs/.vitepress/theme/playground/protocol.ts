/** What the page asks the worker: one schema, one provider profile, and optionally model arguments. */
export interface PlaygroundRequest {
  readonly id: number
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
}

/** What the worker answers; every step that failed carries its error instead of a value. */
export interface PlaygroundResponse {
  readonly id: number
  readonly error?: ShownError
  readonly emitted?: string
  readonly wrappedIn?: string | undefined
  readonly warnings?: readonly { code: string; pointer: string; message: string }[]
  readonly violations?: readonly { pointer: string; rule: string; message: string; fix: string }[]
  readonly decoded?: string
  readonly decodeError?: ShownError
  readonly accepted?: boolean
  readonly issues?: readonly { path: string; message: string }[]
}
