/**
 * Who owns a background job. A `toolCallId` comes from the model: it repeats across sessions
 * (`call_0`) and anyone can write one down, so it never names anything in a shared store. The
 * runtime mints a claim per background call instead: 256 random bits that only the runtime and
 * its snapshots hold. The job's id is derived from it by SHA-256, so a worker, a queue and
 * anyone reading the store see the id, and only the claim's holder can name the job to receive
 * its result or cancel it: a snapshot naming a job id (or a `toolCallId`) without its claim
 * derives another id, and finds nothing.
 */

import { toBase64Url } from './base64url'
import { ToolCallRuntimeError } from './errors'

const CLAIM_BYTES = 32
/** Separates this use of SHA-256 from any other hash of the same text. */
const CONTEXT = 'polytool-background-job-id-v1\n'
const JOB_ID_PREFIX = 'job_'

// Random bytes are drawn from Web Crypto a pool at a time: one draw costs about as much as a
// digest, and most of it is the call, not the bytes.
const POOL_CLAIMS = 64
let pool = new Uint8Array(0)
let poolOffset = 0

/** A fresh claim: 256 random bits from Web Crypto, as base64url (43 characters). */
export function mintClaim(): string {
  if (poolOffset === pool.length) {
    pool = new Uint8Array(CLAIM_BYTES * POOL_CLAIMS)
    webCrypto().getRandomValues(pool)
    poolOffset = 0
  }
  const bytes = pool.subarray(poolOffset, poolOffset + CLAIM_BYTES)
  poolOffset += CLAIM_BYTES
  const claim = toBase64Url(bytes)
  // Each claim's bytes are read once, then wiped from the pool.
  bytes.fill(0)
  return claim
}

/** Whether `value` has the shape of a claim `mintClaim` makes. */
export function isClaim(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}

/**
 * The job id a claim owns: `job_` and base64url of SHA-256 over the claim. Answered at once where
 * the runtime offers a synchronous hash (`node:crypto`, through `process.getBuiltinModule`, in
 * Node.js, Bun and Deno): Web Crypto's `digest` costs a round trip to another thread per call.
 * Elsewhere (edge runtimes, browsers), a promise of it from Web Crypto.
 */
export function jobIdOf(claim: string): string | Promise<string> {
  const hash = syncSha256()
  return hash === undefined ? webCryptoJobIdOf(claim) : JOB_ID_PREFIX + hash(CONTEXT + claim)
}

/** `jobIdOf` through Web Crypto, as where no synchronous hash is offered. */
export async function webCryptoJobIdOf(claim: string): Promise<string> {
  const data = new TextEncoder().encode(CONTEXT + claim)
  const digest = await webCrypto().subtle.digest('SHA-256', data)
  return JOB_ID_PREFIX + toBase64Url(new Uint8Array(digest))
}

type Sha256 = (text: string) => string
let foundSha256: Sha256 | null | undefined

// SHA-256 of text as base64url from `node:crypto`, or undefined where there is none.
function syncSha256(): Sha256 | undefined {
  if (foundSha256 === undefined) {
    foundSha256 = null
    try {
      const nodeCrypto = (
        globalThis as {
          process?: { getBuiltinModule?: (name: string) => NodeCrypto | undefined }
        }
      ).process?.getBuiltinModule?.('node:crypto')
      if (typeof nodeCrypto?.createHash === 'function') {
        const { createHash } = nodeCrypto
        foundSha256 = (text) => createHash('sha256').update(text).digest('base64url')
      }
    } catch {
      // No such module here: Web Crypto it is.
    }
  }
  return foundSha256 ?? undefined
}

/** The part of `node:crypto` that `jobIdOf` uses. */
interface NodeCrypto {
  createHash(algorithm: 'sha256'): {
    update(text: string): { digest(encoding: 'base64url'): string }
  }
}

/** Whether `value` has the shape of a job id `jobIdOf` makes. */
export function isJobId(value: unknown): value is string {
  return typeof value === 'string' && /^job_[A-Za-z0-9_-]{43}$/.test(value)
}

interface WebCrypto {
  getRandomValues(array: Uint8Array): Uint8Array
  readonly subtle: {
    digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>
  }
}

function webCrypto(): WebCrypto {
  const found = (globalThis as { crypto?: WebCrypto }).crypto
  if (found?.subtle === undefined) {
    throw new ToolCallRuntimeError(
      'INVALID_OPTIONS',
      'Background calls need Web Crypto (globalThis.crypto) to mint job ids: Node.js 20+, Deno, Bun, edge runtimes and browsers have it',
    )
  }
  return found
}
