import { tool as langChainTool } from '@langchain/core/tools'
import { type AnyTool, safeStringify } from '@polytool/core'
import { toolInputSchema } from '@polytool/json-schema'
import { createCall } from './call'
import { LangChainToolError } from './errors'
import { langChainInputSchema } from './input-schema'
import { LANGCHAIN_PROVIDERS, type LangChainProvider, type LangChainToolOptions } from './options'
import type { LangChainTool, LangChainToolsFor, PolytoolTools } from './types'

/**
 * Turns polytool tools into LangChain tools for `createAgent`, LangGraph's `ToolNode` or a chat
 * model's `bindTools`. Each tool carries the provider's exact JSON Schema, runs polytool's
 * pipeline on the decoded arguments, answers `content_and_artifact` (the model reads the
 * content, a UI gets the validated output as the `ToolMessage`'s `artifact`) and, when it
 * requires approval, pauses the graph with `interrupt()` in `humanInTheLoopMiddleware`'s
 * request shape. A list is named by each tool's `id`, a record by its keys.
 *
 * @param tools - polytool tools: a list, or a record keyed by the name the model calls
 * @param options - the provider (default `'openai'`), strictness, request context, observer
 * @returns LangChain `DynamicStructuredTool`s, in the order given
 *
 * @example
 * ```ts fragment
 * import { toLangChainTools } from '@polytool/langchain'
 * import { ChatOpenAI } from '@langchain/openai'
 * import { createAgent } from 'langchain'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * const agent = createAgent({
 *   model: new ChatOpenAI({ model: 'gpt-5' }),
 *   tools: toLangChainTools([weatherTool], { provider: 'openai' }),
 * })
 * const result = await agent.invoke({ messages: [{ role: 'user', content: 'Weather in Paris?' }] })
 * ```
 */
export function toLangChainTools<const T extends PolytoolTools, P extends LangChainProvider>(
  tools: T,
  options: LangChainToolOptions<P> = {},
): LangChainToolsFor<T> {
  const provider = assertOptions(options)
  const names = new Set<string>()
  const converted: LangChainTool[] = []
  for (const [name, tool] of toolEntries(tools)) {
    if (names.has(name)) {
      throw new LangChainToolError(
        'DUPLICATE_TOOL_NAME',
        `Two tools are named ${name}; give them distinct ids, or pass a record to name them`,
      )
    }
    names.add(name)
    converted.push(toLangChainTool(tool, name, provider, options))
    options.inputStream?.register(name, tool)
  }
  return converted as unknown as LangChainToolsFor<T>
}

function toLangChainTool(
  tool: AnyTool,
  name: string,
  provider: LangChainProvider,
  options: LangChainToolOptions,
): LangChainTool {
  if (typeof tool?.id !== 'string' || tool.definition === undefined) {
    throw new LangChainToolError(
      'INVALID_TOOL',
      `Tool ${name}: expected a tool made by createTool, received ${tool === null ? 'null' : typeof tool}`,
    )
  }
  const strict = options.strict ?? tool.strict ?? false
  const providerSchema = toolInputSchema(tool, provider, options.schemaOptions, strict)
  return langChainTool(createCall(tool, name, providerSchema, options) as never, {
    name,
    description: tool.description,
    schema: langChainInputSchema(providerSchema) as never,
    responseFormat: 'content_and_artifact',
  }) as unknown as LangChainTool
}

function assertOptions(options: LangChainToolOptions): LangChainProvider {
  const provider = (options as Partial<LangChainToolOptions> | undefined)?.provider ?? 'openai'
  if (!LANGCHAIN_PROVIDERS.includes(provider)) {
    throw new LangChainToolError(
      'INVALID_OPTIONS',
      `options.provider must be one of ${LANGCHAIN_PROVIDERS.join(', ')}, received ${safeStringify(provider, { maxLength: 80 })}`,
    )
  }
  return provider
}

function toolEntries(tools: PolytoolTools): [string, AnyTool][] {
  if (Array.isArray(tools)) {
    return tools.map((tool: AnyTool, index): [string, AnyTool] => [
      typeof tool?.id === 'string' ? tool.id : `[${index}]`,
      tool,
    ])
  }
  if (typeof tools === 'object' && tools !== null) return Object.entries(tools)
  throw new LangChainToolError(
    'INVALID_TOOL',
    `toLangChainTools expects a list of tools or a record of them, received ${tools === null ? 'null' : typeof tools}`,
  )
}
