// The parts of Web Crypto that verifying tokens uses, declared here so that the types need
// neither the DOM library nor a recent `@types/node`.

/** A JSON Web Key as a JWKS lists it: the public members read here. */
export interface Jwk {
  kty?: string
  kid?: string
  alg?: string
  use?: string
  crv?: string
  n?: string
  e?: string
  x?: string
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
