import type { CallToolResult, Tool as McpToolListing } from '@modelcontextprotocol/sdk/types.js'

/** The request options both SDK generations share, as `loadMcpTools` sets them. */
export interface SharedRequestOptions {
  timeout?: number
  signal?: AbortSignal
  onprogress?: (progress: {
    progress: number
    total?: number | undefined
    message?: string | undefined
  }) => void
  resetTimeoutOnProgress?: boolean
  maxTotalTimeout?: number
}

/** One `tools/list` page. */
export interface ListingPage {
  tools: McpToolListing[]
  nextCursor?: string | undefined
}

/**
 * What loading tools needs from one SDK generation's client: one `tools/list` page (never the
 * client's own walk over every page, which would skip `loadMcpTools`' limits), one `tools/call`
 * with the request options in the generation's argument, and how it reports a timeout.
 */
export interface ClientGeneration<Client> {
  listPage(
    client: Client,
    cursor: string | undefined,
    options: SharedRequestOptions,
  ): Promise<ListingPage>
  callTool(
    client: Client,
    params: { name: string; arguments: Record<string, unknown>; _meta?: Record<string, unknown> },
    options: SharedRequestOptions,
    listing: McpToolListing,
  ): Promise<CallToolResult>
  isTimeout(error: unknown): boolean
}
