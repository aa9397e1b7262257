import type { AnyTool } from '@polytool/core'
import { MastraBridgeError } from './errors'
import type { MastraProvider, MastraToolOptions } from './options'
import { toMastraTool } from './to-mastra-tool'
import type { MastraToolsFor, PolytoolTools } from './types'

/**
 * Turns polytool tools into a Mastra tool record for `new Agent({ tools })` or an agent call's
 * `toolsets`: a list is keyed by each tool's `id`, a record keeps its keys as the names the
 * model calls. See `toMastraTool` for what each tool does.
 *
 * @param tools - polytool tools, as a list or a record
 * @param options - the provider (`openai` by default), strict mode, request context mapping
 *   and observer
 * @returns Mastra tools, keyed by the name the model calls
 *
 * @example
 * ```ts fragment
 * import { toMastraTools } from '@polytool/mastra'
 * import { Agent } from '@mastra/core/agent'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * const agent = new Agent({
 *   id: 'weather',
 *   name: 'Weather',
 *   instructions: 'Answer with the weather.',
 *   model: 'openai/gpt-5',
 *   tools: toMastraTools([weatherTool], { provider: 'openai', strict: true }),
 * })
 * ```
 */
export function toMastraTools<const T extends PolytoolTools, P extends MastraProvider = 'openai'>(
  tools: T,
  options: MastraToolOptions<P> = {},
): MastraToolsFor<T> {
  const converted: Record<string, unknown> = {}
  for (const [name, tool] of toolEntries(tools)) {
    if (Object.hasOwn(converted, name)) {
      throw new MastraBridgeError(
        'DUPLICATE_TOOL_NAME',
        `Two tools are named ${name}; give them distinct ids, or pass a record to name them`,
      )
    }
    // defineProperty: a tool named `__proto__` stays a key, instead of becoming the prototype.
    Object.defineProperty(converted, name, {
      value: toMastraTool(tool, options),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return converted as MastraToolsFor<T>
}

function toolEntries(tools: PolytoolTools): [string, AnyTool][] {
  if (Array.isArray(tools)) {
    return tools.map((tool: AnyTool, index): [string, AnyTool] => [
      typeof tool?.id === 'string' ? tool.id : `[${index}]`,
      tool,
    ])
  }
  if (typeof tools === 'object' && tools !== null) return Object.entries(tools)
  throw new MastraBridgeError(
    'INVALID_TOOL',
    `toMastraTools expects a list of tools or a record of them, received ${tools === null ? 'null' : typeof tools}`,
  )
}
