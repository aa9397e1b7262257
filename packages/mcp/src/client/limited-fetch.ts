import { DEFAULT_MAX_RESPONSE_BYTES, McpOptionsError, McpResponseTooLargeError } from '../errors'

type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>

/**
 * `fetch` whose response bodies stop with a `McpResponseTooLargeError` past `maxBytes`: the
 * Streamable HTTP transport reads a JSON answer whole and an SSE stream for as long as it lasts,
 * so without a count a server could send an answer that never ends and fill the client's memory.
 *
 * @param fetchImpl - the host's own `fetch` (`transportOptions.fetch`), or the global one
 * @param maxBytes - most bytes of one response body; default `DEFAULT_MAX_RESPONSE_BYTES`
 * @returns a `fetch` for the Streamable HTTP client transport
 */
export function limitedFetch(fetchImpl: Fetch | undefined, maxBytes: number | undefined): Fetch {
  const limit = maxBytes ?? DEFAULT_MAX_RESPONSE_BYTES
  if (!(limit > 0)) {
    throw new McpOptionsError(
      `Expected maxResponseBytes to be a positive number, received ${limit}`,
    )
  }
  const inner = fetchImpl ?? ((input, init) => globalThis.fetch(input, init))
  return async (input, init) => {
    const response = await inner(input, init)
    if (response.body === null || limit === Number.POSITIVE_INFINITY) return response
    return new Response(response.body.pipeThrough(byteCounter(limit)), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}

function byteCounter(limit: number): TransformStream<Uint8Array, Uint8Array> {
  let bytes = 0
  return new TransformStream({
    transform(chunk, controller) {
      bytes += chunk.byteLength
      if (bytes > limit) {
        // Erroring the stream cancels the body upstream: the connection stops being read.
        controller.error(new McpResponseTooLargeError(limit))
        return
      }
      controller.enqueue(chunk)
    },
  })
}
