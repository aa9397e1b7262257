/** Stable codes of `MastraBridgeError`. */
export type MastraBridgeErrorCode = 'INVALID_TOOL' | 'INVALID_OPTIONS' | 'DUPLICATE_TOOL_NAME'

/** Thrown when tools or options handed to `toMastraTools` / `fromMastraTool` cannot work. */
export class MastraBridgeError extends TypeError {
  override readonly name = 'MastraBridgeError'
  readonly code: MastraBridgeErrorCode

  constructor(code: MastraBridgeErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
