// Attacks on the HTTP layer as an attacker sends them: raw requests to a server on
// 127.0.0.1, each expecting the documented status and a fixed error that quotes nothing.
import { type AnyTool, createTool } from '@polytool/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { naiveVerifier, subjectDroppingVerifier } from '../test-fixtures/broken-verifiers'
import { type Generation, generations } from '../test-fixtures/generations'
import {
  createTestIssuer,
  goodClaims,
  hmacWithPublicKey,
  RESOURCE,
  type TestIssuer,
  unsignedToken,
} from '../test-fixtures/jwt'
import { type Served, serveOverHttp } from '../test-fixtures/serve-over-http'
import { weatherTool } from '../test-fixtures/tools'
import type { McpAccessToken } from './access-token'
import type { McpHandler } from './handler'
import { createJwtVerifier } from './jwt'

const adminTool = createTool({
  id: 'purge',
  description: 'Purges the cache',
  inputSchema: z.object({}),
  mcp: { scopes: ['admin'] },
  execute: async () => 'purged',
})
const tools: AnyTool[] = [weatherTool, adminTool]

const ACCEPT = 'application/json, text/event-stream'
const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'attacker', version: '1' },
  },
}
const listTools = { jsonrpc: '2.0', id: 2, method: 'tools/list' }

let issuer: TestIssuer
beforeAll(async () => {
  issuer = await createTestIssuer()
})

/** The handlers an attack runs against on one SDK generation: a sound one and two broken ones. */
function targets(sdk: Generation) {
  const servers: Array<{ served: Served; handler: McpHandler }> = []
  const urls = {} as { sound: URL; naive: URL; sharedSubject: URL }

  async function serve(
    verifyAccessToken: (token: string) => Promise<McpAccessToken>,
    maxBodyBytes?: number,
  ) {
    const handler = sdk.createMcpHandler({ name: 'target', version: '1.0.0' }, tools, {
      auth: { resource: RESOURCE, authorizationServers: [issuer.issuer], verifyAccessToken },
      allowedOrigins: ['https://app.example.com'],
      ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }),
    })
    const served = await serveOverHttp(handler)
    servers.push({ served, handler })
    return served.url
  }

  beforeAll(async () => {
    const verify = createJwtVerifier({
      issuer: issuer.issuer,
      audience: RESOURCE,
      jwks: issuer.jwks,
    })
    urls.sound = await serve(verify, 64 * 1024)
    urls.naive = await serve(naiveVerifier(issuer.issuer, issuer.publicJwk))
    urls.sharedSubject = await serve(subjectDroppingVerifier(verify))
  })
  afterAll(async () => {
    for (const { served, handler } of servers.splice(0)) {
      await handler.close()
      await served.close()
    }
  })
  return urls
}

