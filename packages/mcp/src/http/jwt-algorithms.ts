import type { ImportParams, Jwk, VerifyParams } from './web-crypto'

/** The JWS algorithms the verifier knows; each needs its own key type (no HS*, no `none`). */
export type JwtAlgorithm =
  | 'RS256'
  | 'RS384'
  | 'RS512'
  | 'PS256'
  | 'PS384'
  | 'PS512'
  | 'ES256'
  | 'ES384'
  | 'EdDSA'

interface AlgorithmSpec {
  /** The JWK a key must be: its `kty` and, for curves, `crv`. */
  kty: 'RSA' | 'EC' | 'OKP'
  crv?: string
  importParams: ImportParams
  verifyParams: VerifyParams
}

const rsa = (hash: string): AlgorithmSpec => ({
  kty: 'RSA',
  importParams: { name: 'RSASSA-PKCS1-v1_5', hash },
  verifyParams: { name: 'RSASSA-PKCS1-v1_5' },
})
const pss = (hash: string, saltLength: number): AlgorithmSpec => ({
  kty: 'RSA',
  importParams: { name: 'RSA-PSS', hash },
  verifyParams: { name: 'RSA-PSS', saltLength },
})
const ecdsa = (crv: string, hash: string): AlgorithmSpec => ({
  kty: 'EC',
  crv,
  importParams: { name: 'ECDSA', namedCurve: crv },
  verifyParams: { name: 'ECDSA', hash },
})

/** Web Crypto parameters of each algorithm, and the key type it requires. */
export const ALGORITHMS: Readonly<Record<JwtAlgorithm, AlgorithmSpec>> = {
  RS256: rsa('SHA-256'),
  RS384: rsa('SHA-384'),
  RS512: rsa('SHA-512'),
  PS256: pss('SHA-256', 32),
  PS384: pss('SHA-384', 48),
  PS512: pss('SHA-512', 64),
  ES256: ecdsa('P-256', 'SHA-256'),
  ES384: ecdsa('P-384', 'SHA-384'),
  EdDSA: {
    kty: 'OKP',
    crv: 'Ed25519',
    importParams: { name: 'Ed25519' },
    verifyParams: { name: 'Ed25519' },
  },
}

/** Whether `name` is an algorithm the verifier knows, as opposed to any header text. */
export function isJwtAlgorithm(name: unknown): name is JwtAlgorithm {
  return typeof name === 'string' && Object.hasOwn(ALGORITHMS, name)
}

/**
 * Only the public members of a JWK of the algorithm's type: the key is imported for `verify`
 * alone, and a JWK's `alg`, `use` or `key_ops` are checked by the caller, not trusted to Web
 * Crypto.
 */
export function publicJwk(jwk: Jwk, algorithm: JwtAlgorithm): Jwk | undefined {
  const spec = ALGORITHMS[algorithm]
  if (jwk.kty !== spec.kty || (spec.crv !== undefined && jwk.crv !== spec.crv)) return undefined
  // RFC 9864 names the EdDSA-with-Ed25519 algorithm `Ed25519`; keys may carry either name.
  const names = algorithm === 'EdDSA' ? ['EdDSA', 'Ed25519'] : [algorithm]
  if (jwk.alg !== undefined && !names.includes(jwk.alg)) return undefined
  if (jwk.use !== undefined && jwk.use !== 'sig') return undefined
  const { n, e, crv, x, y } = jwk
  if (spec.kty === 'RSA') {
    return typeof n === 'string' && typeof e === 'string' ? { kty: 'RSA', n, e } : undefined
  }
  if (typeof crv !== 'string' || typeof x !== 'string') return undefined
  if (spec.kty === 'EC') return typeof y === 'string' ? { kty: 'EC', crv, x, y } : undefined
  return { kty: 'OKP', crv, x }
}
