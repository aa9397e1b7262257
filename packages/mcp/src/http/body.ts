import { jsonRpcError, RPC } from './responses'

/** The default `maxBodyBytes`: 4 MiB, as the SDK's own Streamable HTTP transport allows. */
export const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024

/** A request body read and parsed as JSON, or the response that refuses it. */
export type ReadBody = { ok: true; value: unknown } | { ok: false; response: Response }

/**
 * Reads a JSON body of at most `maxBytes` UTF-8 bytes. A larger declared `Content-Length` is
 * refused before a byte is read, and a body without one is counted as it streams in and
 * cancelled at the first byte over, so an endless body never fills memory.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<ReadBody> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => {})
    return { ok: false, response: tooLarge(maxBytes) }
  }
  const bytes = await readLimited(request.body, maxBytes)
  if (bytes === undefined) return { ok: false, response: tooLarge(maxBytes) }
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
  maxBytes: number,
): Promise<Uint8Array | undefined> {
  if (body === null) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    chunks.push(value)
  }
  if (chunks.length === 1) return chunks[0]
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
