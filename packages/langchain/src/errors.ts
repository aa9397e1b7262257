/** Stable codes of `LangChainToolError`. */
export type LangChainToolErrorCode =
  | 'INVALID_TOOL'
  | 'INVALID_OPTIONS'
  | 'DUPLICATE_TOOL_NAME'
  | 'INVALID_DECISION'

/**
 * Thrown when tools or options handed to `toLangChainTools` cannot work (at conversion), or
 * when a resumed approval carries a decision the call cannot follow (in the run).
 */
export class LangChainToolError extends TypeError {
  override readonly name = 'LangChainToolError'
  readonly code: LangChainToolErrorCode

  /**
   * @param code - the stable code
   * @param message - what was expected and what came
   */
  constructor(code: LangChainToolErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
