import { describe, expect, it } from 'vitest'
import { base64url, createTestIssuer, goodClaims, RESOURCE } from '../test-fixtures/jwt'
import { McpTokenError } from './errors'
import type { Jwk } from './jwks'
import { createJwtVerifier } from './jwt'

const ISSUER = 'https://auth.example.com'
const encode = (value: object) => base64url(JSON.stringify(value))

async function signWith(
  algorithm: EcdsaParams | Algorithm,
  key: CryptoKey,
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
): Promise<string> {
  const input = `${encode(header)}.${encode(claims)}`
  const signature = await crypto.subtle.sign(algorithm, key, new TextEncoder().encode(input))
  return `${input}.${base64url(new Uint8Array(signature))}`
}

function jwksResponse(jwks: { keys: Jwk[] }, counter: { fetches: number }): typeof fetch {
  return async () => {
    counter.fetches++
    return new Response(JSON.stringify(jwks), { headers: { 'content-type': 'application/json' } })
  }
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(McpTokenError)
    return (error as McpTokenError).code
  }
}

describe('createJwtVerifier', () => {
  it('verifies an RS256 token and returns its subject, client and scopes', async () => {
    const issuer = await createTestIssuer()
    const verify = createJwtVerifier({ issuer: ISSUER, audience: RESOURCE, jwks: issuer.jwks })
    const token = await issuer.sign(goodClaims({ scope: 'tools admin', client_id: 'app' }))
    await expect(verify(token)).resolves.toMatchObject({
      token,
      subject: 'alice',
      clientId: 'app',
      scopes: ['tools', 'admin'],
    })
  })

  it('verifies ES256 and EdDSA tokens with keys of their type', async () => {
    const ec = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair
    const ed = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair
    const keys = [
      { ...(await crypto.subtle.exportKey('jwk', ec.publicKey)), kid: 'ec' },
      { ...(await crypto.subtle.exportKey('jwk', ed.publicKey)), kid: 'ed' },
    ] as Jwk[]
    const verify = createJwtVerifier({ issuer: ISSUER, audience: RESOURCE, jwks: { keys } })
    const es256 = await signWith(
      { name: 'ECDSA', hash: 'SHA-256' } as EcdsaParams,
      ec.privateKey,
      { alg: 'ES256', kid: 'ec' },
      goodClaims(),
    )
    const eddsa = await signWith(
      { name: 'Ed25519' },
      ed.privateKey,
      { alg: 'EdDSA', kid: 'ed' },
      goodClaims({ sub: 'bob' }),
    )
    await expect(verify(es256)).resolves.toMatchObject({ subject: 'alice' })
    await expect(verify(eddsa)).resolves.toMatchObject({ subject: 'bob' })
    // The EC key under a header that claims EdDSA: the key type must match the algorithm.
    const mismatched = await signWith(
      { name: 'ECDSA', hash: 'SHA-256' } as EcdsaParams,
      ec.privateKey,
      { alg: 'EdDSA', kid: 'ec' },
      goodClaims(),
    )
    expect(await codeOf(verify(mismatched))).toBe('MCP_TOKEN_KEY_NOT_FOUND')
  })

  it('names the failed check in its code: audience, issuer, expiry, not-before, subject, scope, algorithm', async () => {
    const issuer = await createTestIssuer()
    const verify = createJwtVerifier({
      issuer: ISSUER,
      audience: RESOURCE,
      jwks: issuer.jwks,
      requiredScopes: ['tools'],
    })
    const now = Math.floor(Date.now() / 1000)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ aud: ['https://elsewhere.example.com'] }, 'MCP_TOKEN_AUDIENCE'],
      [{ iss: 'https://evil.example.com' }, 'MCP_TOKEN_ISSUER'],
      [{ exp: now - 60 }, 'MCP_TOKEN_EXPIRED'],
      [{ exp: undefined }, 'MCP_TOKEN_EXPIRED'],
      [{ nbf: now + 600 }, 'MCP_TOKEN_NOT_YET_VALID'],
      [{ sub: undefined }, 'MCP_TOKEN_SUBJECT'],
      [{ scope: 'other' }, 'MCP_TOKEN_SCOPE'],
    ]
    for (const [claims, code] of cases) {
      expect(await codeOf(verify(await issuer.sign(goodClaims(claims))))).toBe(code)
    }
    expect(await codeOf(verify(await issuer.sign(goodClaims(), { alg: 'RS512' })))).toBe(
      'MCP_TOKEN_ALGORITHM',
    )
    expect(await codeOf(verify(await issuer.sign(goodClaims(), { crit: ['exp'] })))).toBe(
      'MCP_TOKEN_ALGORITHM',
    )
    expect(await codeOf(verify('not.a-token'))).toBe('MCP_TOKEN_MALFORMED')
    expect(await codeOf(verify('x'.repeat(20_000)))).toBe('MCP_TOKEN_TOO_LARGE')
    // Within the tolerance, a token that just expired still passes.
    await expect(verify(await issuer.sign(goodClaims({ exp: now - 5 })))).resolves.toBeDefined()
  })

  it('a tampered payload fails the signature check, and the error quotes no token', async () => {
    const issuer = await createTestIssuer()
    const verify = createJwtVerifier({ issuer: ISSUER, audience: RESOURCE, jwks: issuer.jwks })
    const [head, , signature] = (await issuer.sign(goodClaims())).split('.')
    const forged = `${head}.${encode(goodClaims({ sub: 'admin' }))}.${signature}`
    const error = await verify(forged).catch((caught: unknown) => caught as McpTokenError)
    expect(error).toMatchObject({ code: 'MCP_TOKEN_SIGNATURE' })
    expect((error as Error).message).not.toContain(forged.slice(0, 20))
  })

  it('caches the JWKS, fetches it again for an unknown kid at most once per minRefetchMs', async () => {
    const issuer = await createTestIssuer()
    const counter = { fetches: 0 }
    const verify = createJwtVerifier({
      issuer: ISSUER,
      audience: RESOURCE,
      jwksUrl: 'https://auth.example.com/jwks',
      fetch: jwksResponse(issuer.jwks, counter),
    })
    for (let index = 0; index < 3; index++) await verify(await issuer.sign(goodClaims()))
    expect(counter.fetches).toBe(1)
    for (let index = 0; index < 3; index++) {
      expect(
        await codeOf(verify(await issuer.sign(goodClaims(), { kid: `made-up-${index}` }))),
      ).toBe('MCP_TOKEN_KEY_NOT_FOUND')
    }
    expect(counter.fetches).toBe(1)
  })

  it('refuses a JWKS that is too large, has too many keys, or does not come in time', async () => {
    const issuer = await createTestIssuer()
    const token = await issuer.sign(goodClaims())
    const big = createJwtVerifier({
      issuer: ISSUER,
      audience: RESOURCE,
      jwksUrl: 'https://auth.example.com/jwks',
      maxBytes: 1024,
      fetch: async () =>
        new Response(
          new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(512)) }),
        ),
    })
    expect(await codeOf(big(token))).toBe('MCP_JWKS_UNAVAILABLE')
    const many = createJwtVerifier({
      issuer: ISSUER,
      audience: RESOURCE,
      jwksUrl: 'https://auth.example.com/jwks',
      maxKeys: 2,
      fetch: jwksResponse(
        { keys: [issuer.publicJwk, issuer.publicJwk, issuer.publicJwk] },
        { fetches: 0 },
      ),
    })
    expect(await codeOf(many(token))).toBe('MCP_JWKS_UNAVAILABLE')
    const slow = createJwtVerifier({
      issuer: ISSUER,
      audience: RESOURCE,
      jwksUrl: 'https://auth.example.com/jwks',
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    })
    expect(await codeOf(slow(token))).toBe('MCP_JWKS_UNAVAILABLE')
  })
})
