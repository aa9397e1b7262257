import type { McpAccessToken } from '../http/access-token'
import type { Jwk } from '../http/jwks'

// Verifiers with a check missing, as hand-written ones often are. The attack tests run the
// same attacks against them and see them get through: proof the attacks test the checks.

const decoder = new TextDecoder()
const encoder = new TextEncoder()

function part(text: string): Record<string, unknown> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return JSON.parse(decoder.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))))
}

function bytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * Trusts the header's `alg` (so `none` passes and `HS256` is checked with the public key as
 * the HMAC secret), checks the issuer and expiry, and never looks at `aud`.
 */
export function naiveVerifier(issuer: string, publicJwk: Jwk) {
  return async (token: string): Promise<McpAccessToken> => {
    const [head = '', body = '', signature = ''] = token.split('.')
    const header = part(head)
    const claims = part(body)
    const input = encoder.encode(`${head}.${body}`)
    if (header.alg === 'HS256') {
      const key = await crypto.subtle.importKey(
        'raw',
        encoder.encode(JSON.stringify(publicJwk)),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['verify'],
      )
      if (!(await crypto.subtle.verify('HMAC', key, bytes(signature), input)))
        throw new Error('bad signature')
    } else if (header.alg !== 'none') {
      const key = await crypto.subtle.importKey(
        'jwk',
        { kty: 'RSA', n: publicJwk.n, e: publicJwk.e } as JsonWebKey,
        { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
        false,
        ['verify'],
      )
      if (!(await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, bytes(signature), input)))
        throw new Error('bad signature')
    }
    if (claims.iss !== issuer || (claims.exp as number) < Date.now() / 1000)
      throw new Error('bad claims')
    return {
      token,
      subject: String(claims.sub),
      scopes: String(claims.scope ?? '').split(' '),
      claims,
    }
  }
}

/** Verifies well but drops who the token is for: every user looks like the same one. */
export function subjectDroppingVerifier(verify: (token: string) => Promise<McpAccessToken>) {
  return async (token: string): Promise<McpAccessToken> => ({
    ...(await verify(token)),
    subject: 'someone',
  })
}
