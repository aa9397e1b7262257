import {
  type JSONRPCMessage,
  parseJSONRPCMessage,
  type Transport,
} from '@modelcontextprotocol/server'
import { LineLimitedStdio } from '../server/line-limited-stdio'

/**
 * The server side of MCP's stdio transport for SDK v2, with a limit on a line: the same
 * transport as `LineLimitedStdioServerTransport` of `@polytool/mcp`, checking messages with v2's
 * own JSON-RPC schema. An oversized line is dropped and logged, and its request gets a JSON-RPC
 * `-32600` error; v2's `StdioServerTransport` closes the connection instead.
 *
 * @example
 * import { McpServer } from '@modelcontextprotocol/server'
 *
 * const server = new McpServer({ name: 'weather', version: '1.0.0' })
 * await server.connect(new LineLimitedStdioServerTransport({ maxLineBytes: 8 * 1024 * 1024 }))
 */
export class LineLimitedStdioServerTransport extends LineLimitedStdio implements Transport {
  declare onmessage?: (message: JSONRPCMessage) => void

  protected parseMessage(value: unknown): never {
    return parseJSONRPCMessage(value) as never
  }
}
