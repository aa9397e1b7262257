import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js'
import { createTool, RequestContext } from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loadRemoteMcpTools as loadRemoteV1 } from '../index'
import { type Generation, sdkV1, sdkV2 } from '../test-fixtures/generations'
import { type HttpMcpServer, serveHttp } from '../test-fixtures/http-server'
import { weatherTool } from '../test-fixtures/tools'
import { loadRemoteMcpTools as loadRemoteV2 } from '../v2/index'

const TOKEN = 'access-token-of-alice'

/** An OAuth client that already holds a token, as one does after the authorization flow. */
function signedIn(token: string): OAuthClientProvider {
  return {
    redirectUrl: 'http://127.0.0.1/callback',
    clientMetadata: { redirect_uris: ['http://127.0.0.1/callback'], client_name: 'test' },
    clientInformation: () => ({ client_id: 'test-client' }),
    tokens: () => ({ access_token: token, token_type: 'Bearer' }),
    saveTokens: () => {},
    redirectToAuthorization: () => {
      throw new Error('the test client never redirects')
    },
    saveCodeVerifier: () => {},
    codeVerifier: () => 'verifier',
  }
}

const whoAmI = createTool({
  id: 'who-am-i',
  description: 'The client the token was issued to',
  requestContextSchema: z.object({ clientId: z.string() }),
  execute: async (_input, context) => String(context.requestContext.get('clientId')),
})

let servers: HttpMcpServer[] = []
let closers: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(closers.map((close) => close()))
  await Promise.all(servers.map((server) => server.close()))
  servers = []
  closers = []
})

// Each client generation loads from a server of each generation, over real HTTP on 127.0.0.1.
const pairs: Array<{ client: 'v1' | 'v2'; server: Generation; load: typeof loadRemoteV1 }> = [
  { client: 'v1', server: sdkV1, load: loadRemoteV1 },
  { client: 'v1', server: sdkV2, load: loadRemoteV1 },
  { client: 'v2', server: sdkV1, load: loadRemoteV2 as unknown as typeof loadRemoteV1 },
  { client: 'v2', server: sdkV2, load: loadRemoteV2 as unknown as typeof loadRemoteV1 },
]

describe.each(pairs)(
  'loadRemoteMcpTools, $client client, $server.name server',
  ({ server: sdk, load }) => {
    async function serve(options: { token?: string } = {}) {
      const server = await serveHttp(
        sdk,
        () =>
          sdk.createMcpServer({ name: 'remote', version: '1.0.0' }, [weatherTool, whoAmI], {
            requestContext: (extra: any) => {
              const authInfo = sdk.name === 'v1' ? extra.authInfo : extra.http?.authInfo
              return new RequestContext({ clientId: authInfo?.clientId ?? 'anonymous' })
            },
          }),
        options,
      )
      servers.push(server)
      return server
    }

    it('loads and calls the tools, the OAuth provider’s token on every request', async () => {
      const server = await serve({ token: TOKEN })
      const remote = await load(server.url, { authProvider: signedIn(TOKEN), idPrefix: 'remote_' })
      closers.push(remote.close)
      expect(remote.tools.map((tool) => tool.id)).toEqual(['remote_weather', 'remote_who-am-i'])
      const weather = (await remote.tools[0]!.execute!({ city: 'Oslo' })) as any
      expect(weather.structuredContent).toEqual({ city: 'Oslo', temperature: 21, unit: 'C' })
      const who = (await remote.tools[1]!.execute!({})) as any
      expect(who.content).toEqual([{ type: 'text', text: 'alice' }])
      expect(server.authorizations.length).toBeGreaterThan(0)
      expect(new Set(server.authorizations)).toEqual(new Set([`Bearer ${TOKEN}`]))
    })

    it('is refused (401) without the provider’s token', async () => {
      const server = await serve({ token: TOKEN })
      await expect(load(server.url)).rejects.toThrow()
      expect(server.authorizations.every((header) => header === undefined)).toBe(true)
    })

    it('keeps every listing limit over HTTP', async () => {
      const server = await serve()
      await expect(load(server.url, { maxTools: 1 })).rejects.toThrow(
        expect.objectContaining({ code: 'MCP_LISTING_TOO_MANY_TOOLS' }),
      )
    })
  },
)
