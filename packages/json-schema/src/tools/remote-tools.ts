import type { AnyTool } from '@polytool/core'

// Weakly held: marking a tool keeps nothing alive, and a tool cannot be unmarked.
const remote = new WeakSet<object>()

/**
 * Marks tools as loaded from a remote server, such as an MCP server's listing (`loadMcpTools`
 * marks the tools it makes). When a request's strict tools exceed the provider's budget, the
 * application's own tools keep strict mode as if the remote tools were not in the list, and the
 * remote ones share what is left: a listing of many cheap tools cannot take strict mode from
 * the application's tools. Marking only ever demotes a tool, so any code may mark its own.
 *
 * @param tools - the tools to mark; anything that is not an object is passed over
 * @returns nothing; the mark lasts as long as the tool
 *
 * @example
 * ```ts fragment
 * import { markRemoteTools, toProviderTools } from '@polytool/json-schema'
 *
 * declare const loadedTools: import('@polytool/core').AnyTool[]
 * declare const ownTools: import('@polytool/core').AnyTool[]
 *
 * markRemoteTools(loadedTools)
 * const list = toProviderTools([...ownTools, ...loadedTools], 'openai')
 * ```
 */
export function markRemoteTools(tools: readonly AnyTool[]): void {
  for (const tool of tools) if (typeof tool === 'object' && tool !== null) remote.add(tool)
}

/** Whether `markRemoteTools` marked the tool. */
export function isRemoteTool(tool: unknown): boolean {
  return typeof tool === 'object' && tool !== null && remote.has(tool)
}
