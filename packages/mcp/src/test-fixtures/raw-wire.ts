import { InMemoryTransport as InMemoryV1 } from '@modelcontextprotocol/sdk/inMemory.js'
import { InMemoryTransport as InMemoryV2 } from '@modelcontextprotocol/server'
import { type AnyTool, createTool } from '@polytool/core'
import { z } from 'zod'
import { createMcpServer as createV1Server } from '../index.js'
import { createMcpServer as createV2Server } from '../v2/index.js'

/** A tool that answers `ok`, for raw-wire tests that need one well-formed call. */
export const echoTool: AnyTool = createTool({
  id: 'echo',
  description: 'echo',
  inputSchema: z.object({}),
  execute: async () => 'ok',
}) as AnyTool

/** A message as a raw client reads it off the wire. */
export interface WireMessage {
  readonly id?: unknown
  readonly method?: unknown
  readonly result?: unknown
  readonly error?: { readonly code: number; readonly message: string }
}

/** A raw JSON-RPC client on an initialized session of a served polytool server. */
export interface RawWire {
  /** Sends any message as is, well-formed or not. */
  send(message: unknown): Promise<void>
  /** Sends a request with the next numeric id and resolves with its answer. */
  request(method: string, params: unknown): Promise<WireMessage>
  /** Every message received since the session was initialized. */
  readonly received: WireMessage[]
  /** The answers received to an id. */
  answersTo(id: unknown): WireMessage[]
  close(): Promise<void>
}

interface Transport {
  start(): Promise<void>
  send(message: unknown): Promise<void>
  onmessage?: (message: unknown) => void
}

/** An SDK generation: its name, a server of the tools, and its in-memory transport pair. */
export type RawWireGeneration = readonly [
  string,
  (tools: AnyTool[]) => { connect(transport: never): Promise<void>; close(): Promise<void> },
  { createLinkedPair(): unknown },
]

/** Both SDK generations' servers, each with the in-memory transport pair of its SDK. */
export const RAW_WIRE_GENERATIONS: readonly RawWireGeneration[] = [
  ['v1', (tools: AnyTool[]) => createV1Server({ name: 'attack', version: '1' }, tools), InMemoryV1],
  ['v2', (tools: AnyTool[]) => createV2Server({ name: 'attack', version: '1' }, tools), InMemoryV2],
]

/** Waits for what the server sends in answer to messages that expect none back. */
export const settle = (): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, 300))

/**
 * Serves the tools on one SDK generation and opens a raw client on it, past `initialize`.
 *
 * @param generation - an entry of `RAW_WIRE_GENERATIONS`
 * @param tools - the tools to serve; `echoTool` alone by default
 */
export async function openRawWire(
  generation: RawWireGeneration,
  tools: AnyTool[] = [echoTool],
): Promise<RawWire> {
  const [, createServer, Pair] = generation
  const server = createServer(tools)
  const [clientSide, serverSide] = Pair.createLinkedPair() as unknown as [Transport, never]
  const received: WireMessage[] = []
  const waiting = new Map<number, (message: WireMessage) => void>()
  clientSide.onmessage = (message) => {
    const read = message as WireMessage
    received.push(read)
    if (read.id !== undefined && read.method === undefined) waiting.get(Number(read.id))?.(read)
  }
  await server.connect(serverSide)
  await clientSide.start()
  let nextId = 1
  const request = (method: string, params: unknown) => {
    const id = nextId++
    const answer = new Promise<WireMessage>((resolve) => waiting.set(id, resolve))
    return clientSide.send({ jsonrpc: '2.0', id, method, params }).then(() => answer)
  }
  await request('initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'attacker', version: '0' },
  })
  await clientSide.send({ jsonrpc: '2.0', method: 'notifications/initialized' })
  await settle()
  received.length = 0
  return {
    send: (message) => clientSide.send(message),
    request,
    received,
    answersTo: (id) => received.filter((message) => message.id === id),
    close: () => server.close(),
  }
}
