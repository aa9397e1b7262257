// Serves the example tools over stdio: MCP hosts start this file as a child process.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { createExampleServer } from './example-server'

await createExampleServer().connect(new StdioServerTransport())
console.error('polytool example MCP server ready on stdio')
