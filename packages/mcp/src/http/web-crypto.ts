// The parts of Web Crypto that verifying tokens uses, declared here so that the types need
// neither the DOM library nor a recent `@types/node`.

/** A JSON Web Key as a JWKS lists it: the public members read here. */
export interface Jwk {
  /** The key type: `RSA`, `EC` or `OKP`. */
  kty?: string
  /** The key id a token's header names. */
  kid?: string
  /** The algorithm the key is for, when the issuer names it. */
  alg?: string
  /** What the key is for: `sig` for a signing key. */
  use?: string
  /** The curve of an `EC` or `OKP` key. */
  crv?: string
  /** The modulus of an `RSA` key (base64url). */
  n?: string
  /** The exponent of an `RSA` key (base64url). */
  e?: string
  /** The x coordinate of an `EC` key, or the public key of an `OKP` one (base64url). */
  x?: string
  /** The y coordinate of an `EC` key (base64url). */
  y?: string
  [member: string]: unknown
}

/** A Web Crypto `CryptoKey`, as far as it is passed around. */
export interface WebCryptoKey {
  readonly algorithm: { readonly name: string }
}

export interface ImportParams {
  name: string
  hash?: string
  namedCurve?: string
}

export interface VerifyParams {
  name: string
  hash?: string
  saltLength?: number
}

interface VerifySubtle {
  importKey(
    format: 'jwk',
    key: Jwk,
    algorithm: ImportParams,
    extractable: false,
    usages: ['verify'],
  ): Promise<WebCryptoKey>
  verify(
    algorithm: VerifyParams,
    key: WebCryptoKey,
    signature: Uint8Array<ArrayBuffer>,
    data: Uint8Array<ArrayBuffer>,
  ): Promise<boolean>
}

/** `crypto.subtle`: Node.js 20+, Deno, Bun, edge runtimes and browsers have it. */
export function subtle(): VerifySubtle {
  return (globalThis as unknown as { crypto: { subtle: VerifySubtle } }).crypto.subtle
}
