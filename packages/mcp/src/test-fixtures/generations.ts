import {
  Client as ClientV2,
  StreamableHTTPClientTransport as HttpClientV2,
  SdkError,
} from '@modelcontextprotocol/client'
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport as HttpClientV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { InMemoryTransport as MemoryV1 } from '@modelcontextprotocol/sdk/inMemory.js'
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js'
import { WebStandardStreamableHTTPServerTransport as HttpServerV1 } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import {
  CallToolRequestSchema,
  ElicitRequestSchema,
  type JSONRPCMessage,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js'
import {
  WebStandardStreamableHTTPServerTransport as HttpServerV2,
  McpServer as McpServerV2,
  InMemoryTransport as MemoryV2,
} from '@modelcontextprotocol/server'
import type { AnyTool } from '@polytool/core'
import type { McpHandler, McpHandlerOptions } from '../http/handler'
import * as v1 from '../index'
import type { McpServeOptions } from '../server/options'
import * as v2 from '../v2/index'

// Tests run once per SDK generation; each generation's objects are typed loosely here, since
// the tests call both through the same code. Its own types are checked in `*.test-d.ts`.
type Loose = any

/** What the tests use of a client, the same on both generations. */
export interface TestClient {
  listTools(
    params?: Loose,
    options?: Loose,
  ): Promise<{ tools: Tool[]; nextCursor?: string | undefined }>
  callTool(params: Loose, ...rest: Loose[]): Promise<Loose>
  listPrompts(): Promise<{ prompts: Array<{ name: string }> }>
  getServerCapabilities(): Loose
  /** Over Streamable HTTP: the client transport, with `sessionId` and `terminateSession()`. */
  readonly transport?: Loose
  close(): Promise<void>
}

/** A real client of one generation linked to a server, with every message the client received. */
export interface Connected {
  readonly client: TestClient
  /** The JSON-RPC messages exactly as they reached the client, before the SDK parsed them. */
  readonly received: JSONRPCMessage[]
  close(): Promise<void>
}

/** One SDK generation: polytool's entry point for it, and the SDK's own pieces the tests use. */
export interface Generation {
  readonly name: 'v1' | 'v2'
  readonly createMcpServer: (
    info: Info,
    tools: readonly AnyTool[],
    options?: McpServeOptions<Loose> & { instructions?: string },
  ) => Loose
  readonly registerMcpTools: (
    server: Loose,
    tools: readonly AnyTool[],
    options?: McpServeOptions<Loose>,
  ) => void
  readonly loadMcpTools: (client: Loose, options?: Loose) => Promise<v1.McpToolSet<Loose>>
  /** polytool's Streamable HTTP handler on this generation's `Server` and transport. */
  readonly createMcpHandler: (
    info: Info,
    tools: readonly AnyTool[],
    options?: McpHandlerOptions<Loose>,
  ) => McpHandler
  /** A plain SDK `McpServer` of this generation. */
  newServer(info: Info, options?: Loose): Loose
  /** Links a new client of this generation to the server in memory. */
  connect(server: Loose, clientOptions?: Loose): Promise<Connected>
  /** A new client of this generation connected over Streamable HTTP. */
  connectHttp(url: URL, transportOptions?: Loose): Promise<TestClient>
  /**
   * The SDK's web-standard Streamable HTTP server transport of this generation: stateless, or
   * with sessions when given `onSession`, which hears each new session id.
   */
  httpServerTransport(onSession?: (sessionId: string) => void): Loose
  /** Installs a raw `tools/list` handler on a plain server (no polytool). */
  onListTools(server: Loose, handler: (params: { cursor?: string } | undefined) => Loose): void
  /** Installs a raw `tools/call` handler on a plain server (no polytool). */
  onCallTool(server: Loose, handler: (params: { name: string; arguments?: Loose }) => Loose): void
  /** Answers the server's elicitation requests on the client. */
  onElicit(client: Loose, handler: (params: { message: string }) => Loose): void
  /** `client.callTool` with request options in this generation's argument. */
  callTool(client: Loose, params: Loose, options?: Loose): Promise<Loose>
  /** The request id a server handler's context carries. */
  requestIdOf(extra: Loose): unknown
  /** Whether an error is this generation's request timeout (v1: -32001, v2: REQUEST_TIMEOUT). */
  isTimeout(error: unknown): boolean
}

type Info = { name: string; version: string }

async function link(
  server: Loose,
  client: Loose,
  [clientTransport, serverTransport]: [Loose, Loose],
): Promise<Connected> {
  await server.connect(serverTransport)
  await client.connect(clientTransport)
  const received: JSONRPCMessage[] = []
  const deliver = clientTransport.onmessage
  // Each message is serialised the way a byte transport would carry it.
  clientTransport.onmessage = (message: JSONRPCMessage, extra: unknown) => {
    received.push(JSON.parse(JSON.stringify(message)))
    deliver?.(message, extra)
  }
  return {
    client,
    received,
    close: async () => {
      await client.close()
      await server.close()
    },
  }
}

function sessionOptions(onSession: ((sessionId: string) => void) | undefined): Loose {
  return onSession === undefined
    ? {}
    : { sessionIdGenerator: () => crypto.randomUUID(), onsessioninitialized: onSession }
}

const testClient = { name: 'test-client', version: '1.0.0' }

export const sdkV1: Generation = {
  name: 'v1',
  createMcpServer: v1.createMcpServer,
  registerMcpTools: v1.registerMcpTools,
  loadMcpTools: v1.loadMcpTools,
  createMcpHandler: v1.createMcpHandler,
  newServer: (info, options) => new McpServerV1(info, options),
  connect: (server, clientOptions = {}) =>
    link(server, new ClientV1(testClient, clientOptions), MemoryV1.createLinkedPair()),
  async connectHttp(url, transportOptions) {
    const client = new ClientV1(testClient)
    await client.connect(new HttpClientV1(url, transportOptions))
    return client as TestClient
  },
  httpServerTransport: (onSession) => new HttpServerV1(sessionOptions(onSession)),
  onListTools(server, handler) {
    server.server.registerCapabilities({ tools: {} })
    server.server.setRequestHandler(ListToolsRequestSchema, (request: Loose) =>
      handler(request.params),
    )
  },
  onCallTool(server, handler) {
    server.server.setRequestHandler(CallToolRequestSchema, (request: Loose) =>
      handler(request.params),
    )
  },
  onElicit(client, handler) {
    client.setRequestHandler(ElicitRequestSchema, (request: Loose) => handler(request.params))
  },
  callTool: (client, params, options) => client.callTool(params, undefined, options),
  requestIdOf: (extra) => extra.requestId,
  isTimeout: (error) => error instanceof McpError && error.code === -32001,
}

export const sdkV2: Generation = {
  name: 'v2',
  createMcpServer: v2.createMcpServer,
  registerMcpTools: v2.registerMcpTools,
  loadMcpTools: v2.loadMcpTools,
  createMcpHandler: v2.createMcpHandler,
  newServer: (info, options) => new McpServerV2(info, options),
  connect: (server, clientOptions = {}) =>
    link(server, new ClientV2(testClient, clientOptions), MemoryV2.createLinkedPair()),
  async connectHttp(url, transportOptions) {
    const client = new ClientV2(testClient)
    await client.connect(new HttpClientV2(url, transportOptions))
    return client as TestClient
  },
  httpServerTransport: (onSession) => new HttpServerV2(sessionOptions(onSession)),
  onListTools(server, handler) {
    server.server.registerCapabilities({ tools: {} })
    server.server.setRequestHandler('tools/list', (request: Loose) => handler(request.params))
  },
  onCallTool(server, handler) {
    server.server.setRequestHandler('tools/call', (request: Loose) => handler(request.params))
  },
  onElicit(client, handler) {
    client.setRequestHandler('elicitation/create', (request: Loose) => handler(request.params))
  },
  callTool: (client, params, options) => client.callTool(params, options),
  requestIdOf: (extra) => extra.mcpReq.id,
  isTimeout: (error) => error instanceof SdkError && error.code === 'REQUEST_TIMEOUT',
}

/** Both generations, for `describe.each`. */
export const generations: readonly Generation[] = [sdkV1, sdkV2]

/** The tools a test serves, as a ready server of the generation. */
export function serverOf(generation: Generation, tools: readonly AnyTool[], options?: Loose) {
  return generation.createMcpServer({ name: 'polytool-test', version: '1.0.0' }, tools, options)
}
