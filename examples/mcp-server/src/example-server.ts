import { createMcpServer } from '@polytool/mcp'
import { tools } from './tools'

/** The example MCP server; the details of a failed call go to stderr, where MCP servers log. */
export function createExampleServer() {
  return createMcpServer({ name: 'polytool-example', version: '1.0.0' }, tools, {
    onError: (error) => console.error(describe(error)),
  })
}

// A tool's exception is the `cause` of the ToolExecutionError; its own message is the safe one.
function describe(error: unknown): string {
  const detail = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return detail instanceof Error ? detail.message : String(detail)
}
