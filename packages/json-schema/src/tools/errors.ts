import { shownText } from '../shown-text'
/** Why a tool cannot be turned into a provider's tool entry, or a tool list into a request. */
export type ProviderToolErrorCode =
  | 'INVALID_OPTIONS'
  | 'INVALID_TOOL'
  | 'INVALID_TOOL_NAME'
  | 'DUPLICATE_TOOL_NAME'
  | 'UNKNOWN_TOOL'
  | 'STRICT_NOT_POSSIBLE'
  | 'STRICT_BUDGET_EXCEEDED'

/** A tool entry or tool list that cannot be built; `tools` names the tools involved. */
export class ProviderToolError extends Error {
  override readonly name = 'ProviderToolError'
  readonly code: ProviderToolErrorCode
  /** The target being built, e.g. `anthropic`. */
  readonly target: string
  /** The ids of the tools involved. */
  readonly tools: readonly string[]
  /** JSON pointer into the tool's input schema, when the cause is in it (`''` is the root). */
  readonly pointer: string | undefined

  constructor(
    code: ProviderToolErrorCode,
    target: string,
    tools: readonly string[],
    message: string,
    options: { pointer?: string | undefined; cause?: unknown } = {},
  ) {
    super(shownText(`${target}: ${message}`), { cause: options.cause })
    this.code = code
    this.target = target
    this.tools = Object.freeze([...tools])
    this.pointer = options.pointer
  }
}
