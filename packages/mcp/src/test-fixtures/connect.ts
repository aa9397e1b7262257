import { Client, type ClientOptions } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { Server } from '@modelcontextprotocol/sdk/server/index.js'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'

/** A real SDK client linked to a server in memory, with every message the client received. */
export interface Connected {
  readonly client: Client
  /** The JSON-RPC messages exactly as they reached the client, before the SDK parsed them. */
  readonly received: JSONRPCMessage[]
  close(): Promise<void>
}

/** Connects a real SDK client to the server over the SDK's in-memory transport. */
export async function connectInMemory(
  server: Server | McpServer,
  clientOptions: ClientOptions = {},
): Promise<Connected> {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair()
  await server.connect(serverTransport)
  const client = new Client({ name: 'test-client', version: '1.0.0' }, clientOptions)
  await client.connect(clientTransport)
  const received: JSONRPCMessage[] = []
  const deliver = clientTransport.onmessage
  // Each message is serialised the way a byte transport would carry it.
  clientTransport.onmessage = (message, extra) => {
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
