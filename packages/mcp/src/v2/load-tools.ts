import type { Client, RequestOptions, Tool } from '@modelcontextprotocol/client'
import type {
  LoadMcpToolsOptions as LoadOptions,
  McpToolSet as ToolSet,
} from '../client/load-tools'
import { loadTools } from '../client/load-tools'
import { clientV2 } from './client-generation'

/** How `loadMcpTools` loads through an SDK v2 client; `requestOptions` are v2's. */
export type LoadMcpToolsOptions = LoadOptions<RequestOptions>

/** A server's tools as polytool tools, with the v2 listings they came from. */
export type McpToolSet = ToolSet<Tool>

/**
 * Loads every tool of an MCP server through a connected SDK v2 client
 * (`@modelcontextprotocol/client`), exactly as `loadMcpTools` of `@polytool/mcp` does on v1:
 * input validated before the server is called, the listing limits, and `requestOptions`
 * (timeout, abort signal, progress) given to every call in v2's own argument.
 *
 * @param client - a connected v2 `Client`, over any transport (stdio, Streamable HTTP, …)
 * @param options - id prefix, request options, progress, listing and schema limits
 * @returns the tools, their listings, and a check of their schemas against a provider
 *
 * @example
 * import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
 *
 * const client = new Client({ name: 'host', version: '1.0.0' })
 * await client.connect(new StreamableHTTPClientTransport(new URL('https://mcp.example.com/mcp')))
 * const remote = await loadMcpTools(client, { progress: true, requestOptions: { timeout: 60_000 } })
 */
export function loadMcpTools(
  client: Client,
  options: LoadMcpToolsOptions = {},
): Promise<McpToolSet> {
  return loadTools(clientV2, client, options) as Promise<McpToolSet>
}