function post(target: URL, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The refusal has the status and a fixed JSON-RPC error, and quotes none of the secrets. */
async function expectRefused(response: Response, status: number, ...secrets: string[]) {
  expect(response.status).toBe(status)
  const text = await response.text()
  expect(JSON.parse(text)).toMatchObject({
    jsonrpc: '2.0',
    id: null,
    error: { code: expect.any(Number) },
  })
  for (const secret of secrets) expect(text).not.toContain(secret)
  response.headers.forEach((value) => {
    for (const secret of secrets) expect(value).not.toContain(secret)
  })
}

/** Opens a session as a user and returns its id. */
async function openSession(target: URL, token: string): Promise<string> {
  const response = await post(target, initialize, bearer(token))
  expect(response.status).toBe(200)
  await response.body?.cancel()
  return response.headers.get('mcp-session-id')!
}

const attacks = {
  wrongAudience: async (target: URL) => {
    const token = await issuer.sign(goodClaims({ aud: 'https://other-service.example.com/mcp' }))
    return { token, response: await post(target, initialize, bearer(token)) }
  },
  algNone: async (target: URL) => {
    const token = unsignedToken(goodClaims())
    return { token, response: await post(target, initialize, bearer(token)) }
  },
  hmacWithPublicKey: async (target: URL) => {
    const token = await hmacWithPublicKey(goodClaims(), issuer.publicJwk)
    return { token, response: await post(target, initialize, bearer(token)) }
  },
  /** Bob, with a valid token of his own, sends requests in Alice's session. */
  anotherUsersSession: async (target: URL) => {
    const alice = await openSession(target, await issuer.sign(goodClaims({ sub: 'alice' })))
    const bob = await issuer.sign(goodClaims({ sub: 'bob' }))
    const response = await post(target, listTools, {
      ...bearer(bob),
      'mcp-session-id': alice,
      'mcp-protocol-version': '2025-06-18',
    })
    return { token: bob, response }
  },
}

describe.each(generations)('auth attacks on createMcpHandler on SDK $name', (sdk: Generation) => {
  const urls = targets(sdk)

  describe('each gets the documented status and a fixed error', () => {
    it('refuses a request without a token with 401 and where to get one', async () => {
      const response = await post(urls.sound, initialize)
      expect(response.headers.get('www-authenticate')).toBe(
        `Bearer resource_metadata="${new URL('/.well-known/oauth-protected-resource/mcp', RESOURCE).href}"`,
      )
      await expectRefused(response, 401)
    })

    it('refuses a token issued for another resource (wrong audience) with 401 invalid_token', async () => {
      const { token, response } = await attacks.wrongAudience(urls.sound)
      expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"')
      await expectRefused(response, 401, token)
    })

    it('refuses an expired token with 401', async () => {
      const token = await issuer.sign(goodClaims({ exp: Math.floor(Date.now() / 1000) - 120 }))
      await expectRefused(await post(urls.sound, initialize, bearer(token)), 401, token)
    })

    it('refuses a token of another issuer with 401', async () => {
      const token = await issuer.sign(goodClaims({ iss: 'https://evil.example.com' }))
      await expectRefused(await post(urls.sound, initialize, bearer(token)), 401, token)
    })

    it('refuses an unsigned token (alg: none) with 401', async () => {
      const { token, response } = await attacks.algNone(urls.sound)
      await expectRefused(response, 401, token)
    })

    it('refuses an HS256 token signed with the public key with 401', async () => {
      const { token, response } = await attacks.hmacWithPublicKey(urls.sound)
      await expectRefused(response, 401, token)
    })

    it('refuses a token in the query string with 400, even a valid one', async () => {
      const token = await issuer.sign(goodClaims())
      const target = new URL(urls.sound)
      target.searchParams.set('access_token', token)
      await expectRefused(await post(target, initialize), 400, token)
    })

    it('refuses a call of a tool whose scope the token lacks with 403 insufficient_scope', async () => {
      const token = await issuer.sign(goodClaims({ scope: 'tools' }))
      const session = await openSession(urls.sound, token)
      const response = await post(
        urls.sound,
        { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'purge', arguments: {} } },
        { ...bearer(token), 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' },
      )
      expect(response.headers.get('www-authenticate')).toMatch(
        /^Bearer error="insufficient_scope", scope="admin"/,
      )
      await expectRefused(response, 403, token, session)
    })

    it('refuses a page of another origin (DNS rebinding) with 403', async () => {
      const token = await issuer.sign(goodClaims())
      const response = await post(urls.sound, initialize, {
        ...bearer(token),
        origin: 'http://rebound.attacker.example',
      })
      await expectRefused(response, 403, token)
    })

    it('refuses an oversized body with 413, declared or streamed without a length', async () => {
      const token = await issuer.sign(goodClaims())
      const big = JSON.stringify({ ...initialize, padding: 'x'.repeat(100 * 1024) })
      await expectRefused(await post(urls.sound, big, bearer(token)), 413, token)
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big))
          controller.close()
        },
      })
      const response = await fetch(urls.sound, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: ACCEPT, ...bearer(token) },
        body: chunked,
        duplex: 'half',
      } as RequestInit)
      expect(response.headers.get('content-length')).not.toBe(String(big.length))
      await expectRefused(response, 413, token)
    })

    it('refuses a guessed session id with 404', async () => {
      const token = await issuer.sign(goodClaims())
      await openSession(urls.sound, token)
      const response = await post(urls.sound, listTools, {
        ...bearer(token),
        'mcp-session-id': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        'mcp-protocol-version': '2025-06-18',
      })
      await expectRefused(response, 404, token)
    })

    it('never adopts a session id the client chose (session fixation)', async () => {
      const token = await issuer.sign(goodClaims())
      const fixed = 'attacker-chosen-session-id'
      await expectRefused(
        await post(urls.sound, initialize, { ...bearer(token), 'mcp-session-id': fixed }),
        404,
        token,
      )
      const issued = await openSession(urls.sound, token)
      expect(issued).not.toBe(fixed)
      expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const response = await post(urls.sound, listTools, {
        ...bearer(token),
        'mcp-session-id': fixed,
        'mcp-protocol-version': '2025-06-18',
      })
      await expectRefused(response, 404, token)
    })

    it("refuses another user's session with 404, as if it did not exist", async () => {
      const { token, response } = await attacks.anotherUsersSession(urls.sound)
      await expectRefused(response, 404, token)
    })

    it('serves the same requests with a good token, so each refusal above is the check at work', async () => {
      const token = await issuer.sign(goodClaims({ scope: 'tools admin' }))
      const client = await sdk.connectHttp(urls.sound, { requestInit: { headers: bearer(token) } })
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([
        'weather',
        'purge',
      ])
      expect((await client.callTool({ name: 'purge', arguments: {} })).content).toEqual([
        { type: 'text', text: 'purged' },
      ])
      await client.close()
    })
  })

  describe('the attacks get through handlers with the matching check broken', () => {
    it('a verifier that ignores aud accepts the wrong-audience token', async () => {
      expect((await attacks.wrongAudience(urls.naive)).response.status).toBe(200)
    })

    it('a verifier that trusts the header alg accepts alg: none and HS256 with the public key', async () => {
      expect((await attacks.algNone(urls.naive)).response.status).toBe(200)
      expect((await attacks.hmacWithPublicKey(urls.naive)).response.status).toBe(200)
    })

    it("a verifier that drops the subject lets one user into another's session", async () => {
      expect((await attacks.anotherUsersSession(urls.sharedSubject)).response.status).toBe(200)
    })
  })
})
