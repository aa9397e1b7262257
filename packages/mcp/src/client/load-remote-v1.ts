import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { loadMcpTools } from './load-mcp-tools'
import { loadRemote, type RemoteOptionsOf } from './load-remote'

/** Loading over Streamable HTTP with the generation's client and transport. */
const remoteV1 = { Client, Transport: StreamableHTTPClientTransport, load: loadMcpTools }

/** Options of `loadRemoteMcpTools`: the connection's, then those of `loadMcpTools`. */
export type LoadRemoteMcpToolsOptions = RemoteOptionsOf<typeof remoteV1>

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
 * @example
 * ```ts fragment
 * import { loadRemoteMcpTools } from '@polytool/mcp'
 *
 * declare const oauth: import('@modelcontextprotocol/sdk/client/auth.js').OAuthClientProvider
 *
 * const remote = await loadRemoteMcpTools('https://mcp.example.com/mcp', {
 *   authProvider: oauth,
 *   idPrefix: 'example_',
 *   progress: true,
 * })
 * // … hand remote.tools to an agent, then:
 * await remote.close()
 * ```
 */
export function loadRemoteMcpTools(url: string | URL, options: LoadRemoteMcpToolsOptions = {}) {
  return loadRemote(remoteV1, url, options)
}
