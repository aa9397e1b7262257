import { type Client, SdkError, SdkErrorCode } from '@modelcontextprotocol/client'
import type { CallToolResult, Tool as McpToolListing } from '@modelcontextprotocol/sdk/types.js'
import type { ClientGeneration } from '../client/sdk'

/**
 * Loading through an SDK v2 client: `callTool(params, options)`. The first `tools/list` page is
 * asked for with `request`, because v2's `listTools()` without a cursor walks every page itself.
 */
export const clientV2: ClientGeneration<Client> = {
  listPage: async (client, cursor, options) => {
    const page =
      cursor === undefined
        ? await client.request({ method: 'tools/list', params: {} }, options)
        : await client.listTools({ cursor }, options)
    return page as { tools: McpToolListing[]; nextCursor?: string }
  },
  callTool: async (client, params, options) =>
    (await client.callTool(params, options)) as CallToolResult,
  isTimeout: (error) => error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout,
}
