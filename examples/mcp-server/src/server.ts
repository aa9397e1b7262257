// Serves the example tools over stdio: MCP hosts start this file as a child process.
import { LineLimitedStdioServerTransport } from '@polytool/mcp'
import { createExampleServer } from './example-server'

// A line over 4 MiB is logged and answered with an error; the server keeps serving.
await createExampleServer().connect(new LineLimitedStdioServerTransport())
console.error('polytool example MCP server ready on stdio')
