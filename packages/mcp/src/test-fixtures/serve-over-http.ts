import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { toNodeListener } from '../node'

/** A handler served over real HTTP on 127.0.0.1, on a free port. */
export interface Served {
  /** The MCP endpoint, `http://127.0.0.1:<port>/mcp`. */
  readonly url: URL
  close(): Promise<void>
}

export async function serveOverHttp(
  handler: (request: Request) => Promise<Response>,
): Promise<Served> {
  const server = createServer(toNodeListener(handler))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
