import { createMcpServer } from '@polytool/mcp'
import { tools } from './tools'

/** The example MCP server; the details of a failed call go to stderr, where MCP servers log. */
export function createExampleServer() {
  return createMcpServer({ name: 'polytool-example', version: '1.0.0' }, tools, {
    onError: (error) => console.error(error instanceof Error ? error.message : String(error)),
  })
}
