import { limitedFetch } from './limited-fetch'
import type { McpToolSet } from './load-tools'

/** A remote server's tools, and the connection they are called through. */
export interface McpRemoteToolSet<Client, Listing> extends McpToolSet<Listing> {
  /** The connected SDK client; `loadRemoteMcpTools` made it, so the host closes it. */
  readonly client: Client
  /** Closes the connection (and its session on the server). */
  close(): Promise<void>
}

/**
 * Options of `loadRemoteMcpTools`, in one SDK generation's types: the connection's, then
 * `LoadOptions`, those of its `loadMcpTools`.
 */
export type RemoteOptions<AuthProvider, TransportOptions, Info, LoadOptions> = LoadOptions & {
  /**
   * OAuth for a server behind authorization: the SDK's `OAuthClientProvider` gives the
   * transport its bearer token, refreshes it, and runs the authorization flow on a `401`.
   */
  authProvider?: AuthProvider
  /** Options of the SDK's `StreamableHTTPClientTransport` (headers, fetch, reconnection, …). */
  transportOptions?: TransportOptions
  /** The name and version the server sees. Default `polytool` `1.0.0`. */
  clientInfo?: Info
  /**
   * Most bytes of one response body read from the server (a JSON answer, or one SSE stream
   * however many messages it carries). Past it the body is no longer read and the request fails
   * with a `McpResponseTooLargeError` (`MCP_RESPONSE_TOO_LARGE`). Default 16 MiB
   * (`DEFAULT_MAX_RESPONSE_BYTES`); `Infinity` turns the count off, for a server you trust.
   */
  maxResponseBytes?: number
}

type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>

type SdkClient = new (
  info: any,
) => { connect(transport: any): Promise<void>; close(): Promise<void> }
type SdkTransport = new (url: URL, options?: any) => unknown

/**
 * One SDK generation's part of loading over Streamable HTTP: its `Client` and
 * `StreamableHTTPClientTransport` classes, and its `loadMcpTools`.
 */
export interface RemoteGeneration<Client extends SdkClient = SdkClient, Listing = unknown> {
  readonly Client: Client
  readonly Transport: SdkTransport
  load(client: InstanceType<Client>, options?: any): Promise<McpToolSet<Listing>>
}

type TransportOptionsOf<G extends RemoteGeneration> = NonNullable<
  ConstructorParameters<G['Transport']>[1]
>

/** The options of `loadRemoteMcpTools` on a generation, in its SDK's types. */
export type RemoteOptionsOf<G extends RemoteGeneration> = RemoteOptions<
  TransportOptionsOf<G> extends { authProvider?: infer Auth } ? Auth : never,
  Omit<TransportOptionsOf<G>, 'authProvider'>,
  ConstructorParameters<G['Client']>[0],
  NonNullable<Parameters<G['load']>[1]>
>

/** The name and version the client tells remote servers, unless the host gives its own. */
export const DEFAULT_CLIENT_INFO = Object.freeze({ name: 'polytool', version: '1.0.0' })

/**
 * `loadRemoteMcpTools` on one SDK generation: a client and a Streamable HTTP transport whose
 * response bodies are counted (`maxResponseBytes`), with the host's `authProvider`; then the
 * generation's `loadMcpTools`. A load that fails closes the connection before it throws.
 */
export async function loadRemote<Client extends SdkClient, Listing>(
  generation: RemoteGeneration<Client, Listing>,
  url: string | URL,
  options: RemoteOptionsOf<RemoteGeneration<Client, Listing>>,
): Promise<McpRemoteToolSet<InstanceType<Client>, Listing>> {
  const { authProvider, transportOptions, clientInfo, maxResponseBytes, ...loadOptions } =
    options as RemoteOptions<unknown, { fetch?: Fetch }, unknown, object>
  const client = new generation.Client(clientInfo ?? DEFAULT_CLIENT_INFO) as InstanceType<Client>
  const transport = new generation.Transport(new URL(url), {
    ...transportOptions,
    fetch: limitedFetch(transportOptions?.fetch, maxResponseBytes),
    ...(authProvider === undefined ? {} : { authProvider }),
  })
  await client.connect(transport)
  try {
    const set = await generation.load(client, loadOptions)
    return Object.freeze({
      tools: set.tools,
      listings: set.listings,
      checkProviderSchemas: set.checkProviderSchemas,
      client,
      close: () => client.close(),
    })
  } catch (error) {
    // A refused listing never leaves a session open on the server.
    await client.close().catch(() => {})
    throw error
  }
}
