import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import {
  StreamableHTTPClientTransport,
  type StreamableHTTPClientTransportOptions,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { Implementation, Tool } from '@modelcontextprotocol/sdk/types.js'
import { limitedFetch } from './limited-fetch'
import { loadMcpTools } from './load-mcp-tools'
import { DEFAULT_CLIENT_INFO, loadOver, type McpRemoteToolSet } from './load-remote'
import type { LoadMcpToolsOptions } from './load-tools'

/** Options of `loadRemoteMcpTools`: the connection's, then those of `loadMcpTools`. */
export interface LoadRemoteMcpToolsOptions extends LoadMcpToolsOptions {
  /**
   * OAuth for a server behind authorization: the SDK's `OAuthClientProvider` gives the
   * transport its bearer token, refreshes it, and runs the authorization flow on a `401`.
   */
  authProvider?: OAuthClientProvider
  /** Options of the SDK's `StreamableHTTPClientTransport` (headers, fetch, reconnection, …). */
  transportOptions?: Omit<StreamableHTTPClientTransportOptions, 'authProvider'>
  /** The name and version the server sees. Default `polytool` `1.0.0`. */
  clientInfo?: Implementation
  /**
   * Most bytes of one response body read from the server (a JSON answer, or one SSE stream
   * however many messages it carries). Past it the body is no longer read and the request fails
   * with a `McpResponseTooLargeError` (`MCP_RESPONSE_TOO_LARGE`). Default 16 MiB
   * (`DEFAULT_MAX_RESPONSE_BYTES`); `Infinity` turns the count off, for a server you trust.
   */
  maxResponseBytes?: number
}

/**
 * Loads the tools of a remote MCP server over Streamable HTTP (SDK v1): connects the SDK's
 * `StreamableHTTPClientTransport` with the `authProvider`, then loads as `loadMcpTools` does,
 * with every listing limit. The set keeps the connection: call `close` when done. A load that
 * fails closes the connection before it throws.
 *
 * @param url - the server's MCP endpoint, e.g. `https://mcp.example.com/mcp`
 * @param options - OAuth provider, transport options, client info, and `loadMcpTools` options
 * @returns the tools, their listings, the connected client and `close`
 *
 * @docCheckSetup
 * declare const oauth: import('@modelcontextprotocol/sdk/client/auth.js').OAuthClientProvider
 * @example
 * const remote = await loadRemoteMcpTools('https://mcp.example.com/mcp', {
 *   authProvider: oauth,
 *   idPrefix: 'example_',
 *   progress: true,
 * })
 * // … hand remote.tools to an agent, then:
 * await remote.close()
 */
export function loadRemoteMcpTools(
  url: string | URL,
  options: LoadRemoteMcpToolsOptions = {},
): Promise<McpRemoteToolSet<Client, Tool>> {
  const { authProvider, transportOptions, clientInfo, maxResponseBytes, ...loadOptions } = options
  const client = new Client(clientInfo ?? DEFAULT_CLIENT_INFO)
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    ...transportOptions,
    fetch: limitedFetch(transportOptions?.fetch, maxResponseBytes),
    ...(authProvider === undefined ? {} : { authProvider }),
  })
  return loadOver(
    client,
    () => client.connect(transport),
    () => loadMcpTools(client, loadOptions),
  )
}
