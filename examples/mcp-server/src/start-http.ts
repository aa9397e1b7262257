// Serves the example tools over Streamable HTTP on 127.0.0.1 (PORT, default 3000).
import { startHttpServer } from './http'

const endpoint = await startHttpServer(Number(process.env.PORT ?? 3000))
console.log(`polytool example MCP server on ${endpoint.url.href}`)
process.once('SIGINT', () => void endpoint.close().then(() => process.exit(0)))
