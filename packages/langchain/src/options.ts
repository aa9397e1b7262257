import type { RequestContext, ToolObserver } from '@polytool/core'
import type { ProviderSchemaOptions, ProviderTarget } from '@polytool/json-schema'
import type { DecisionType } from './approval-shapes'
import type { ToolInputStream } from './input-stream'
import type { LangChainToolConfig } from './request-context'

/** The providers whose exact tool schema a converted tool carries. */
export type LangChainProvider = ProviderTarget

/** Where a call's `RequestContext` comes from: one for every call, or made from the call's config. */
export type RequestContextSource =
  | RequestContext<any>
  | ((config: LangChainToolConfig) => RequestContext<any> | PromiseLike<RequestContext<any>>)

/** The emitter options of one provider, without `strict`, which `LangChainToolOptions` sets. */
export type SchemaOptionsOf<P extends LangChainProvider> = P extends LangChainProvider
  ? Omit<ProviderSchemaOptions<P>, 'strict'>
  : never

/** How a call that requires approval is put to a human (see `toLangChainTools`). */
export interface ApprovalOptions {
  /** The decisions the reviewer may make; all three by default. */
  allowedDecisions?: readonly DecisionType[]
  /** The request's `description`; by default the text `humanInTheLoopMiddleware` writes. */
  description?: string
}

/** How polytool tools become LangChain tools. */
export interface LangChainToolOptions<P extends LangChainProvider = LangChainProvider> {
  /** The provider the chat model runs on: its emitter shapes the schema and its decode plan reads the arguments back. Defaults to `'openai'`. */
  provider?: P
  /** Strict tool schemas (OpenAI structured outputs, Anthropic strict tool use). Defaults to the tool's own `strict`, else off. */
  strict?: boolean
  /** More emitter options for the provider (`records`, `tuples`, `lossy`, Gemini `mode`, …). */
  schemaOptions?: SchemaOptionsOf<P>
  /** Request-scoped values for `execute` and `requireApproval`; by default `requestContextFromConfig(config)`. */
  requestContext?: RequestContextSource
  /** Receives hook failures, spans and logs. */
  observer?: ToolObserver
  /** How approval requests look to the reviewer. */
  approval?: ApprovalOptions
  /** Streamed arguments for `onInputStart` / `onInputDelta` (see `createToolInputStream`). */
  inputStream?: ToolInputStream
}

/** The providers this package knows, to check options given at run time. */
export const LANGCHAIN_PROVIDERS: readonly LangChainProvider[] = [
  'openai',
  'anthropic',
  'gemini',
  'mcp',
]
