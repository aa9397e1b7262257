/** Stable codes of `AISDKToolError`. */
export type AISDKToolErrorCode = 'INVALID_TOOL' | 'INVALID_OPTIONS' | 'DUPLICATE_TOOL_NAME'

/** Thrown when tools or options handed to `toAISDKTools` / `toAISDKTool` cannot work. */
export class AISDKToolError extends TypeError {
  override readonly name = 'AISDKToolError'
  readonly code: AISDKToolErrorCode

  constructor(code: AISDKToolErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
