import type { MCPToolExecutionContext } from '@polytool/core'
import type { CallProgress } from './progress'
import type { McpCall } from './sdk'

/**
 * The `context.mcp` of one call: the SDK's `extra`, elicitation through the SDK's
 * `elicitation/create` request, tied to the call (so Streamable HTTP routes it to the call's
 * stream) and cancelled with it, and the call's progress reports.
 */
export function mcpContextFor(
  call: McpCall,
  extra: unknown,
  progress: CallProgress,
): MCPToolExecutionContext {
  return {
    extra,
    elicitation: { sendRequest: (request) => call.elicit(request) },
    progress: (update) => progress.report(update),
  }
}
