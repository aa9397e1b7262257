import type { AnyTool } from '@polytool/core'
import { OpenAIAgentsToolError } from './errors'
import type { OpenAIAgentsToolOptions } from './options'
import { type OpenAIAgentsTool, toOpenAIAgentsTool } from './to-openai-agents-tool'

/**
 * Turns polytool tools into Agents SDK `FunctionTool`s for `new Agent({ tools })`, each called
 * by its `id` (see `toOpenAIAgentsTool`).
 *
 * @param tools - tools made by `createTool`, with distinct ids
 * @param options - strict mode, request context mapping, observer and timeout, for every tool
 * @returns the SDK's `FunctionTool`s, in the same order
 *
 * @example
 * ```ts fragment
 * import { toOpenAIAgentsTools } from '@polytool/openai-agents'
 * import { Agent, run } from '@openai/agents'
 * import { RequestContext } from '@polytool/core'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 * declare const transferTool: import('@polytool/core').AnyTool
 *
 * const agent = new Agent<{ tenant: string }>({
 *   name: 'Assistant',
 *   tools: toOpenAIAgentsTools([weatherTool, transferTool], {
 *     requestContext: (runContext) => new RequestContext({ tenant: runContext.context.tenant }),
 *   }),
 * })
 * const result = await run(agent, 'Weather in Paris?', { context: { tenant: 'acme' } })
 * ```
 */
export function toOpenAIAgentsTools<Context = unknown>(
  tools: readonly AnyTool[],
  options: OpenAIAgentsToolOptions<Context> = {},
): OpenAIAgentsTool<Context>[] {
  if (!Array.isArray(tools)) {
    throw new OpenAIAgentsToolError(
      'INVALID_TOOL',
      `expected an array of tools, received ${tools === null ? 'null' : typeof tools}`,
    )
  }
  const seen = new Set<string>()
  return tools.map((tool) => {
    const made = toOpenAIAgentsTool(tool, options)
    if (seen.has(made.name)) {
      throw new OpenAIAgentsToolError(
        'DUPLICATE_TOOL_NAME',
        `Two tools are named ${made.name}: the model could not tell them apart`,
      )
    }
    seen.add(made.name)
    return made
  })
}
