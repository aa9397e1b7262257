/**
 * Who owns a background job. A `toolCallId` comes from the model: it repeats across sessions
 * (`call_0`) and anyone can write one down, so it never names anything in a shared store. The
 * runtime mints a claim per background call instead: 256 random bits that only the runtime and
 * its snapshots hold. The job's id is derived from it by SHA-256, so a worker, a queue and
 * anyone reading the store see the id, and only the claim's holder can name the job to receive
 * its result or cancel it: a snapshot naming a job id (or a `toolCallId`) without its claim
 * derives another id, and finds nothing.
 */

import { ToolCallRuntimeError } from './errors'

const CLAIM_BYTES = 32
/** Separates this use of SHA-256 from any other hash of the same text. */
const CONTEXT = 'polytool-background-job-id-v1\n'
const JOB_ID_PREFIX = 'job_'

/** A fresh claim: 256 random bits from Web Crypto, as base64url (43 characters). */
export function mintClaim(): string {
  const bytes = new Uint8Array(CLAIM_BYTES)
  webCrypto().getRandomValues(bytes)
  return toBase64Url(bytes)
}

/** Whether `value` has the shape of a claim `mintClaim` makes. */
export function isClaim(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}

/** The job id a claim owns: `job_` and base64url of SHA-256 over the claim. */
export async function jobIdOf(claim: string): Promise<string> {
  const data = new TextEncoder().encode(CONTEXT + claim)
  const digest = await webCrypto().subtle.digest('SHA-256', data)
  return JOB_ID_PREFIX + toBase64Url(new Uint8Array(digest))
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

/** Base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
