import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import {
  Client as ClientV2,
  StreamableHTTPClientTransport as HttpClientV2,
} from '@modelcontextprotocol/client'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import {
  WebStandardStreamableHTTPServerTransport as HttpServerV2,
  McpServer as McpServerV2,
} from '@modelcontextprotocol/server'
import { createTool } from '@polytool/core'
import { createMcpHandler, type McpHandler } from '@polytool/mcp'
import { toNodeListener } from '@polytool/mcp/node'
import { createMcpHandler as createMcpHandlerV2 } from '@polytool/mcp/v2'
import { z } from 'zod'
import { type BenchReport, median } from './measure'

const SESSIONS = 50
const CALLS = 1_000
const ROUNDS = 7
const WARMUP_ROUNDS = 2
const MAX_RATIO = 1.15
const MEMORY_SESSIONS = 10_000
/** Bytes one idle session may hold (server, transport, table entry); a bound, not a goal. */
const MAX_BYTES_PER_SESSION = 64 * 1024

const inputSchema = z.object({ a: z.number(), b: z.number() })
const addTool = createTool({
  id: 'add',
  description: 'Adds two numbers',
  inputSchema,
  execute: async ({ a, b }) => a + b,
})

type Listener = (request: IncomingMessage, response: ServerResponse) => void

/** What a burst uses of a client, the same on both SDK generations. */
interface BenchClient {
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<unknown>
  close(): Promise<void>
}

/** One SDK generation: polytool's handler on it, the SDK's own server, and its client. */
interface Generation {
  readonly name: 'v1' | 'v2'
  readonly handler: typeof createMcpHandler
  /** The SDK's own server with the same tool registered by hand, one per session. */
  sdkListener(): Listener
  connect(url: URL): Promise<BenchClient>
}

const generations: readonly Generation[] = [
  {
    name: 'v1',
    handler: createMcpHandler,
    sdkListener,
    async connect(url) {
      const client = new Client({ name: 'bench', version: '1.0.0' })
      await client.connect(new StreamableHTTPClientTransport(url))
      return client
    },
  },
  {
    name: 'v2',
    handler: createMcpHandlerV2 as typeof createMcpHandler,
    sdkListener: sdkListenerV2,
    async connect(url) {
      const client = new ClientV2({ name: 'bench', version: '1.0.0' })
      await client.connect(new HttpClientV2(url))
      return client
    },
  },
]

/**
 * 1,000 concurrent `tools/call`s over HTTP from 50 sessions on one process, on each SDK
 * generation: polytool's handler (through its node:http adapter) against the SDK's own McpServer
 * and Streamable HTTP transport with the same tool registered by hand, in alternating rounds;
 * then the memory of 10,000 open sessions.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'MCP over Streamable HTTP: createMcpHandler vs. the SDK server, SDK v1 and v2',
    lines: [],
    targets: [],
  }
  for (const generation of generations) await compare(generation, report)
  return report
}

async function compare(generation: Generation, report: BenchReport): Promise<void> {
  const polytool = await listen(
    toNodeListener(
      generation.handler({ name: 'bench', version: '1.0.0' }, [addTool], { maxSessions: 1_000 }),
    ),
  )
  const sdk = await listen(generation.sdkListener())
  const sides = {
    polytool: await clients(generation, polytool.url),
    sdk: await clients(generation, sdk.url),
  }
  const perCall: Record<string, number[]> = { polytool: [], sdk: [] }
  const latencies: Record<string, number[]> = { polytool: [], sdk: [] }
  const ratios: number[] = []
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const order = round % 2 === 0 ? (['polytool', 'sdk'] as const) : (['sdk', 'polytool'] as const)
    const times: Record<string, number> = {}
    for (const side of order) {
      const { elapsed, each } = await burst(sides[side])
      times[side] = elapsed / CALLS
      if (round >= WARMUP_ROUNDS) {
        perCall[side]!.push(times[side]!)
        latencies[side]!.push(...each)
      }
    }
    if (round >= WARMUP_ROUNDS) ratios.push(times.polytool! / times.sdk!)
  }
  for (const side of ['polytool', 'sdk'] as const) {
    const sorted = [...latencies[side]!].sort((x, y) => x - y)
    report.lines.push(
      `${generation.name} ${side.padEnd(8)} ${CALLS} concurrent calls from ${SESSIONS} sessions, all answered: ${(median(perCall[side]!) * 1000).toFixed(0)} µs per call; latency p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
    )
  }
  const ratio = median(ratios)
  report.lines.push(
    `${generation.name} time per call, polytool / SDK (median of ${ROUNDS} paired rounds): ${ratio.toFixed(3)}x`,
  )
  report.targets.push({
    label: `${generation.name}: polytool time per call at most ${MAX_RATIO}x the SDK server's`,
    measured: ratio,
    limit: MAX_RATIO,
    met: ratio <= MAX_RATIO,
  })
  for (const side of Object.values(sides)) await Promise.all(side.map((client) => client.close()))
  await polytool.close()
  await sdk.close()

  const bytes = await bytesPerSession(generation)
  report.lines.push(
    `${generation.name} ${MEMORY_SESSIONS.toLocaleString('en')} open sessions: ${Math.round(bytes).toLocaleString('en')} bytes of heap per session`,
  )
  report.targets.push({
    label: `${generation.name}: heap per open session at most ${MAX_BYTES_PER_SESSION} bytes`,
    measured: bytes,
    limit: MAX_BYTES_PER_SESSION,
    met: bytes <= MAX_BYTES_PER_SESSION,
  })
}

async function burst(clients: BenchClient[]): Promise<{ elapsed: number; each: number[] }> {
  const each: number[] = []
  const start = performance.now()
  await Promise.all(
    Array.from({ length: CALLS }, async (_, index) => {
      const began = performance.now()
      const result = (await clients[index % clients.length]!.callTool({
        name: 'add',
        arguments: { a: index, b: 1 },
      })) as { content: Array<{ text: string }> }
      if (result.content[0]?.text !== String(index + 1))
        throw new Error(`call ${index} answered wrongly`)
      each.push(performance.now() - began)
    }),
  )
  return { elapsed: performance.now() - start, each }
}

function clients(generation: Generation, url: URL): Promise<BenchClient[]> {
  return Promise.all(Array.from({ length: SESSIONS }, () => generation.connect(url)))
}

/** The SDK's own server, as its documentation wires it: one McpServer and transport per session. */
function sdkListener() {
  const transports = new Map<string, StreamableHTTPServerTransport>()
  return (request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const id = request.headers['mcp-session-id']
      let transport = typeof id === 'string' ? transports.get(id) : undefined
      if (transport === undefined) {
        transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: () => crypto.randomUUID(),
          onsessioninitialized: (sessionId) => {
            transports.set(sessionId, transport!)
          },
        })
        const server = new McpServer({ name: 'bench', version: '1.0.0' })
        server.registerTool(
          'add',
          { description: 'Adds two numbers', inputSchema: inputSchema.shape },
          async ({ a, b }) => ({
            content: [{ type: 'text', text: String(a + b) }],
          }),
        )
        await server.connect(transport)
      }
      await transport.handleRequest(request, response)
    })()
  }
}

