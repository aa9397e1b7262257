import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { clientV1 } from './generation-v1'
import { type LoadMcpToolsOptions, loadTools, type McpToolSet } from './load-tools'

/**
 * Loads every tool of an MCP server, through a connected SDK client, as polytool tools: input
 * validated with `fromJsonSchema` before the server is called, `mcp.annotations` and `_meta`
 * kept, and the call's abort signal passed to the request. Throws a `McpToolError` naming the
 * tool when a listed input schema cannot be compiled or a name comes twice, and a
 * `McpListingError` (with a `code`) when the server's pages go past `maxPages`, `maxTools`,
 * `maxCursorBytes` or `timeoutMs`, or repeat a cursor. A tool listed with
 * `execution.taskSupport: 'required'` is loaded, but its calls fail with a `McpToolError`
 * (`MCP_TOOL_TASK_REQUIRED`) before anything is sent: MCP allows it to run only as a task.
 *
 * For SDK v2's client, import it from `@polytool/mcp/v2`.
 *
 * @param client - a connected SDK v1 `Client`, over any transport (stdio, Streamable HTTP, …)
 * @param options - id prefix, request options, progress, listing and schema limits
 * @returns the tools, their listings, and a check of their schemas against a provider
 *
 * @example
 * import { loadMcpTools } from '@polytool/mcp'
 * import { Client } from '@modelcontextprotocol/sdk/client/index.js'
 * import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
 *
 * const client = new Client({ name: 'host', version: '1.0.0' })
 * await client.connect(new StdioClientTransport({ command: 'github-mcp-server', args: ['stdio'] }))
 * const github = await loadMcpTools(client, { idPrefix: 'github_' })
 * github.checkProviderSchemas('openai', { strict: true }) // which tools strict OpenAI rejects
 */
export function loadMcpTools(
  client: Client,
  options: LoadMcpToolsOptions = {},
): Promise<McpToolSet> {
  return loadTools(clientV1, client, options)
}
