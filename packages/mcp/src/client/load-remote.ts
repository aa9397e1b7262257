import type { McpToolSet } from './load-tools'

/** A remote server's tools, and the connection they are called through. */
export interface McpRemoteToolSet<Client, Listing> extends McpToolSet<Listing> {
  /** The connected SDK client; `loadRemoteMcpTools` made it, so the host closes it. */
  readonly client: Client
  /** Closes the connection (and its session on the server). */
  close(): Promise<void>
}

/** The name and version the client tells remote servers, unless the host gives its own. */
export const DEFAULT_CLIENT_INFO = Object.freeze({ name: 'polytool', version: '1.0.0' })

/**
 * Connects, loads, and closes the connection again when loading fails, so a refused listing
 * never leaves a session open on the server.
 */
export async function loadOver<Client extends { close(): Promise<void> }, Listing>(
  client: Client,
  connect: () => Promise<void>,
  load: () => Promise<McpToolSet<Listing>>,
): Promise<McpRemoteToolSet<Client, Listing>> {
  await connect()
  try {
    const set = await load()
    return Object.freeze({
      tools: set.tools,
      listings: set.listings,
      checkProviderSchemas: set.checkProviderSchemas,
      client,
      close: () => client.close(),
    })
  } catch (error) {
    await client.close().catch(() => {})
    throw error
  }
}
