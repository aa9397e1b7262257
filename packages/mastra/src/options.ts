import type { RequestContext as MastraRequestContext } from '@mastra/core/request-context'
import type { RequestContext, ToolObserver } from '@polytool/core'
import type { ProviderSchemaOptions, ProviderTarget } from '@polytool/json-schema'

/** The providers whose exact tool schema polytool can emit for a Mastra agent's model. */
export type MastraProvider = ProviderTarget

/**
 * Makes polytool's `RequestContext` of one call from Mastra's. The default,
 * `fromMastraRequestContext`, copies every value except Mastra's own `mastra__` keys.
 */
export type RequestContextMapper = (
  mastraContext: MastraRequestContext<unknown> | undefined,
) => RequestContext<any> | PromiseLike<RequestContext<any>>

/** The emitter options of one provider, without `strict`, which `MastraToolOptions` sets. */
export type MastraSchemaOptionsOf<P extends MastraProvider> = P extends MastraProvider
  ? Omit<ProviderSchemaOptions<P>, 'strict'>
  : never

/** How polytool tools become Mastra tools. Every option may be left out. */
export interface MastraToolOptions<P extends MastraProvider = MastraProvider> {
  /**
   * The provider the agent's model runs on: its emitter shapes the schema the model sees and
   * its decode plan reads the arguments back. Defaults to `openai`.
   */
  provider?: P
  /** Strict tool calls. Defaults to the tool's own `strict`, else off. */
  strict?: boolean
  /** More emitter options for the provider (`records`, `tuples`, `lossy`, Gemini `mode`, …). */
  schemaOptions?: MastraSchemaOptionsOf<P>
  /** Maps Mastra's `RequestContext` to polytool's. Defaults to `fromMastraRequestContext`. */
  requestContext?: RequestContextMapper
  /** Receives hook failures, spans and logs. */
  observer?: ToolObserver
}

/** The providers this package knows, to check options given at run time. */
export const MASTRA_PROVIDERS: readonly MastraProvider[] = ['openai', 'anthropic', 'gemini', 'mcp']
