/** Stable codes of `OpenAIAgentsToolError`. */
export type OpenAIAgentsToolErrorCode = 'INVALID_TOOL' | 'INVALID_OPTIONS' | 'DUPLICATE_TOOL_NAME'

/** Thrown when tools or options handed to `toOpenAIAgentsTools` / `toOpenAIAgentsTool` cannot work. */
export class OpenAIAgentsToolError extends TypeError {
  override readonly name = 'OpenAIAgentsToolError'
  readonly code: OpenAIAgentsToolErrorCode

  /**
   * @param code - what is wrong, as a stable code
   * @param message - what was expected and what came
   */
  constructor(code: OpenAIAgentsToolErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
