import type { Jwk } from '../http/jwks'

const encoder = new TextEncoder()

export function base64url(input: Uint8Array | string): string {
  const bytes = typeof input === 'string' ? encoder.encode(input) : input
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

// A string is taken as the JSON text itself, so a test can sign what JSON.stringify cannot write.
const encodePart = (value: object | string) =>
  base64url(typeof value === 'string' ? value : JSON.stringify(value))

/** An issuer with an RSA key pair: its public JWKS, and a way to mint tokens. */
export interface TestIssuer {
  readonly issuer: string
  readonly jwks: { keys: Jwk[] }
  readonly publicJwk: Jwk
  sign(claims: Record<string, unknown> | string, header?: Record<string, unknown>): Promise<string>
}

export async function createTestIssuer(issuer = 'https://auth.example.com'): Promise<TestIssuer> {
  const pair = (await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair
  const publicJwk = {
    ...(await crypto.subtle.exportKey('jwk', pair.publicKey)),
    kid: 'key-1',
    alg: 'RS256',
    use: 'sig',
  } as Jwk
  return {
    issuer,
    publicJwk,
    jwks: { keys: [publicJwk] },
    async sign(claims, header = {}) {
      const signingInput = `${encodePart({ alg: 'RS256', typ: 'at+jwt', kid: 'key-1', ...header })}.${encodePart(claims)}`
      const signature = await crypto.subtle.sign(
        'RSASSA-PKCS1-v1_5',
        pair.privateKey,
        encoder.encode(signingInput),
      )
      return `${signingInput}.${base64url(new Uint8Array(signature))}`
    },
  }
}

/** An unsigned token (`alg: none`), the oldest JWT forgery. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${encodePart({ alg: 'none', typ: 'JWT' })}.${encodePart(claims)}.`
}

/**
 * A token signed with HS256 whose HMAC secret is the issuer's public key (as JSON and as its
 * modulus): a verifier that takes the algorithm from the header and the key bytes as they come
 * accepts it, though anyone can make it.
 */
export async function hmacWithPublicKey(
  claims: Record<string, unknown>,
  publicJwk: Jwk,
): Promise<string> {
  const signingInput = `${encodePart({ alg: 'HS256', typ: 'JWT', kid: 'key-1' })}.${encodePart(claims)}`
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(JSON.stringify(publicJwk)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(signingInput))
  return `${signingInput}.${base64url(new Uint8Array(signature))}`
}

export const RESOURCE = 'http://127.0.0.1/mcp'

/** Claims of a good token for RESOURCE, valid for an hour. */
export function goodClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000)
  return {
    iss: 'https://auth.example.com',
    aud: RESOURCE,
    sub: 'alice',
    scope: 'tools',
    iat: now,
    exp: now + 3600,
    ...overrides,
  }
}