/**
 * SDK v2's own server: one McpServer and web-standard transport per session, through the same
 * node:http adapter as polytool's handler (v2's server package has no Node transport of its
 * own), so the two differ only in what runs behind the adapter.
 */
function sdkListenerV2(): Listener {
  const transports = new Map<string, HttpServerV2>()
  return toNodeListener(async (request) => {
    const id = request.headers.get('mcp-session-id')
    let transport = id === null ? undefined : transports.get(id)
    if (transport === undefined) {
      const created = new HttpServerV2({
        sessionIdGenerator: () => crypto.randomUUID(),
        onsessioninitialized: (sessionId) => {
          transports.set(sessionId, created)
        },
      })
      const server = new McpServerV2({ name: 'bench', version: '1.0.0' })
      server.registerTool(
        'add',
        { description: 'Adds two numbers', inputSchema },
        async ({ a, b }) => ({
          content: [{ type: 'text', text: String(a + b) }],
        }),
      )
      await server.connect(created)
      transport = created
    }
    return transport.handleRequest(request)
  })
}

async function listen(listener: Listener) {
  const server: Server = createServer(listener)
  // Node closes a keep-alive socket after 5 s idle; on a loaded machine a socket can sit idle
  // that long between rounds, and a request sent on it as it closes fails with ECONNRESET
  // (on either side's server). Idle sockets stay open for the whole bench instead.
  server.keepAliveTimeout = 10 * 60 * 1000
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

/** Opens sessions straight through the handler (no sockets) and weighs the heap they hold. */
async function bytesPerSession(generation: Generation): Promise<number> {
  const gc = exposeGc()
  const handler: McpHandler = generation.handler({ name: 'bench', version: '1.0.0' }, [addTool], {
    maxSessions: MEMORY_SESSIONS,
    jsonResponse: true,
  })
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'bench', version: '1' },
    },
  })
  const open = async () => {
    const response = await handler(
      new Request('http://127.0.0.1/mcp', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: initialize,
      }),
    )
    await response.text()
  }
  await open()
  gc()
  const before = process.memoryUsage().heapUsed
  for (let index = 1; index < MEMORY_SESSIONS; index++) await open()
  gc()
  const after = process.memoryUsage().heapUsed
  if (handler.sessionCount !== MEMORY_SESSIONS)
    throw new Error(`expected ${MEMORY_SESSIONS} sessions, have ${handler.sessionCount}`)
  await handler.close()
  return (after - before) / (MEMORY_SESSIONS - 1)
}

function exposeGc(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
}
