import type { AnyTool } from '@polytool/core'
import { AISDKToolError } from './errors'
import type { AISDKProvider, AISDKToolOptions } from './options'
import { toAISDKTool } from './to-ai-sdk-tool'
import type { AISDKToolsFor, PolytoolTools } from './types'

/**
 * Turns polytool tools into an AI SDK tool set for one provider: a list is keyed by each
 * tool's `id`, a record keeps its keys as the names the model calls.
 *
 * @param tools - a list of tools (keyed by `id`) or a record of tools (keyed by its keys)
 * @param options - `provider`, the model provider the schemas are emitted for, and its schema
 *   options
 * @returns the AI SDK tool set, keyed by the names the model calls
 *
 * @example
 * ```ts fragment
 * import { toAISDKTools } from '@polytool/ai-sdk'
 * import { generateText, stepCountIs } from 'ai'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * const result = await generateText({
 *   model: 'openai/gpt-5',
 *   tools: toAISDKTools([weatherTool], { provider: 'openai', strict: true }),
 *   stopWhen: stepCountIs(5),
 *   prompt: 'What is the weather in Paris?',
 * })
 * ```
 */
export function toAISDKTools<const T extends PolytoolTools, P extends AISDKProvider>(
  tools: T,
  options: AISDKToolOptions<P>,
): AISDKToolsFor<T> {
  const entries = toolEntries(tools)
  const converted: Record<string, unknown> = {}
  for (const [name, tool] of entries) {
    if (Object.hasOwn(converted, name)) {
      throw new AISDKToolError(
        'DUPLICATE_TOOL_NAME',
        `Two tools are named ${name}; give them distinct ids, or pass a record to name them`,
      )
    }
    // defineProperty: a tool named `__proto__` stays a key, instead of becoming the prototype.
    Object.defineProperty(converted, name, {
      value: toAISDKTool(tool, options, name),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return converted as AISDKToolsFor<T>
}

function toolEntries(tools: PolytoolTools): [string, AnyTool][] {
  if (Array.isArray(tools)) {
    return tools.map((tool: AnyTool, index): [string, AnyTool] => [
      typeof tool?.id === 'string' ? tool.id : `[${index}]`,
      tool,
    ])
  }
  if (typeof tools === 'object' && tools !== null) return Object.entries(tools)
  throw new AISDKToolError(
    'INVALID_TOOL',
    `toAISDKTools expects a list of tools or a record of them, received ${tools === null ? 'null' : typeof tools}`,
  )
}
