import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { loadRemote, type RemoteOptionsOf } from '../client/load-remote'
import { loadMcpTools } from './load-tools'

/** Loading over Streamable HTTP with the generation's client and transport. */
const remoteV2 = { Client, Transport: StreamableHTTPClientTransport, load: loadMcpTools }

/** Options of `loadRemoteMcpTools`: the connection's, then those of `loadMcpTools`. */
export type LoadRemoteMcpToolsOptions = RemoteOptionsOf<typeof remoteV2>

/**
 * Loads the tools of a remote MCP server over Streamable HTTP with SDK v2's client: the same as
 * `loadRemoteMcpTools` of `@polytool/mcp`, through `@modelcontextprotocol/client`.
 *
 * @param url - the server's MCP endpoint, e.g. `https://mcp.example.com/mcp`
 * @param options - OAuth provider, transport options, client info, and `loadMcpTools` options
 * @returns the tools, their listings, the connected client and `close`
 *
 * @docCheckSetup
 * declare const oauth: import('@modelcontextprotocol/client').OAuthClientProvider
 * @example
 * const remote = await loadRemoteMcpTools('https://mcp.example.com/mcp', { authProvider: oauth })
 * // … hand remote.tools to an agent, then:
 * await remote.close()
 */
export function loadRemoteMcpTools(url: string | URL, options: LoadRemoteMcpToolsOptions = {}) {
  return loadRemote(remoteV2, url, options)
}
