import type { RequestContext, ToolObserver } from '@polytool/core'
import type { ProviderSchemaOptions, ProviderTarget } from '@polytool/json-schema'
import type { ToolExecutionOptions } from 'ai'

/** The providers whose exact tool schema can be sent through the AI SDK. */
export type AISDKProvider = ProviderTarget

/** Where a call's `RequestContext` comes from: one for every call, or made per call. */
export type RequestContextSource =
  | RequestContext<any>
  | ((
      call: Omit<ToolExecutionOptions<unknown>, 'abortSignal'>,
    ) => RequestContext<any> | PromiseLike<RequestContext<any>>)

/** The emitter options of one provider, without `strict`, which `AISDKToolOptions` sets. */
export type SchemaOptionsOf<P extends AISDKProvider> = P extends AISDKProvider
  ? Omit<ProviderSchemaOptions<P>, 'strict'>
  : never

/** How polytool tools become AI SDK tools. */
export interface AISDKToolOptions<P extends AISDKProvider = AISDKProvider> {
  /** The provider the model runs on: its emitter shapes the schema and its decode plan reads the arguments back. */
  provider: P
  /**
   * Strict tool calls (OpenAI structured outputs, Anthropic strict tool use, Gemini `VALIDATED`).
   * Defaults to the tool's own `strict`, else off.
   */
  strict?: boolean
  /** More emitter options for the provider (`records`, `tuples`, `lossy`, Gemini `mode`, …). */
  schemaOptions?: SchemaOptionsOf<P>
  /** Request-scoped values for `execute` and `requireApproval`, validated by `requestContextSchema`. */
  requestContext?: RequestContextSource
  /** Receives hook failures, spans and logs. */
  observer?: ToolObserver
  /** Makes `dynamicTool()`s (input and output typed `unknown` in results) instead of `tool()`s. */
  dynamic?: boolean
}

/** The providers this package knows, to check options given at run time. */
export const AISDK_PROVIDERS: readonly AISDKProvider[] = ['openai', 'anthropic', 'gemini', 'mcp']
