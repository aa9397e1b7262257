import { fileURLToPath } from 'node:url'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'

const exampleDirectory = fileURLToPath(new URL('..', import.meta.url))
const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url))

/**
 * A stdio transport that starts the example server as a child process: Node with tsx's loader,
 * reading the workspace packages from source. Its stderr is piped for the caller to read.
 */
export function exampleServerTransport(): StdioClientTransport {
  return new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', '--conditions=@polytool/source', serverFile],
    cwd: exampleDirectory,
    stderr: 'pipe',
  })
}
