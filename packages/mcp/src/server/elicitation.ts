import type { Server } from '@modelcontextprotocol/sdk/server/index.js'
import type { ElicitRequestFormParams } from '@modelcontextprotocol/sdk/types.js'
import type { ElicitationRequest, MCPToolExecutionContext } from '@polytool/core'
import type { McpRequestExtra } from './options'

/**
 * The `context.mcp` of one call: the SDK's `extra`, and elicitation through the SDK's
 * `elicitation/create` request, tied to the call (so Streamable HTTP routes it to the
 * call's stream) and cancelled with it.
 */
export function mcpContextFor(server: Server, extra: McpRequestExtra): MCPToolExecutionContext {
  return {
    extra,
    elicitation: {
      async sendRequest(request: ElicitationRequest) {
        const params: ElicitRequestFormParams = {
          mode: 'form',
          message: request.message,
          requestedSchema: request.requestedSchema as ElicitRequestFormParams['requestedSchema'],
        }
        const result = await server.elicitInput(params, {
          relatedRequestId: extra.requestId,
          signal: extra.signal,
        })
        return {
          action: result.action,
          ...(result.content === undefined ? {} : { content: result.content }),
        }
      },
    },
  }
}
