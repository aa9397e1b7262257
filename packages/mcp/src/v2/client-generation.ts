import { type Client, SdkError, SdkErrorCode, type Tool } from '@modelcontextprotocol/client'
import type { CallToolResult, Tool as McpToolListing } from '@modelcontextprotocol/sdk/types.js'
import type { ClientGeneration } from '../client/sdk'

/**
 * Loading through an SDK v2 client. Every `tools/list` page is asked for with `request`: v2's
 * `listTools()` without a cursor walks every page itself, and it caches the listing for the
 * client's own output checks. `callTool` gets the listing without its `outputSchema` as
 * `toolDefinition`, so the SDK never compiles a server's output schema with its own engine:
 * polytool checks structured output with its linear one (see `load-tools`).
 */
export const clientV2: ClientGeneration<Client> = {
  listPage: async (client, cursor, options) => {
    const page = await client.request(
      { method: 'tools/list', params: cursor === undefined ? {} : { cursor } },
      options,
    )
    return page as { tools: McpToolListing[]; nextCursor?: string }
  },
  callTool: async (client, params, options, listing) => {
    const { outputSchema: _checkedByPolytool, ...toolDefinition } = listing
    return (await client.callTool(params, {
      ...options,
      toolDefinition: toolDefinition as Tool,
    })) as CallToolResult
  },
  isTimeout: (error) => error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout,
}
