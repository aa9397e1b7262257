/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from 'node:http'

/** A `fetch`-style handler, such as `createMcpHandler` returns. */
export type FetchHandler = (request: Request) => Promise<Response>

/**
 * Runs a web-standard handler as a `node:http` request listener: the request body streams in
 * (so `maxBodyBytes` holds while reading), the response streams out (SSE works), and a client
 * that goes away aborts the request. Lives in `@polytool/mcp/node`, apart from the main entry,
 * which stays free of Node built-ins.
 *
 * @param handler The handler, e.g. from `createMcpHandler`.
 * @param options `origin`: the scheme and host to build request URLs with (default
 * `http://` plus the `Host` header); set it behind a proxy.
 * @returns A listener for `http.createServer`.
 * @example
 * import { createServer } from 'node:http'
 * import { createMcpHandler } from '@polytool/mcp'
 * import { toNodeListener } from '@polytool/mcp/node'
 *
 * const handler = createMcpHandler({ name: 'demo', version: '1.0.0' }, [])
 * createServer(toNodeListener(handler)).listen(3000)
 */
export function toNodeListener(
  handler: FetchHandler,
  options: { origin?: string } = {},
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    void serve(handler, request, response, options.origin).catch(() => {
      if (!response.headersSent) response.writeHead(500).end()
      else response.destroy()
    })
  }
}

async function serve(
  handler: FetchHandler,
  request: IncomingMessage,
  response: ServerResponse,
  origin: string | undefined,
): Promise<void> {
  const aborted = new AbortController()
  response.on('close', () => aborted.abort())
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  // A body the handler stopped reading (over maxBodyBytes) is discarded until the answer is
  // out, then the connection closes instead of reading the rest.
  const unread = { cancelled: false }
  response.on('finish', () => {
    if (unread.cancelled) request.socket.destroy()
  })
  const webRequest = new Request(
    new URL(request.url ?? '/', origin ?? `http://${request.headers.host ?? 'localhost'}`),
    {
      method: request.method ?? 'GET',
      headers: headersOf(request),
      signal: aborted.signal,
      ...(hasBody ? { body: bodyOf(request, unread), duplex: 'half' } : {}),
    } as RequestInit,
  )
  const webResponse = await handler(webRequest)
  const headers: string[] = []
  webResponse.headers.forEach((value, name) => {
    headers.push(name, value)
  })
  if (unread.cancelled) headers.push('connection', 'close')
  response.writeHead(webResponse.status, headers)
  if (webResponse.body === null) {
    response.end()
    return
  }
  // Flush each chunk as it comes: SSE events must not wait in a buffer.
  response.flushHeaders()
  const reader = webResponse.body.getReader()
  aborted.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}))
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (!response.write(value)) {
      await new Promise((resolve) => {
        response.once('drain', resolve)
        response.once('close', resolve)
      })
    }
  }
  response.end()
}

// The body as a web stream that reads only as fast as the handler does: a handler that stops
// at maxBodyBytes cancels it, and the rest is never read.
function bodyOf(
  request: IncomingMessage,
  unread: { cancelled: boolean },
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.on('data', (chunk: Buffer) => {
        if (unread.cancelled) return
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        if ((controller.desiredSize ?? 0) <= 0) request.pause()
      })
      // The stream may be closed or cancelled by then: a late event must not throw.
      request.on('end', () => settle(() => controller.close()))
      request.on('error', (error) => settle(() => controller.error(error)))
      request.pause()
    },
    pull() {
      request.resume()
    },
    cancel() {
      unread.cancelled = true
      request.resume()
    },
  })
}

function settle(end: () => void): void {
  try {
    end()
  } catch {}
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}
