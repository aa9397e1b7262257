import { RequestContext } from '@polytool/core'
import type { RequestContextSource } from './options'

/**
 * What a converted tool reads of the config LangChain calls it with: LangGraph's run
 * `context` (`agent.invoke(input, { context })`), the run's `configurable`, the tool call, the
 * abort signal and the graph's state.
 */
export interface LangChainToolConfig {
  /** LangGraph's runtime context of the run (`context` of `invoke`). */
  readonly context?: unknown
  /** The run's `configurable` values. */
  readonly configurable?: Readonly<Record<string, unknown>>
  /** The tool call being run: its id, name and arguments. */
  readonly toolCall?: { readonly id?: string; readonly name: string; readonly args: unknown }
  /** Aborts when the run is cancelled. */
  readonly signal?: AbortSignal
  /** The graph's state, which `ToolNode` passes its tools: its `messages` are the conversation. */
  readonly state?: unknown
}

/** Which values of the config become request context besides `context`. */
export interface RequestContextFromConfigOptions {
  /** Keys of `config.configurable` to copy (LangGraph keeps `thread_id` and its own keys there, so none by default). */
  configurable?: readonly string[]
}

/**
 * polytool's `RequestContext` of one call, from LangChain's config: every own key of
 * `config.context` (the `context` given to `agent.invoke` / `graph.invoke`, typed by
 * `createAgent`'s `contextSchema`), then the named keys of `config.configurable`. It is what a
 * converted tool uses when `options.requestContext` is not given. None of these values reach
 * the model: they go to the tool's `requestContextSchema` and `execute` only.
 *
 * @param config - the config LangChain passes to the tool
 * @param options - which `configurable` keys to copy
 * @returns a fresh `RequestContext`
 *
 * @example
 * ```ts fragment
 * import { requestContextFromConfig, toLangChainTools } from '@polytool/langchain'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * const tools = toLangChainTools([weatherTool], {
 *   requestContext: (config) => requestContextFromConfig(config, { configurable: ['userId'] }),
 * })
 * ```
 */
export function requestContextFromConfig(
  config: LangChainToolConfig | undefined,
  options: RequestContextFromConfigOptions = {},
): RequestContext<any> {
  const requestContext = new RequestContext()
  const context = config?.context
  if (typeof context === 'object' && context !== null) {
    for (const [key, value] of Object.entries(context)) requestContext.set(key, value)
  }
  const configurable = config?.configurable
  for (const key of options.configurable ?? []) {
    if (configurable !== undefined && Object.hasOwn(configurable, key))
      requestContext.set(key, configurable[key])
  }
  return requestContext
}

/**
 * The `RequestContext` of one call: the one given, the one made from the config, or the
 * default mapping, at once unless a function of the host's answers later.
 */
export function resolveRequestContext(
  source: RequestContextSource | undefined,
  config: LangChainToolConfig,
): RequestContext<any> | Promise<RequestContext<any>> {
  if (source === undefined) return requestContextFromConfig(config)
  if (typeof source !== 'function') return source
  return madeContext(source, config)
}

async function madeContext(
  source: Exclude<RequestContextSource, RequestContext<any>>,
  config: LangChainToolConfig,
): Promise<RequestContext<any>> {
  const made = await source(config)
  if (!(made instanceof RequestContext)) {
    throw new TypeError(
      `requestContext: the function must return a RequestContext, received ${describe(made)}`,
    )
  }
  return made
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value !== 'object') return typeof value
  return value.constructor?.name ?? 'object'
}
