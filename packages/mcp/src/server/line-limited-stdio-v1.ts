import { type JSONRPCMessage, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js'
import { LineLimitedStdio } from './line-limited-stdio'

/**
 * The server side of MCP's stdio transport (SDK v1), reading one JSON-RPC message per line like
 * the SDK's `StdioServerTransport`, but with a limit on a line. An oversized line is dropped and
 * logged, and the server goes on; when it held a request, that request gets a JSON-RPC `-32600`
 * error with its id, whatever the order of its keys (the id is read from the line's first and
 * last 4 KiB only). The SDK's transport closes the connection instead, which ends a stdio
 * server. Memory stays within `maxLineBytes` plus one chunk, whatever a client sends.
 *
 * @example
 * import { LineLimitedStdioServerTransport } from '@polytool/mcp'
 * import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
 *
 * const server = new McpServer({ name: 'weather', version: '1.0.0' })
 * await server.connect(new LineLimitedStdioServerTransport({ maxLineBytes: 8 * 1024 * 1024 }))
 */
export class LineLimitedStdioServerTransport extends LineLimitedStdio {
  protected parseMessage(value: unknown): JSONRPCMessage {
    return JSONRPCMessageSchema.parse(value)
  }
}
