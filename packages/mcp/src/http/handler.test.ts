import { type AnyTool, createTool, RequestContext } from '@polytool/core'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { McpOptionsError } from '../errors'
import { type Generation, generations, type TestClient } from '../test-fixtures/generations'
import { createTestIssuer, goodClaims, RESOURCE } from '../test-fixtures/jwt'
import { type Served, serveOverHttp } from '../test-fixtures/serve-over-http'
import { forecastTool, weatherTool } from '../test-fixtures/tools'
import type { McpAccessToken } from './access-token'
import type { McpHandler, McpHandlerOptions } from './handler'
import { createJwtVerifier } from './jwt'

const adminTool = createTool({
  id: 'purge',
  description: 'Purges the cache',
  inputSchema: z.object({}),
  mcp: { scopes: ['admin'] },
  execute: async () => 'purged',
})

const whoAmITool = createTool({
  id: 'whoami',
  description: 'The calling user',
  inputSchema: z.object({}),
  execute: async (_input, context) => `user ${String(context.requestContext.get('user'))}`,
})

let served: Served | undefined
let handler: McpHandler | undefined
afterEach(async () => {
  await handler?.close()
  await served?.close()
  served = undefined
  handler = undefined
})

describe.each(generations)('createMcpHandler on SDK $name over real HTTP', (sdk: Generation) => {
  async function start(
    options: McpHandlerOptions<any> = {},
    tools: readonly AnyTool[] = [weatherTool, forecastTool],
  ) {
    handler = sdk.createMcpHandler({ name: 'test', version: '1.0.0' }, tools, options)
    served = await serveOverHttp(handler)
    return served
  }

  function connect(url: URL, token?: string): Promise<TestClient> {
    const headers: Record<string, string> =
      token === undefined ? {} : { authorization: `Bearer ${token}` }
    return sdk.connectHttp(url, { requestInit: { headers } })
  }

  it('refuses a progressEveryMs that would flood clients, as registerMcpTools does', () => {
    for (const progressEveryMs of [0, 1, Number.NaN]) {
      expect(() =>
        sdk.createMcpHandler({ name: 'test', version: '1.0.0' }, [weatherTool], {
          progressEveryMs,
        }),
      ).toThrow(McpOptionsError)
    }
  })

  it('lists and calls tools in a session', async () => {
    const { url } = await start()
    const client = await connect(url)
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(['weather', 'forecast'])
    const result = await client.callTool({ name: 'weather', arguments: { city: 'Oslo' } })
    expect(result.structuredContent).toEqual({ city: 'Oslo', temperature: 21, unit: 'C' })
    expect(handler!.sessionCount).toBe(1)
    await client.close()
  })

  it('serves stateless: no session id, every request on its own', async () => {
    const { url } = await start({ stateless: true })
    const client = await connect(url)
    const transport = client.transport
    expect(transport.sessionId).toBeUndefined()
    const result = await client.callTool({ name: 'forecast', arguments: { days: 2 } })
    expect(result.structuredContent).toEqual({
      value: [
        { day: 1, celsius: 20 },
        { day: 2, celsius: 21 },
      ],
    })
    expect(handler!.sessionCount).toBe(0)
    await client.close()
  })

  it('sends progress heartbeats of a long call to a client that asked for progress', async () => {
    const slowTool = createTool({
      id: 'slow',
      description: 'Takes a while',
      inputSchema: z.object({}),
      execute: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300))
        return 'finally'
      },
    })
    const { url } = await start({ progressEveryMs: 20 }, [slowTool])
    const client = await connect(url)
    const progress: number[] = []
    const result = await sdk.callTool(
      client,
      { name: 'slow', arguments: {} },
      { onprogress: ({ progress: value }: { progress: number }) => progress.push(value) },
    )
    expect(result.content).toEqual([{ type: 'text', text: 'finally' }])
    expect(progress.length).toBeGreaterThanOrEqual(2)
    expect(progress).toEqual(progress.map((_, index) => index + 1))
    await client.close()
  })

  it('answers with plain JSON when jsonResponse is set', async () => {
    const { url } = await start({ jsonResponse: true })
    const client = await connect(url)
    const result = await client.callTool({
      name: 'weather',
      arguments: { city: 'Rome', unit: 'F' },
    })
    expect(result.structuredContent).toEqual({ city: 'Rome', temperature: 70, unit: 'F' })
    await client.close()
  })

  it('ends a session on DELETE, after which its id is unknown', async () => {
    const { url } = await start()
    const client = await connect(url)
    const transport = client.transport
    const id = transport.sessionId!
    await transport.terminateSession()
    expect(handler!.sessionCount).toBe(0)
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-session-id': id,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(response.status).toBe(404)
    await client.close()
  })

  it('refuses a new session with 503 when maxSessions are open, and serves the open ones', async () => {
    const { url } = await start({ maxSessions: 2 })
    const first = await connect(url)
    const second = await connect(url)
    await expect(connect(url)).rejects.toThrow(/503|too many open sessions/)
    expect((await first.listTools()).tools).toHaveLength(2)
    await first.close()
    await second.close()
  })

  it('lets pages of an allowed origin through CORS, with the session id and challenges readable', async () => {
    const { url } = await start({ allowedOrigins: ['https://app.example.com'] })
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('mcp-session-id')
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        origin: 'https://app.example.com',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'page', version: '1' },
        },
      }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
    expect(response.headers.get('access-control-expose-headers')).toContain('mcp-session-id')
    expect(response.headers.get('mcp-session-id')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await response.body?.cancel()
  })

  it('without auth, neither lists nor runs a tool that requires scopes', async () => {
    const { url } = await start({}, [weatherTool, adminTool])
    const client = await connect(url)
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['weather'])
    await expect(client.callTool({ name: 'purge', arguments: {} })).rejects.toThrow(
      /403|insufficient_scope|[Ss]cope/,
    )
    await client.close()
  })

  describe('with auth', () => {
    async function startWithAuth(options: McpHandlerOptions<any> = {}) {
      const issuer = await createTestIssuer()
      const verifyAccessToken = createJwtVerifier({
        issuer: issuer.issuer,
        audience: RESOURCE,
        jwks: issuer.jwks,
      })
      const server = await start(
        {
          auth: {
            resource: RESOURCE,
            authorizationServers: [issuer.issuer],
            verifyAccessToken,
            scopesSupported: ['tools', 'admin'],
          },
          requestContext: (token: McpAccessToken | undefined) =>
            new RequestContext({ user: token?.subject ?? 'nobody' }),
          ...options,
        },
        [weatherTool, adminTool, whoAmITool],
      )
      return { issuer, url: server.url }
    }

    it('serves protected-resource metadata at the path-suffixed and the bare well-known path', async () => {
      const { url, issuer } = await startWithAuth()
      for (const path of [
        '/.well-known/oauth-protected-resource/mcp',
        '/.well-known/oauth-protected-resource',
      ]) {
        const response = await fetch(new URL(path, url))
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({
          resource: RESOURCE,
          authorization_servers: [issuer.issuer],
          bearer_methods_supported: ['header'],
          scopes_supported: ['tools', 'admin'],
        })
      }
    })

    it('runs calls with the request context built from the verified token', async () => {
      const { url, issuer } = await startWithAuth()
      const client = await connect(url, await issuer.sign(goodClaims({ sub: 'alice' })))
      const result = await client.callTool({ name: 'whoami', arguments: {} })
      expect(result.content).toEqual([{ type: 'text', text: 'user alice' }])
      await client.close()
    })

    it('caps the sessions of one user with 429, while other users still get theirs', async () => {
      const { url, issuer } = await startWithAuth({ maxSessionsPerSubject: 1 })
      const mallory = await issuer.sign(goodClaims({ sub: 'mallory' }))
      const first = await connect(url, mallory)
      await expect(connect(url, mallory)).rejects.toThrow(/429|too many open sessions/)
      const alice = await connect(url, await issuer.sign(goodClaims({ sub: 'alice' })))
      expect((await alice.listTools()).tools.length).toBeGreaterThan(0)
      await first.close()
      await alice.close()
    })

    it('hides a tool from a token without its scopes, and lists it for one with them', async () => {
      const { url, issuer } = await startWithAuth()
      const plain = await connect(url, await issuer.sign(goodClaims({ scope: 'tools' })))
      expect((await plain.listTools()).tools.map((tool) => tool.name)).toEqual([
        'weather',
        'whoami',
      ])
      const admin = await connect(url, await issuer.sign(goodClaims({ scope: 'tools admin' })))
      expect((await admin.listTools()).tools.map((tool) => tool.name)).toEqual([
        'weather',
        'purge',
        'whoami',
      ])
      const result = await admin.callTool({ name: 'purge', arguments: {} })
      expect(result.content).toEqual([{ type: 'text', text: 'purged' }])
      // The -32602 for an unknown tool names the tools the token can see, and no others.
      const unknown = await plain.callTool({ name: 'nope', arguments: {} }).catch((e) => e)
      expect(String(unknown.message)).toMatch(
        /Unknown tool "nope"; expected one of: weather, whoami/,
      )
      await plain.close()
      await admin.close()
    })
  })
})
