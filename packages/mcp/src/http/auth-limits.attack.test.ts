// Attacks on the resource server's edges: a key set endpoint that is down, claims JSON reads
// as Infinity, and a host verifier whose answer the types cannot hold to its word.
import { describe, expect, it } from 'vitest'
import { generations } from '../test-fixtures/generations'
import { initializeRequest as post } from '../test-fixtures/initialize'
import { createTestIssuer, goodClaims, RESOURCE } from '../test-fixtures/jwt'
import type { McpAccessToken } from './access-token'
import { createMcpHandler } from './create-handler'
import { createJwtVerifier } from './jwt'

const ISSUER = 'https://auth.example.com'

describe('attack: the resource server at its edges', () => {
  it('does not fetch a failing key set once per request for made-up tokens', async () => {
    let fetches = 0
    const verify = createJwtVerifier({
      issuer: ISSUER,
      audience: RESOURCE,
      jwksUrl: `${ISSUER}/jwks`,
      fetch: async () => {
        fetches++
        return new Response('unavailable', { status: 503 })
      },
    })
    const issuer = await createTestIssuer(ISSUER)
    const forged = await issuer.sign(goodClaims(), { kid: 'made-up' })
    for (let index = 0; index < 50; index++) {
      await expect(verify(forged)).rejects.toMatchObject({ code: 'MCP_JWKS_UNAVAILABLE' })
    }
    expect(fetches).toBe(1)
  })

  // The host's fetch (a proxy's, a cache's) never settles and ignores the abort signal: every
  // verification, and so every request, would hang on it.
  it('gives up on a key set fetch that ignores the abort signal, at timeoutMs', async () => {
    const verify = createJwtVerifier({
      issuer: ISSUER,
      audience: RESOURCE,
      jwksUrl: `${ISSUER}/jwks`,
      timeoutMs: 50,
      fetch: () => new Promise<Response>(() => {}),
    })
    const issuer = await createTestIssuer(ISSUER)
    const token = await issuer.sign(goodClaims())
    const outcome = await Promise.race([
      verify(token).then(
        () => 'verified',
        (error: unknown) => error,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2_000)),
    ])
    expect(outcome).toMatchObject({
      name: 'McpTokenError',
      code: 'MCP_JWKS_UNAVAILABLE',
      message: expect.stringContaining('within 50 ms'),
    })
  })

  it('gives up on a key set body that stops mid-way when the fetch ignores the signal', async () => {
    const verify = createJwtVerifier({
      issuer: ISSUER,
      audience: RESOURCE,
      jwksUrl: `${ISSUER}/jwks`,
      timeoutMs: 50,
      fetch: async () =>
        new Response(
          new ReadableStream({
            start: (controller) => controller.enqueue(new TextEncoder().encode('{"keys":[')),
          }),
        ),
    })
    const issuer = await createTestIssuer(ISSUER)
    const outcome = await Promise.race([
      verify(await issuer.sign(goodClaims())).then(
        () => 'verified',
        (error: unknown) => error,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2_000)),
    ])
    expect(outcome).toMatchObject({ code: 'MCP_JWKS_UNAVAILABLE' })
  })

  it('answers 401, not a hung request, when the key set fetch never settles', async () => {
    const handler = createMcpHandler({ name: 'attacked', version: '1.0.0' }, [], {
      auth: {
        resource: RESOURCE,
        authorizationServers: [ISSUER],
        verifyAccessToken: createJwtVerifier({
          issuer: ISSUER,
          audience: RESOURCE,
          jwksUrl: `${ISSUER}/jwks`,
          timeoutMs: 50,
          fetch: () => new Promise<Response>(() => {}),
        }),
      },
    })
    const issuer = await createTestIssuer(ISSUER)
    const outcome = await Promise.race([
      handler(post(await issuer.sign(goodClaims()))),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2_000)),
    ])
    expect(outcome).toBeInstanceOf(Response)
    expect((outcome as Response).status).toBe(401)
  })

  it('refuses a signed token whose exp is 1e400, which JSON reads as Infinity', async () => {
    const issuer = await createTestIssuer(ISSUER)
    const verify = createJwtVerifier({ issuer: ISSUER, audience: RESOURCE, jwks: issuer.jwks })
    const claims = JSON.stringify(goodClaims({ exp: 0 })).replace('"exp":0', '"exp":1e400')
    await expect(verify(await issuer.sign(claims))).rejects.toMatchObject({
      code: 'MCP_TOKEN_EXPIRED',
    })
    const nbf = JSON.stringify(goodClaims({ nbf: 0 })).replace('"nbf":0', '"nbf":-1e400')
    await expect(verify(await issuer.sign(nbf))).rejects.toMatchObject({
      code: 'MCP_TOKEN_NOT_YET_VALID',
    })
  })

  it.each(generations)(
    "refuses a host verifier's token without a subject or with scopes as one string (SDK $name)",
    async (sdk) => {
      const answers: unknown[] = [
        { token: 'a', subject: undefined, scopes: [], claims: {} },
        { token: 'b', subject: '', scopes: [], claims: {} },
        { token: 'c', subject: 'svc', scopes: 'admin', claims: {} },
      ]
      for (const answer of answers) {
        const handler = sdk.createMcpHandler({ name: 'w', version: '1' }, [], {
          auth: {
            resource: RESOURCE,
            authorizationServers: [ISSUER],
            verifyAccessToken: async () => answer as McpAccessToken,
          },
        })
        const response = await handler(post('anything'))
        expect(response.status).toBe(401)
        await handler.close()
      }
    },
  )
})
