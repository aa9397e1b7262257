import { toBase64Url } from './base64url'
import { ToolCallRuntimeError } from './errors'

/**
 * The secret a host signs its snapshots with (HMAC-SHA-256): at least 32 bytes as text or
 * bytes, or a Web Crypto HMAC key made for `sign`.
 */
export type SnapshotKey = string | Uint8Array | WebCryptoKey

/**
 * The parts of a Web Crypto `CryptoKey` that are read: declared here so that the types need
 * neither the DOM library nor a recent `@types/node`.
 */
export interface WebCryptoKey {
  /** The key's algorithm: `HMAC` for a snapshot key. */
  readonly algorithm: { readonly name: string }
  /** The key's type: `secret` for a snapshot key. */
  readonly type: string
  /** What the key may do: a snapshot key needs `sign` and `verify`. */
  readonly usages: readonly string[]
}

/** The part of Web Crypto's `SubtleCrypto` that signing uses. */
interface HmacSubtle {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: false,
    usages: ['sign'],
  ): Promise<WebCryptoKey>
  sign(algorithm: 'HMAC', key: WebCryptoKey, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>
}

/** How a signature starts, so another scheme can be added later. */
const SCHEME = 'hmac-sha256:'
/**
 * What a signer signs: the context text binds the MAC to that use (the same key signing a job
 * cannot forge a snapshot, nor the reverse), and the option names the key in errors.
 */
export interface SignedUse {
  readonly context: string
  readonly option: string
}

/** The use of `snapshotKey`: snapshots. */
const SNAPSHOTS: SignedUse = { context: 'polytool-tool-call-snapshot-v1\n', option: 'snapshotKey' }
const MIN_KEY_BYTES = 32
const MAC_BYTES = 32

/** Signs and checks canonical snapshot text with one key, through Web Crypto (`crypto.subtle`). */
export class SnapshotSigner {
  readonly #key: Promise<WebCryptoKey>
  readonly #context: string
  readonly #option: string

  /**
   * Throws a `ToolCallRuntimeError` (`INVALID_OPTIONS`) at once for a key too short or of the
   * wrong kind. `use` says what is signed: snapshots unless told.
   */
  constructor(key: SnapshotKey, use: SignedUse = SNAPSHOTS) {
    this.#context = use.context
    this.#option = use.option
    this.#key = importKey(checkKey(key, use.option), use.option)
    // The key's problems are reported when it is used; do not leave a rejection unhandled.
    this.#key.catch(() => {})
  }

  /** The signature of a snapshot's canonical JSON (without its `signature`). */
  async sign(canonical: string): Promise<string> {
    return SCHEME + toBase64Url(await this.#mac(canonical))
  }

  /** Whether `signature` is this key's signature of the canonical text; compared in constant time. */
  async verify(canonical: string, signature: string): Promise<boolean> {
    if (!signature.startsWith(SCHEME)) return false
    const received = fromBase64Url(signature.slice(SCHEME.length))
    if (received === undefined || received.length !== MAC_BYTES) return false
    return constantTimeEqual(await this.#mac(canonical), received)
  }

  async #mac(canonical: string): Promise<Uint8Array> {
    const data = new TextEncoder().encode(this.#context + canonical)
    return new Uint8Array(await subtle(this.#option).sign('HMAC', await this.#key, data))
  }
}

function subtle(option: string): HmacSubtle {
  const found = (globalThis as { crypto?: { subtle?: HmacSubtle } }).crypto?.subtle
  if (found === undefined) {
    throw new ToolCallRuntimeError(
      'INVALID_OPTIONS',
      `${option} needs Web Crypto (globalThis.crypto.subtle): Node.js 20+, Deno, Bun, edge runtimes and browsers have it`,
    )
  }
  return found
}

// The raw bytes of a secret, or the CryptoKey as it is; anything else is refused.
function checkKey(key: SnapshotKey, option: string): Uint8Array<ArrayBuffer> | WebCryptoKey {
  if (typeof key === 'string' || key instanceof Uint8Array) {
    // A copy: the host changing its array later must not change the key.
    const bytes = typeof key === 'string' ? new TextEncoder().encode(key) : Uint8Array.from(key)
    if (bytes.length < MIN_KEY_BYTES) {
      throw new ToolCallRuntimeError(
        'INVALID_OPTIONS',
        `${option} must hold at least ${MIN_KEY_BYTES} bytes of secret, received ${bytes.length}`,
      )
    }
    return bytes
  }
  const algorithm = (key as WebCryptoKey | undefined)?.algorithm as
    | { name?: unknown; hash?: { name?: unknown } }
    | undefined
  if (
    algorithm?.name !== 'HMAC' ||
    algorithm.hash?.name !== 'SHA-256' ||
    !key.usages.includes('sign')
  ) {
    throw new ToolCallRuntimeError(
      'INVALID_OPTIONS',
      `${option} must be a string, a Uint8Array, or an HMAC SHA-256 CryptoKey usable to sign`,
    )
  }
  return key
}

async function importKey(
  key: Uint8Array<ArrayBuffer> | WebCryptoKey,
  option: string,
): Promise<WebCryptoKey> {
  if (!(key instanceof Uint8Array)) return key
  return subtle(option).importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
}

// Every byte is compared whatever differs first, so timing tells nothing about the MAC.
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i] ?? 0)
  return difference === 0
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (text.length > 64 || !/^[A-Za-z0-9_-]*$/.test(text)) return undefined
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}
