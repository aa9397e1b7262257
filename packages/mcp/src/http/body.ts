import { MAX_TIMER_MS } from '../timer-limit'
import { jsonRpcError, RPC } from './responses'

/** The default `maxBodyBytes`: 4 MiB, as the SDK's own Streamable HTTP transport allows. */
export const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024

/**
 * The default `bodyTimeoutMs`: 30 s to receive a whole request body, from the moment the server
 * starts reading it (4 MiB at about 1 Mbit/s).
 */
export const DEFAULT_BODY_TIMEOUT_MS = 30_000

/** How a request body is read: its largest size and the time it may take to arrive. */
export interface BodyLimits {
  /** Largest body in UTF-8 bytes. */
  readonly maxBytes: number
  /** Longest time to receive the whole body, in milliseconds. */
  readonly timeoutMs: number
}

/** A request body read and parsed as JSON, or the response that refuses it. */
export type ReadBody = { ok: true; value: unknown } | { ok: false; response: Response }

/**
 * Reads a JSON body of at most `maxBytes` UTF-8 bytes within `timeoutMs`. A larger declared
 * `Content-Length` is refused before a byte is read (`413`), and a body without one is counted
 * as it streams in and cancelled at the first byte over, so an endless body never fills memory.
 * A body still arriving after `timeoutMs` is cancelled and answered `408`, so a client that
 * sends a byte now and then (slowloris) cannot hold the request open.
 */
export async function readJsonBody(request: Request, limits: BodyLimits): Promise<ReadBody> {
  const { maxBytes, timeoutMs } = limits
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => {})
    return { ok: false, response: tooLarge(maxBytes) }
  }
  const bytes = await readLimited(request.body, limits)
  if (bytes === 'too-large') return { ok: false, response: tooLarge(maxBytes) }
  if (bytes === 'too-slow') return { ok: false, response: tooSlow(timeoutMs) }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) }
  } catch {
    return {
      ok: false,
      response: jsonRpcError(400, RPC.parseError, 'Parse error: the body is not JSON'),
    }
  }
}

async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  { maxBytes, timeoutMs }: BodyLimits,
): Promise<Uint8Array | 'too-large' | 'too-slow'> {
  if (body === null) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<'too-slow'>((resolve) => {
    // setTimeout fires at once past 2^31 - 1 ms; a longer deadline is that long.
    timer = setTimeout(() => resolve('too-slow'), Math.min(timeoutMs, MAX_TIMER_MS))
  })
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), deadline])
      if (read === 'too-slow') {
        await reader.cancel().catch(() => {})
        return read
      }
      if (read.done) break
      total += read.value.byteLength
      if (total > maxBytes) {
        await reader.cancel().catch(() => {})
        return 'too-large'
      }
      chunks.push(read.value)
    }
  } finally {
    clearTimeout(timer)
  }
  if (chunks.length === 1) return chunks[0]!
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

function tooLarge(maxBytes: number): Response {
  return jsonRpcError(
    413,
    RPC.invalidRequest,
    `Request body too large: expected at most ${maxBytes} bytes (the server's maxBodyBytes)`,
  )
}

function tooSlow(timeoutMs: number): Response {
  return jsonRpcError(
    408,
    RPC.invalidRequest,
    `Request body too slow: expected it whole within ${timeoutMs} ms (the server's bodyTimeoutMs)`,
  )
}
